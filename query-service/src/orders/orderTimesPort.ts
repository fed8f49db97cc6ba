import type { EventStore } from '@provender/events'
import type { Knex } from 'knex'
import { waitPassively } from '../customers/owners.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { ordersProjection } from './projection.ts'

/**
 * When each customer placed its orders in a time range, as the orders read model keeps them
 * (rm_orders.created_at, cancelled or not: the habit counts): the command service's order
 * reminders ask this (it keeps no index of a customer's orders). The answer waits until the
 * read model has caught up with the log as it stands, and is null when it did not within
 * `timeoutMs`; the reminders then try again at their next tick.
 */
export function orderTimesReadModel(knex: Knex, store: EventStore, options: { timeoutMs: number }) {
  // Only its checkpoint is read, never started: the projection is applied by the query service.
  const orders = new ProjectionRunner(knex, store, [ordersProjection])
  const caughtUp = async () => {
    const head = await store.headPosition()
    return !head || (await waitPassively(orders, head, options.timeoutMs))
  }
  const between = async (range: { from: Date; to: Date }) => {
    if (!(await caughtUp())) return null
    const rows = await knex('rm_orders')
      .where('created_at', '>=', range.from.toISOString())
      .where('created_at', '<', range.to.toISOString())
      .orderBy(['customer_id', 'created_at', 'id'])
      .select<{ customer_id: number; created_at: Date | string }[]>('customer_id', 'created_at')
    const byCustomer = new Map<number, string[]>()
    for (const row of rows) {
      const times = byCustomer.get(row.customer_id) ?? []
      times.push(new Date(row.created_at).toISOString())
      byCustomer.set(row.customer_id, times)
    }
    return [...byCustomer].map(([customerId, orderedAt]) => ({ customerId, orderedAt }))
  }
  return { between }
}
