import {
  type ClosureSpan,
  closureOn,
  conflict,
  type DeliveryDay,
  type DeliveryOption,
  daysBetween,
  deliveryDateRefusal,
  deliveryDayOf,
  invalid,
  judgeDeliveryDate,
  MAX_DELIVERY_DAYS_AHEAD,
  nextDeliveryDate,
  wallClock,
} from '@provender/events'

/** What judging a delivery date needs, read from the schedule and closure streams. */
export interface DeliveryFacts {
  /** The customer's own days, else the company's (effectiveSchedule); null: not scheduled. */
  schedule: readonly DeliveryDay[] | null
  closures: readonly ClosureSpan[]
  now: Date
  timeZone: string
}

/** The date an order is for, and whether staff confirmed it outside the schedule. */
export interface DeliveryChoice {
  date: string
  outsideSchedule: boolean
}

export const DELIVERY_DATE_UNAVAILABLE = 'DELIVERY_DATE_UNAVAILABLE'

/** A 409 that also says the soonest date open, so the client can offer it. */
function unavailable(message: string, next: DeliveryOption | null) {
  return conflict(message, DELIVERY_DATE_UNAVAILABLE, {
    nextDeliveryDate: next?.date ?? null,
    nextCutoff: next?.cutoff.toISOString() ?? null,
  })
}

/** A date no one may choose, staff included: one that has passed, or beyond the horizon. */
function checkPlausible(date: string, facts: DeliveryFacts): void {
  const today = wallClock(facts.now, facts.timeZone).date
  if (date < today) throw invalid('Choose a delivery date that has not passed.')
  if (daysBetween(today, date) > MAX_DELIVERY_DAYS_AHEAD) {
    throw invalid(deliveryDateRefusal(date, { ok: false, reason: 'too-far' }))
  }
}

const noDays = () => unavailable('This customer has no delivery days set.', null)

/**
 * The delivery date an order is placed for. Not scheduled: none, unless staff confirm a date.
 * Scheduled: the date asked for if orders for it are still open (a delivery day, not closed,
 * before its cut-off), else refused with the next one open, unless staff confirm the
 * exception; no date asked for: the next one open.
 */
export function deliveryDateFor(
  requested: string | null,
  facts: DeliveryFacts,
  /** Staff confirmed a date outside the schedule (as with the ordering window). */
  exceptionConfirmed: boolean,
): DeliveryChoice | null {
  const { schedule, closures, now, timeZone } = facts
  if (requested !== null) checkPlausible(requested, facts)
  if (schedule === null) {
    if (requested === null) return null
    if (exceptionConfirmed) return { date: requested, outsideSchedule: true }
    throw noDays()
  }
  const next = nextDeliveryDate(schedule, closures, now, timeZone)
  if (requested === null) {
    if (!next) throw unavailable('No delivery date is open within the next year.', null)
    return { date: next.date, outsideSchedule: false }
  }
  const verdict = judgeDeliveryDate(requested, schedule, closures, now, timeZone)
  if (verdict.ok) return { date: requested, outsideSchedule: false }
  if (exceptionConfirmed) return { date: requested, outsideSchedule: true }
  throw unavailable(deliveryDateRefusal(requested, verdict), next)
}

/**
 * Whether staff may move an order to a date, and whether that is outside the schedule: a date
 * that is not a delivery day or is closed needs their confirmation. The cut-off is not
 * checked: staff move orders after it (a closure announced late).
 */
export function moveOutsideSchedule(
  date: string,
  facts: DeliveryFacts,
  exceptionConfirmed: boolean,
): boolean {
  checkPlausible(date, facts)
  const { schedule, closures, now, timeZone } = facts
  if (schedule === null) {
    if (exceptionConfirmed) return true
    throw noDays()
  }
  const closure = closureOn(date, closures)
  const problem = !deliveryDayOf(date, schedule)
    ? ({ ok: false, reason: 'not-a-delivery-day' } as const)
    : closure
      ? ({ ok: false, reason: 'closed', closure } as const)
      : null
  if (!problem) return false
  if (exceptionConfirmed) return true
  // The delivery day open nearest after the one asked for: where a closed day's orders go.
  throw unavailable(
    deliveryDateRefusal(date, problem),
    nextDeliveryDate(schedule, closures, now, timeZone, date),
  )
}
