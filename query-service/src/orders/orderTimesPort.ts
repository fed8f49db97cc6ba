import type { EventStore } from '@provender/events'
import type { Knex } from 'knex'
import { waitPassively } from '../customers/owners.ts'
import { mailPreferencesProjection } from '../mailPreferences/projection.ts'
import { unlessReadSideAbsent } from '../projections/readSideAbsent.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { ordersProjection } from './projection.ts'

/**
 * When each customer that turned order reminders on placed its orders in a time range, as the
 * orders read model keeps them (rm_orders.created_at, cancelled or not: the habit counts): the
 * command service's order reminders ask this (it keeps no index of a customer's orders). The answer waits until the
 * read model has caught up with the log as it stands, and is null when it did not within
 * `timeoutMs`; the reminders then try again at their next tick.
 */
export function orderTimesReadModel(knex: Knex, store: EventStore, options: { timeoutMs: number }) {
  // Only their checkpoints are read, never started: the query service applies the projections.
  const orders = new ProjectionRunner(knex, store, [ordersProjection, mailPreferencesProjection])
  const caughtUp = async () => {
    const head = await store.headPosition()
    return !head || (await waitPassively(orders, head, options.timeoutMs))
  }
  const between = async (range: { from: Date; to: Date }) => {
    if (!(await caughtUp())) return null
    // Only customers whose contact turned reminders on (off by default, so few): a lateral read
    // per customer walks rm_orders_customer_created, never every order of the last weeks. The
    // command side checks each preference again on its stream; a preference this read model has
    // not caught up with yet is seen at a later tick.
    const { rows } = await knex.raw<{ rows: { customer_id: number; created_at: Date | string }[] }>(
      `select p.user_id as customer_id, o.created_at
         from rm_mail_preferences p
         cross join lateral (
           select created_at, id from rm_orders
            where customer_id = p.user_id and created_at >= ? and created_at < ?
            order by created_at, id
         ) o
        where p.reminders
        order by p.user_id, o.created_at, o.id`,
      [range.from.toISOString(), range.to.toISOString()],
    )
    const byCustomer = new Map<number, string[]>()
    for (const row of rows) {
      const times = byCustomer.get(row.customer_id) ?? []
      times.push(new Date(row.created_at).toISOString())
      byCustomer.set(row.customer_id, times)
    }
    return [...byCustomer].map(([customerId, orderedAt]) => ({ customerId, orderedAt }))
  }
  return { between: (range: { from: Date; to: Date }) => unlessReadSideAbsent(() => between(range), null) }
}
