import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { categoryAggregate } from './category.ts'
import { type CatalogueFacts, decideProduct, type ProductEdit, productAggregate } from './product.ts'

type Deps = Pick<CommandDeps, 'store'>

/** Which of the named categories exist now; a product decision refuses or folds the others. */
async function factsAbout(deps: Deps, ...ids: (number | null)[]): Promise<CatalogueFacts> {
  const activeCategories = new Set<number>()
  for (const id of new Set(ids)) {
    if (id === null) continue
    const { state } = await load(deps.store, streams.category(id), categoryAggregate)
    if (state.status === 'active') activeCategories.add(id)
  }
  return { activeCategories }
}

/** A new product under an existing category (or none, for Other); its id stays taken for good. */
export async function createProduct(deps: Deps, ctx: CommandContext, productId: string, fields: ProductEdit) {
  const facts = await factsAbout(deps, fields.categoryId)
  return execute(deps.store, ctx, streams.product(productId), productAggregate, (s) =>
    decideProduct({ type: 'CreateProduct', productId, fields, facts }, s),
  )
}

/** New fields for a product; the category it had may have been deleted meanwhile (it becomes Other). */
export async function updateProduct(deps: Deps, ctx: CommandContext, productId: string, fields: ProductEdit) {
  const stream = streams.product(productId)
  const { state } = await load(deps.store, stream, productAggregate)
  const facts = await factsAbout(deps, fields.categoryId, state.fields.categoryId)
  return execute(deps.store, ctx, stream, productAggregate, (s) =>
    decideProduct({ type: 'UpdateProduct', fields, facts }, s),
  )
}

export function deleteProduct(deps: Deps, ctx: CommandContext, productId: string) {
  return execute(deps.store, ctx, streams.product(productId), productAggregate, (s) =>
    decideProduct({ type: 'DeleteProduct' }, s),
  )
}
