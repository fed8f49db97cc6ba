import { assertNever, type Projection } from '../projections/projection.ts'

export function windowScopeKey(scope: 'company' | 'sales', salesUserId: number | null): string {
  return scope === 'company' ? 'company' : `sales:${salesUserId}`
}

/** rm_order_windows: the company's ordering hours and each rep's override. */
export const orderWindowsProjection: Projection = {
  name: 'order-windows',
  async apply(trx, { event }) {
    switch (event.type) {
      case 'OrderWindowSet': {
        const d = event.data
        await trx('rm_order_windows')
          .insert({
            scope_key: windowScopeKey(d.scope, d.salesUserId),
            always_open: d.alwaysOpen,
            open_time: d.openTime,
            close_time: d.closeTime,
          })
          .onConflict('scope_key')
          .merge()
        return
      }
      case 'UserDeleted':
        await trx('rm_order_windows')
          .where({ scope_key: windowScopeKey('sales', event.data.userId) })
          .delete()
        return
      // Not this read model's concern.
      case 'UserRegistered':
      case 'UserProfileUpdated':
      case 'UserPasswordChanged':
      case 'UserPasswordReset':
      case 'LogSealed':
      case 'SessionEnded':
      case 'EmailReserved':
      case 'EmailReleased':
      case 'AccountNumberReserved':
      case 'AccountNumberReleased':
      case 'CustomerRegistered':
      case 'CustomerDetailsUpdated':
      case 'CustomerProductPriced':
      case 'CustomerProductRemoved':
      case 'CustomerTransferred':
      case 'CustomerFavoriteAdded':
      case 'CustomerFavoriteRemoved':
      case 'CustomerDeleted':
      case 'CategoryCreated':
      case 'CategoryRenamed':
      case 'CategoryDeleted':
      case 'CategoryNameReserved':
      case 'CategoryNameReleased':
      case 'ProductCreated':
      case 'ProductUpdated':
      case 'ProductDeleted':
      case 'OrderPlaced':
      case 'OrderFulfilled':
      case 'PriceChangeDismissed':
      case 'FulfilmentToleranceSet':
        return
      default:
        assertNever(event)
    }
  },
}
