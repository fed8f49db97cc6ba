import { fromCents } from '@provender/events'
import { assertNever, type Projection } from '../projections/projection.ts'

/** rm_orders and rm_order_items: each line keeps the name and price it was sold at. */
export const ordersProjection: Projection = {
  name: 'orders',
  async apply(trx, { event, metadata }) {
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data
        const inserted = await trx('rm_orders')
          .insert({
            id: d.orderId,
            customer_id: d.customerId,
            created_at: metadata.occurredAt,
            fulfilled: false,
            fulfilled_at: null,
            total: fromCents(d.totalCents),
          })
          .onConflict('id')
          .ignore()
          .returning('id')
        if (inserted.length === 0) return
        await trx('rm_order_items').insert(
          d.lines.map((line, i) => ({
            // Stable ids, so a rebuild gives the very same rows.
            id: d.orderId * 1000 + i + 1,
            order_id: d.orderId,
            line_no: i + 1,
            product_id: line.productId,
            product_name: line.name,
            unit_type: line.unitType,
            packs_per_case: line.packsPerCase,
            quantity: line.quantity,
            quantity_type: line.quantityType,
            sell_price: fromCents(line.unitPriceCents),
            line_total: fromCents(line.lineTotalCents),
          })),
        )
        return
      }
      case 'OrderFulfilled':
        await trx('rm_orders')
          .where({ id: event.data.orderId, fulfilled: false })
          .update({ fulfilled: true, fulfilled_at: metadata.occurredAt })
        return
      case 'CustomerDeleted': {
        const ids = trx('rm_orders').where({ customer_id: event.data.customerId }).select('id')
        await trx('rm_order_items').whereIn('order_id', ids).delete()
        await trx('rm_orders').where({ customer_id: event.data.customerId }).delete()
        return
      }
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
      case 'CategoryCreated':
      case 'CategoryRenamed':
      case 'CategoryDeleted':
      case 'CategoryNameReserved':
      case 'CategoryNameReleased':
      case 'ProductCreated':
      case 'ProductUpdated':
      case 'ProductDeleted':
      case 'OrderWindowSet':
        return
      default:
        assertNever(event)
    }
  },
}
