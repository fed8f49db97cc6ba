import { fromCents } from '@provender/events'
import type { RecordedEvent } from '@provender/events/server'
import type { Knex } from 'knex'
import { assertNever, type Projection } from '../projections/projection.ts'

/** rm_customers, their negotiated prices and favourites. */
export const customersProjection: Projection = {
  name: 'customers',
  async apply(trx, recorded) {
    await applyEvent(trx, recorded)
    // `version` is the customer stream's revision, whichever of its events came last.
    const customerId = /^customer-(\d+)$/.exec(recorded.streamId)?.[1]
    if (customerId && recorded.event.type !== 'CustomerDeleted') {
      await trx('rm_customers')
        .where({ id: Number(customerId) })
        .update({ version: recorded.revision })
    }
  },
}

async function applyEvent(trx: Knex.Transaction, { event, metadata }: RecordedEvent): Promise<void> {
  switch (event.type) {
    case 'CustomerRegistered': {
      const d = event.data
      await trx('rm_customers')
        .insert({
          id: d.customerId,
          business_name: d.businessName,
          account_number: d.accountNumber,
          sales_user_id: d.salesUserId,
          created_at: metadata.occurredAt,
        })
        .onConflict('id')
        .ignore()
      return
    }
    case 'CustomerDetailsUpdated':
      await trx('rm_customers').where({ id: event.data.customerId }).update({
        business_name: event.data.after.businessName,
        account_number: event.data.after.accountNumber,
      })
      return
    case 'CustomerTransferred':
      await trx('rm_customers')
        .where({ id: event.data.customerId })
        .update({ sales_user_id: event.data.toSalesUserId })
      return
    case 'CustomerProductPriced':
      await trx('rm_customer_products')
        .insert({
          customer_id: event.data.customerId,
          product_id: event.data.productId,
          price: fromCents(event.data.newPriceCents),
        })
        .onConflict(['customer_id', 'product_id'])
        .merge()
      return
    case 'CustomerProductRemoved':
      await trx('rm_customer_products')
        .where({ customer_id: event.data.customerId, product_id: event.data.productId })
        .delete()
      await trx('rm_favorites')
        .where({ customer_id: event.data.customerId, product_id: event.data.productId })
        .delete()
      return
    case 'CustomerFavoriteAdded':
      await trx('rm_favorites')
        .insert({ customer_id: event.data.customerId, product_id: event.data.productId })
        .onConflict(['customer_id', 'product_id'])
        .ignore()
      return
    case 'CustomerFavoriteRemoved':
      await trx('rm_favorites')
        .where({ customer_id: event.data.customerId, product_id: event.data.productId })
        .delete()
      return
    case 'ProductDeleted':
      // The product leaves every customer's list.
      await trx('rm_customer_products').where({ product_id: event.data.productId }).delete()
      await trx('rm_favorites').where({ product_id: event.data.productId }).delete()
      return
    case 'CustomerDeleted':
      await trx('rm_favorites').where({ customer_id: event.data.customerId }).delete()
      await trx('rm_customer_products').where({ customer_id: event.data.customerId }).delete()
      await trx('rm_customers').where({ id: event.data.customerId }).delete()
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
    case 'CategoryCreated':
    case 'CategoryRenamed':
    case 'CategoryDeleted':
    case 'CategoryNameReserved':
    case 'CategoryNameReleased':
    case 'ProductCreated':
    case 'ProductUpdated':
    case 'OrderPlaced':
    case 'OrderFulfilled':
    case 'OrderWindowSet':
      return
    default:
      assertNever(event)
  }
}
