import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface CustomerState {
  status: 'new' | 'active' | 'deleted'
  id: number
  businessName: string
  accountNumber: string
  salesUserId: number
  /**
   * Negotiated price per pack or per lb, in cents, by product id. Without a prototype: a
   * product id such as `constructor` or `toString` names no price until one is set.
   */
  prices: Record<string, number>
  favorites: string[]
}

export const customerAggregate: Aggregate<CustomerState> = defineAggregate(
  'customer',
  {
    status: 'new',
    id: 0,
    businessName: '',
    accountNumber: '',
    salesUserId: 0,
    prices: Object.create(null),
    favorites: [],
  },
  (state, event): CustomerState => {
    switch (event.type) {
      case 'CustomerRegistered':
        return {
          ...state,
          status: 'active',
          id: event.data.customerId,
          businessName: event.data.businessName,
          accountNumber: event.data.accountNumber,
          salesUserId: event.data.salesUserId,
        }
      case 'CustomerDetailsUpdated':
        return { ...state, ...event.data.after }
      case 'CustomerProductPriced': {
        const prices: Record<string, number> = Object.assign(Object.create(null), state.prices)
        prices[event.data.productId] = event.data.newPriceCents
        return { ...state, prices }
      }
      case 'CustomerProductRemoved': {
        const prices: Record<string, number> = Object.assign(Object.create(null), state.prices)
        delete prices[event.data.productId]
        return { ...state, prices, favorites: state.favorites.filter((p) => p !== event.data.productId) }
      }
      case 'CustomerTransferred':
        return { ...state, salesUserId: event.data.toSalesUserId }
      case 'CustomerFavoriteAdded':
        return { ...state, favorites: [...state.favorites, event.data.productId] }
      case 'CustomerFavoriteRemoved':
        return { ...state, favorites: state.favorites.filter((p) => p !== event.data.productId) }
      case 'CustomerDeleted':
        return { ...state, status: 'deleted' }
      default:
        return assertNever(event)
    }
  },
)
