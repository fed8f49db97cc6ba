import type { DomainEvent, ProductFields } from '@provender/events'
import { conflict, invalid, notFound } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface ProductState {
  status: 'new' | 'active' | 'deleted'
  id: string
  fields: ProductFields
}

export const productAggregate: Aggregate<ProductState> = defineAggregate(
  'product',
  {
    status: 'new',
    id: '',
    fields: {
      name: '',
      description: '',
      categoryId: null,
      unitType: 'quantity',
      packsPerCase: null,
      priceCents: 0,
    },
  },
  (state, event): ProductState => {
    switch (event.type) {
      case 'ProductCreated': {
        const { productId, ...fields } = event.data
        return { status: 'active', id: productId, fields }
      }
      case 'ProductUpdated':
        return { ...state, fields: event.data.after }
      case 'ProductDeleted':
        return { ...state, status: 'deleted' }
      default:
        return assertNever(event)
    }
  },
)

/** What a product decision needs to know of other streams, read just before deciding. */
export interface CatalogueFacts {
  /** The categories among those the decision names that exist now (not new, not deleted). */
  activeCategories: ReadonlySet<number>
}

export const NO_SUCH_CATEGORY = 'Choose an existing category, or none for Other.'

export function decideCreateProduct(
  command: ProductFields & { productId: string },
  state: ProductState,
  facts: CatalogueFacts,
): DomainEvent[] {
  // A deleted product's id stays taken: past orders and the audit trail refer to it.
  if (state.status !== 'new') throw conflict('A product with that id already exists.', 'PRODUCT_ID_TAKEN')
  if (command.categoryId !== null && !facts.activeCategories.has(command.categoryId)) {
    throw invalid(NO_SUCH_CATEGORY, [`categoryId: ${NO_SUCH_CATEGORY}`])
  }
  return [{ type: 'ProductCreated', data: command }]
}

function activeProduct(state: ProductState): ProductState {
  if (state.status !== 'active') throw notFound('Product not found.')
  return state
}

/**
 * A category deleted since the product was filed under it counts as none (Other): a form
 * that sends it back unchanged saves as Other; choosing it anew is refused.
 */
export function decideUpdateProduct(
  command: { productId: string; fields: ProductFields },
  state: ProductState,
  facts: CatalogueFacts,
): DomainEvent[] {
  const product = activeProduct(state)
  let { categoryId } = command.fields
  if (categoryId !== null && !facts.activeCategories.has(categoryId)) {
    if (categoryId !== product.fields.categoryId)
      throw invalid(NO_SUCH_CATEGORY, [`categoryId: ${NO_SUCH_CATEGORY}`])
    categoryId = null
  }
  const after: ProductFields = { ...command.fields, categoryId }
  const before = product.fields
  const unchanged = (Object.keys(after) as (keyof ProductFields)[]).every((k) => after[k] === before[k])
  if (unchanged) return []
  return [{ type: 'ProductUpdated', data: { productId: product.id, before, after } }]
}

/** Past orders keep the name and price they were sold at; the id stays taken. */
export function decideDeleteProduct(state: ProductState): DomainEvent[] {
  const product = activeProduct(state)
  return [{ type: 'ProductDeleted', data: { productId: product.id, name: product.fields.name } }]
}
