import { assertNever, type Projection } from '../projections/projection.ts'

/** rm_fulfilment_settings: the weight tolerance of fulfilment, once an admin set it. */
export const fulfilmentSettingsProjection: Projection = {
  name: 'fulfilment-settings',
  async apply(trx, { event }) {
    switch (event.type) {
      case 'FulfilmentToleranceSet':
        await trx('rm_fulfilment_settings')
          .insert({ scope_key: 'company', tolerance_percent: event.data.percent })
          .onConflict('scope_key')
          .merge()
        return
      // Not this read model's concern.
      case 'UserRegistered':
      case 'UserProfileUpdated':
      case 'UserPasswordChanged':
      case 'UserPasswordReset':
      case 'UserDeleted':
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
      case 'OrderWindowSet':
      case 'PriceChangeDismissed':
        return
      default:
        assertNever(event)
    }
  },
}
