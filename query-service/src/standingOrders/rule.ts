import {
  addDays,
  type ClosureSpan,
  type DeliveryDay,
  type StandingDate,
  type StandingDateState,
  type StandingLine,
  standingDates,
  wallClock,
} from '@provender/events'

/** The read model's rules: which dates a standing order shows, and which are due to be placed. */

export type Status = 'active' | 'paused' | 'cancelled'

/** One status change, when it occurred. */
export interface StatusChange {
  at: string
  status: Status
}

export interface StandingOrder {
  id: string
  customerId: number
  status: Status
  everyWeeks: 1 | 2
  startsOn: string
  lines: StandingLine[]
  statusLog: StatusChange[]
}

/** What became of one of its dates. */
export type DateState = StandingDateState

/** A cut-off is at most 14 days before its delivery. */
const CUTOFF_DAYS = 15

export interface DeliveryCopy {
  schedule: readonly DeliveryDay[] | null
  closures: readonly ClosureSpan[]
  timeZone: string
}

/** Its status at an instant, from its log of changes; null before it was created. */
export function statusAt(log: readonly StatusChange[], instant: Date): Status | null {
  let status: Status | null = null
  for (const change of log) {
    if (Date.parse(change.at) > instant.getTime()) break
    status = change.status
  }
  return status
}

/**
 * Whether a standing order has a date to place: a cut-off in (from, to] that it was active at,
 * not skipped, neither placed nor missed. `datesOf` caches the dates of orders alike (most
 * customers share the distributor's schedule and start on the same day).
 */
export function hasDueDate(
  order: StandingOrder,
  dates: ReadonlyMap<string, DateState>,
  range: { from: Date; to: Date },
  datesOf: (order: StandingOrder) => StandingDate[],
): boolean {
  return datesOf(order).some(
    ({ key, cutoff }) =>
      cutoff.getTime() > range.from.getTime() &&
      cutoff.getTime() <= range.to.getTime() &&
      !dates.get(key)?.handled &&
      !dates.get(key)?.skipped &&
      statusAt(order.statusLog, cutoff) === 'active',
  )
}

/** The dates whose cut-off may fall in the range, for a standing order on a schedule. */
export function datesAround(
  order: StandingOrder,
  delivery: DeliveryCopy,
  range: { from: Date; to: Date },
): StandingDate[] {
  if (!delivery.schedule) return []
  const from = wallClock(range.from, delivery.timeZone).date
  const to = addDays(wallClock(range.to, delivery.timeZone).date, CUTOFF_DAYS)
  return standingDates(order, delivery.schedule, delivery.closures, delivery.timeZone, from, to)
}
