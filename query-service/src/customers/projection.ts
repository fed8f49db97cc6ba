import type { RecordedEvent } from '@provender/events'
import { fromCents } from '@provender/events'
import type { Knex } from 'knex'
import type { RecordedEventOf } from '../projections/projection.ts'
import { assertNever, defineProjection, insertOnce } from '../projections/projection.ts'

/**
 * rm_customers, their negotiated prices and favourites. A run of negotiated prices becomes one
 * upsert, and `version` (the customer stream's revision, whichever of its events came last) is
 * written once per customer at the end of the batch.
 */
export const customersProjection = defineProjection({
  name: 'customers',
  handles: [
    'CustomerRegistered',
    'CustomerDetailsUpdated',
    'CustomerProductPriced',
    'CustomerProductRemoved',
    'CustomerTransferred',
    'CustomerFavoriteAdded',
    'CustomerFavoriteRemoved',
    'CustomerDeleted',
    'ProductDeleted',
  ],
  streams: ['customer'],
  runs: { of: ['CustomerProductPriced'], apply: upsertPrices },
  async apply(trx, { event, metadata }) {
    switch (event.type) {
      case 'CustomerRegistered': {
        const d = event.data
        await insertOnce(trx, 'rm_customers', {
          id: d.customerId,
          business_name: d.businessName,
          account_number: d.accountNumber,
          sales_user_id: d.salesUserId,
          created_at: metadata.occurredAt,
        })
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
      case 'CustomerProductRemoved':
        await trx('rm_customer_products')
          .where({ customer_id: event.data.customerId, product_id: event.data.productId })
          .delete()
        await trx('rm_favorites')
          .where({ customer_id: event.data.customerId, product_id: event.data.productId })
          .delete()
        return
      case 'CustomerFavoriteAdded':
        await insertOnce(
          trx,
          'rm_favorites',
          { customer_id: event.data.customerId, product_id: event.data.productId },
          ['customer_id', 'product_id'],
        )
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
      default:
        assertNever(event)
    }
  },
  afterBatch: writeVersions,
})

/** The last price of each line in the run wins, as applying them one by one would leave it. */
async function upsertPrices(
  trx: Knex.Transaction,
  priced: RecordedEventOf<'CustomerProductPriced'>[],
): Promise<void> {
  const last = new Map<string, { customer_id: number; product_id: string; price: number }>()
  for (const { event } of priced) {
    const { customerId, productId, newPriceCents } = event.data
    last.set(JSON.stringify([customerId, productId]), {
      customer_id: customerId,
      product_id: productId,
      price: fromCents(newPriceCents),
    })
  }
  await trx.raw(
    `insert into rm_customer_products (customer_id, product_id, price)
     select * from json_to_recordset(?::json) as p(customer_id integer, product_id text, price numeric)
     on conflict (customer_id, product_id) do update set price = excluded.price`,
    [JSON.stringify([...last.values()])],
  )
}

/** Each customer's stream revision as the batch leaves it, in one statement. */
async function writeVersions(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void> {
  const versions = new Map<number, number>()
  for (const recorded of events) {
    const customerId = /^customer-(\d+)$/.exec(recorded.streamId)?.[1]
    if (!customerId) continue
    if (recorded.type === 'CustomerDeleted') versions.delete(Number(customerId))
    else versions.set(Number(customerId), recorded.revision)
  }
  if (versions.size === 0) return
  await trx.raw(
    `update rm_customers c set version = v.version
     from json_to_recordset(?::json) as v(id integer, version integer) where c.id = v.id`,
    [JSON.stringify([...versions].map(([id, version]) => ({ id, version })))],
  )
}
