import { fromCents, type ProductFields } from '@provender/events'
import { assertNever, type Projection } from '../projections/projection.ts'

function productRow(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
    category_id: fields.categoryId,
    unit_type: fields.unitType,
    packs_per_case: fields.packsPerCase,
    price: fromCents(fields.priceCents),
  }
}

/** rm_categories and rm_products: the catalogue as it stands. */
export const catalogueProjection: Projection = {
  name: 'catalogue',
  async apply(trx, { event }) {
    switch (event.type) {
      case 'CategoryCreated':
        await trx('rm_categories')
          .insert({ id: event.data.categoryId, name: event.data.name })
          .onConflict('id')
          .ignore()
        return
      case 'CategoryRenamed':
        await trx('rm_categories').where({ id: event.data.categoryId }).update({ name: event.data.newName })
        return
      case 'CategoryDeleted':
        // Its products become Other.
        await trx('rm_products').where({ category_id: event.data.categoryId }).update({ category_id: null })
        await trx('rm_categories').where({ id: event.data.categoryId }).delete()
        return
      case 'ProductCreated': {
        const { productId, ...fields } = event.data
        await trx('rm_products')
          .insert({ id: productId, ...productRow(fields) })
          .onConflict('id')
          .ignore()
        return
      }
      case 'ProductUpdated':
        await trx('rm_products').where({ id: event.data.productId }).update(productRow(event.data.after))
        return
      case 'ProductDeleted':
        await trx('rm_products').where({ id: event.data.productId }).delete()
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
      case 'CategoryNameReserved':
      case 'CategoryNameReleased':
      case 'OrderPlaced':
      case 'OrderFulfilled':
      case 'OrderWindowSet':
      case 'PriceChangeDismissed':
      case 'FulfilmentToleranceSet':
        return
      default:
        assertNever(event)
    }
  },
}
