import type { DomainEvent, ProductFields } from '@provender/events'
import { conflict } from '@provender/events/server'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface ProductState {
  status: 'new' | 'active' | 'deleted'
  id: string
  fields: ProductFields
}

export const productAggregate: Aggregate<ProductState> = {
  initial: {
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
  evolve(state, event) {
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
        return state
    }
  },
}

export function decideCreateProduct(
  command: ProductFields & { productId: string },
  state: ProductState,
): DomainEvent[] {
  // A deleted product's id stays taken: past orders and the audit trail refer to it.
  if (state.status !== 'new') throw conflict('A product with that id already exists.', 'PRODUCT_ID_TAKEN')
  return [{ type: 'ProductCreated', data: command }]
}
