import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { decideProduct, productAggregate } from './product.ts'

type Deps = Pick<CommandDeps, 'store'>

/** The products staff offer in this one's place at fulfilment, in order; each must exist now. */
export async function setProductSubstitutes(
  deps: Deps,
  ctx: CommandContext,
  productId: string,
  substitutes: string[],
) {
  const activeProducts = new Set<string>()
  for (const id of new Set(substitutes)) {
    const { state } = await load(deps.store, streams.product(id), productAggregate)
    if (state.status === 'active') activeProducts.add(id)
  }
  return execute(deps.store, ctx, streams.product(productId), productAggregate, (s) =>
    decideProduct({ type: 'SetSubstitutes', substitutes, activeProducts }, s),
  )
}
