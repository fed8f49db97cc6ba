import type { Knex } from 'knex'
import { assertNever, defineProjection, insertOnce } from '../projections/projection.ts'
import { cancelOrder, changeOrderLines } from './changes.ts'
import { type Fulfilled, fulfilOrders, type Placed, placeOrders, REP_KEY } from './storage.ts'

const isPlaced = (e: Placed | Fulfilled): e is Placed => e.event.type === 'OrderPlaced'
const isFulfilled = (e: Placed | Fulfilled): e is Fulfilled => e.event.type === 'OrderFulfilled'

/** What a search word is matched against: every customer-level field the list searches. */
const SEARCH_TEXT = `lower(k.business_name) || ' ' || lower(k.account_number) || ' ' || ${REP_KEY}`

/**
 * rm_orders and rm_order_items: each line keeps the name and price it was sold at. Beside
 * them, the facts the staff list sorts, filters, searches and counts by (the customer's name
 * and owner, the rep's name, the number of orders per customer), kept from the projection's
 * own events so they never depend on how far another projection has got.
 */
export const ordersProjection = defineProjection({
  name: 'orders',
  handles: [
    'OrderPlaced',
    'OrderFulfilled',
    'OrderMoved',
    'OrderChanged',
    'OrderCancelled',
    'UserRegistered',
    'UserProfileUpdated',
    'UserDeleted',
    'CustomerRegistered',
    'CustomerDetailsUpdated',
    'CustomerTransferred',
    'CustomerDeleted',
  ],
  streams: ['order'],
  runs: { of: ['OrderPlaced', 'OrderFulfilled'], apply: applyRun },
  /**
   * Customers, reps, moves, changes and cancellations: rare events, applied one at a time (after
   * the run before them), carried into the orders they shape.
   */
  async apply(trx, recorded) {
    const { event } = recorded
    switch (event.type) {
      case 'UserRegistered':
        if (event.data.role === 'customer') return
        await insertOnce(
          trx,
          'rm_order_reps',
          {
            user_id: event.data.userId,
            first_name: event.data.firstName,
            last_name: event.data.lastName,
          },
          ['user_id'],
        )
        return
      case 'UserProfileUpdated': {
        const { userId, after } = event.data
        const changed = await trx('rm_order_reps')
          .where({ user_id: userId })
          .update({ first_name: after.firstName, last_name: after.lastName })
        if (changed > 0) await refreshRep(trx, userId)
        return
      }
      case 'UserDeleted': {
        const removed = await trx('rm_order_reps').where({ user_id: event.data.userId }).delete()
        if (removed > 0) await refreshRep(trx, event.data.userId)
        return
      }
      case 'CustomerRegistered': {
        const d = event.data
        await trx.raw(
          `insert into rm_order_customers (customer_id, business_name, account_number, sales_user_id, search_text)
           select k.customer_id, k.business_name, k.account_number, k.sales_user_id, ${SEARCH_TEXT}
           from (select ?::integer as customer_id, ?::text as business_name, ?::text as account_number,
                        ?::integer as sales_user_id) k
           left join rm_order_reps r on r.user_id = k.sales_user_id
           on conflict (customer_id) do nothing`,
          [d.customerId, d.businessName, d.accountNumber, d.salesUserId],
        )
        return
      }
      case 'CustomerDetailsUpdated': {
        const { customerId, after } = event.data
        await trx('rm_order_customers')
          .where({ customer_id: customerId })
          .update({ business_name: after.businessName, account_number: after.accountNumber })
        await refreshCustomer(trx, customerId)
        return
      }
      case 'CustomerTransferred': {
        const { customerId, toSalesUserId } = event.data
        await trx('rm_order_customers')
          .where({ customer_id: customerId })
          .update({ sales_user_id: toSalesUserId })
        await refreshCustomer(trx, customerId)
        return
      }
      case 'OrderMoved': {
        const { orderId, toDate, outsideSchedule } = event.data
        await trx('rm_orders')
          .where({ id: orderId })
          // When it got this date: a closure added after it flags the order (issue 36).
          .update({
            delivery_date: toDate,
            outside_schedule: outsideSchedule,
            moved_at: recorded.metadata.occurredAt,
          })
        return
      }
      case 'OrderChanged':
        await changeOrderLines(trx, event.data, recorded.metadata.occurredAt)
        return
      case 'OrderCancelled':
        await cancelOrder(trx, event.data, recorded.metadata.occurredAt)
        return
      case 'CustomerDeleted': {
        const { customerId } = event.data
        await trx.raw(
          `delete from rm_order_items where order_id in (select id from rm_orders where customer_id = ?)`,
          [customerId],
        )
        await trx('rm_orders').where({ customer_id: customerId }).delete()
        await trx('rm_order_customers').where({ customer_id: customerId }).delete()
        return
      }
      default:
        assertNever(event)
    }
  },
})

/**
 * Placements and fulfilments commute with each other as long as each fulfilment follows its
 * placement, so a run of them is applied as all placements, then all fulfilments.
 */
async function applyRun(trx: Knex.Transaction, run: (Placed | Fulfilled)[]): Promise<void> {
  const placed = run.filter(isPlaced)
  const fulfilled = run.filter(isFulfilled)
  // An order placed and fulfilled in the same run (common in a rebuild, where a batch spans
  // days) is written once, already fulfilled: an update would write the row and every one of
  // its indexes again. Its first fulfilment counts, as it would one by one.
  const placedHere = new Set(placed.map((p) => p.event.data.orderId))
  const settled = new Map<number, Fulfilled>()
  for (const f of fulfilled) {
    const { orderId } = f.event.data
    if (placedHere.has(orderId) && !settled.has(orderId)) settled.set(orderId, f)
  }
  const inserted = await placeOrders(trx, placed, settled)
  // The rest as usual, and those whose order was here already (an event applied again).
  await fulfilOrders(
    trx,
    fulfilled.filter((f) => !(settled.has(f.event.data.orderId) && inserted.has(f.event.data.orderId))),
  )
}

/** The search text of the customers `whose` column is `id`: their names and their rep's. */
async function refreshSearchText(
  trx: Knex.Transaction,
  whose: 'customer_id' | 'sales_user_id',
  id: number,
): Promise<void> {
  await trx.raw(
    `update rm_order_customers k set search_text = ${SEARCH_TEXT}
     from rm_order_customers k2 left join rm_order_reps r on r.user_id = k2.sales_user_id
     where k.${whose} = ? and k2.customer_id = k.customer_id`,
    [id],
  )
}

/** A customer's name or owner changed: its search text and every order's sort keys and owner. */
async function refreshCustomer(trx: Knex.Transaction, customerId: number): Promise<void> {
  await refreshSearchText(trx, 'customer_id', customerId)
  await trx.raw(
    `update rm_orders o set sales_user_id = k.sales_user_id, customer_key = lower(k.business_name), rep_key = ${REP_KEY}
     from rm_order_customers k left join rm_order_reps r on r.user_id = k.sales_user_id
     where k.customer_id = ? and o.customer_id = k.customer_id`,
    [customerId],
  )
}

/** A rep's name changed or the rep left: the search text of its customers and its orders' sort key. */
async function refreshRep(trx: Knex.Transaction, userId: number): Promise<void> {
  await refreshSearchText(trx, 'sales_user_id', userId)
  await trx.raw(
    `update rm_orders o set rep_key = coalesce((select ${REP_KEY} from rm_order_reps r where r.user_id = ?), '')
     where o.sales_user_id = ?`,
    [userId, userId],
  )
}
