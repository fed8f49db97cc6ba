import type { ProductFields } from '@provender/events'
import { conflict, invalid, notFound } from '@provender/events'
import { assertNever, type Decide, defineAggregate, type EventsOf } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'
import { type SetSubstitutes, setSubstitutes } from './substitutes.ts'

export interface ProductState {
  status: 'new' | 'active' | 'deleted'
  id: string
  fields: ProductFields
  /** The products offered in its place when it is short at fulfilment, in staff's order. */
  substitutes: readonly string[]
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
    substitutes: [],
  },
  (state, event): ProductState => {
    switch (event.type) {
      case 'ProductCreated': {
        const { productId, ...fields } = event.data
        return { status: 'active', id: productId, fields, substitutes: [] }
      }
      case 'ProductUpdated':
        return { ...state, fields: event.data.after }
      case 'ProductDeleted':
        return { ...state, status: 'deleted' }
      case 'ProductSubstitutesSet':
        return { ...state, substitutes: event.data.substitutes }
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

/**
 * A product's fields as staff send them: the soft limit `warnAbove` left out keeps the product's,
 * null clears it (in the events an absent limit is none).
 */
export type ProductEdit = Omit<ProductFields, 'warnAbove'> & { warnAbove?: number | null }

/** What may be done to a product (stream product-{id}); a deleted product's id stays taken. */
export type ProductCommand =
  | { type: 'CreateProduct'; productId: string; fields: ProductEdit; facts: CatalogueFacts }
  | { type: 'UpdateProduct'; fields: ProductEdit; facts: CatalogueFacts }
  /** Past orders keep the name and price they were sold at; the id stays taken. */
  | { type: 'DeleteProduct' }
  | SetSubstitutes

export const decideProduct: Decide<'product', ProductCommand, ProductState> = (command, state) => {
  switch (command.type) {
    case 'CreateProduct':
      return createProduct(command, state)
    case 'UpdateProduct':
      return updateProduct(command, activeProduct(state))
    case 'DeleteProduct': {
      const { id: productId, fields } = activeProduct(state)
      return [{ type: 'ProductDeleted', data: { productId, name: fields.name } }]
    }
    case 'SetSubstitutes':
      return setSubstitutes(command, activeProduct(state))
    default:
      return assertNever(command)
  }
}

function createProduct(
  { productId, fields, facts }: Extract<ProductCommand, { type: 'CreateProduct' }>,
  state: ProductState,
): EventsOf<'product'>[] {
  // A deleted product's id stays taken: past orders and the audit trail refer to it.
  if (state.status !== 'new') throw conflict('A product with that id already exists.', 'PRODUCT_ID_TAKEN')
  if (fields.categoryId !== null && !facts.activeCategories.has(fields.categoryId)) {
    throw invalid(NO_SUCH_CATEGORY, [`categoryId: ${NO_SUCH_CATEGORY}`])
  }
  return [{ type: 'ProductCreated', data: { productId, ...withLimit(fields, fields.warnAbove) } }]
}

/**
 * The fields with the limit they keep: a number is one, absent or null is none. Taxable is
 * stored only when true (absent is not taxable), so sending false to an untaxed product
 * changes nothing.
 */
function withLimit(fields: ProductEdit, warnAbove: number | null | undefined): ProductFields {
  const { warnAbove: _sent, taxable, ...rest } = fields
  return {
    ...rest,
    ...(typeof warnAbove === 'number' ? { warnAbove } : {}),
    ...(taxable ? { taxable } : {}),
  }
}

function activeProduct(state: ProductState): ProductState {
  if (state.status !== 'active') throw notFound('Product not found.')
  return state
}

/**
 * A category deleted since the product was filed under it counts as none (Other): a form
 * that sends it back unchanged saves as Other; choosing it anew is refused.
 */
function updateProduct(
  { fields, facts }: Extract<ProductCommand, { type: 'UpdateProduct' }>,
  product: ProductState,
): EventsOf<'product'>[] {
  let { categoryId } = fields
  if (categoryId !== null && !facts.activeCategories.has(categoryId)) {
    if (categoryId !== product.fields.categoryId)
      throw invalid(NO_SUCH_CATEGORY, [`categoryId: ${NO_SUCH_CATEGORY}`])
    categoryId = null
  }
  const before = product.fields
  const limit = fields.warnAbove === undefined ? before.warnAbove : fields.warnAbove
  // Taxable left out keeps the product's (an older form does not know it).
  const after = withLimit({ ...fields, categoryId, taxable: fields.taxable ?? before.taxable }, limit)
  const keys = new Set([...Object.keys(after), ...Object.keys(before)] as (keyof ProductFields)[])
  const unchanged = [...keys].every((k) => after[k] === before[k])
  if (unchanged) return []
  return [{ type: 'ProductUpdated', data: { productId: product.id, before, after } }]
}
