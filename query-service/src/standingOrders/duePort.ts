import { addDays, type EventStore, MOVE_SEARCH_DAYS, type StandingDate, wallClock } from '@provender/events'
import type { Knex } from 'knex'
import { waitPassively } from '../customers/owners.ts'
import { unlessReadSideAbsent } from '../projections/readSideAbsent.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { standingOrdersProjection } from './projection.ts'
import { datesOf, deliveryCopy, toStandingOrder } from './queries.ts'
import { datesAround, hasDueDate, type StandingOrder } from './rule.ts'

/**
 * Which standing orders have a date to place, as this read model knows them: the command
 * service's placer asks each tick (StandingOrdersDue), and reads only those streams. It first
 * waits (at most `timeoutMs`) for the read model to catch up with the log, then answers what it
 * has: the placer decides on the streams, so a lagging answer only delays a date to a later tick.
 */
export function standingOrdersDueReadModel(
  knex: Knex,
  store: EventStore,
  options: { timeoutMs: number; timeZone: string },
) {
  // Only its checkpoint is read, never started: the projection is applied by the query service.
  const runner = new ProjectionRunner(knex, store, [standingOrdersProjection])
  const due = async (range: { from: Date; to: Date }): Promise<string[]> => {
    const head = await store.headPosition()
    if (head) await waitPassively(runner, head, options.timeoutMs)
    // Cancelled before the range: nothing of it can fall due.
    const rows = await knex('rm_standing_orders as o')
      .where((q) => q.whereNot('status', 'cancelled').orWhere('status_since', '>', range.from.toISOString()))
      .select('o.id', 'o.customer_id', 'o.status', 'o.every_weeks', 'o.starts_on', 'o.lines', 'o.status_log')
    if (rows.length === 0) return []
    // A date a closure moved is kept under its scheduled date, up to a search's length before.
    const since = addDays(wallClock(range.from, options.timeZone).date, -1 - MOVE_SEARCH_DAYS)
    const [delivery, dates] = await Promise.all([deliveryCopy(knex), datesOf(knex, null, since)])
    // Orders on one schedule, starting the same day, every as many weeks, have the same dates.
    const cache = new Map<string, StandingDate[]>()
    const found: string[] = []
    for (const row of rows) {
      const order: StandingOrder = toStandingOrder(row)
      const copy = delivery.forCustomer(order.customerId, options.timeZone)
      const datesFor = (o: StandingOrder) => {
        const key = `${copy.key}|${o.startsOn}|${o.everyWeeks}`
        let cached = cache.get(key)
        if (!cached) {
          cached = datesAround(o, copy, range)
          cache.set(key, cached)
        }
        return cached
      }
      if (hasDueDate(order, dates.get(order.id) ?? new Map(), range, datesFor)) found.push(order.id)
    }
    return found
  }
  // No read side yet: nothing is known to be due, and the placer asks again at its next tick.
  return { due: (range: { from: Date; to: Date }) => unlessReadSideAbsent(() => due(range), []) }
}
