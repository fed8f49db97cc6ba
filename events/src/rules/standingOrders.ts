import type { StandingLine } from '../catalogue/events.ts'
import { addDays, type ClosureSpan, type DeliveryDay } from './delivery.ts'
import { wallClock } from './orderWindow.ts'
import { MOVE_SEARCH_DAYS, standingDates } from './standingDates.ts'

/** How many of its next dates a standing order shows. */
export const UPCOMING_SHOWN = 6
/** Far enough ahead for six dates every other week, one delivery day a week. */
const UPCOMING_DAYS = 7 * 2 * UPCOMING_SHOWN + 14

/** What became of one of a standing order's dates (absent: nothing yet). */
export interface StandingDateState {
  skipped: boolean
  editedLines: readonly StandingLine[] | null
  handled: 'placed' | 'missed' | null
  orderId: number | null
  /** Once handled: the delivery date it was placed or missed for, when a closure had moved it. */
  movedTo?: string | null
}

export interface StandingDelivery {
  schedule: readonly DeliveryDay[] | null
  closures: readonly ClosureSpan[]
  timeZone: string
}

/** A date a closure moved: the date it was scheduled for, and the closure's reason. */
export interface MovedFrom {
  date: string
  reason: string
}

export interface UpcomingStandingDate {
  /** The delivery date (a moved date: the day it moved to). */
  date: string
  cutoff: string
  /** A closure moved it from this date (skip, edit and placement are kept under that one). */
  movedFrom: MovedFrom | null
  state: 'scheduled' | 'skipped' | 'placed' | 'missed'
  edited: boolean
  lines: readonly StandingLine[]
  orderId: number | null
}

/**
 * A standing order's next dates from today, placed ones included, as both services answer them
 * (the command side from the log, the query side from its read model): while it is paused or
 * cancelled, only the dates already placed or missed (nothing else will be). A date a closure falls
 * on shows on the day it moved to, with where it moved from; its state is kept under the date as
 * scheduled (`stateOf` is asked for that one). A date whose cut-off
 * has passed unhandled shows only if the order was active at that cut-off: the placer places a
 * date as the order stood then, so one resumed or created after it will never be placed.
 */
export function upcomingStandingDates(
  order: {
    startsOn: string
    everyWeeks: 1 | 2
    status: string
    lines: readonly StandingLine[]
    wasActiveAt: (instant: Date) => boolean
  },
  stateOf: (date: string) => StandingDateState | undefined,
  delivery: StandingDelivery,
  now: Date,
): UpcomingStandingDate[] {
  if (!delivery.schedule) return []
  const today = wallClock(now, delivery.timeZone).date
  const dates = standingDates(
    order,
    delivery.schedule,
    delivery.closures,
    delivery.timeZone,
    today,
    addDays(today, UPCOMING_DAYS),
  )
  const upcoming: UpcomingStandingDate[] = []
  for (const standingDate of dates) {
    const { cutoff, key } = standingDate
    const d = stateOf(key)
    // Handled, it stays where it was placed (a closure added later moves the order, not the date).
    const date = d?.handled ? (d.movedTo ?? key) : standingDate.date
    const movedBy = date === key ? undefined : standingDate.movedBy
    const state = d?.handled ?? (d?.skipped ? 'skipped' : 'scheduled')
    if (order.status !== 'active' && state !== 'placed' && state !== 'missed') continue
    if (state === 'scheduled' && cutoff.getTime() <= now.getTime() && !order.wasActiveAt(cutoff)) continue
    upcoming.push({
      date,
      cutoff: cutoff.toISOString(),
      movedFrom: date === key ? null : { date: key, reason: movedBy?.reason ?? '' },
      state,
      edited: Boolean(d?.editedLines),
      lines: d?.editedLines ?? order.lines,
      orderId: d?.handled === 'placed' ? d.orderId : null,
    })
    if (upcoming.length === UPCOMING_SHOWN) break
  }
  return upcoming.sort((a, b) => a.date.localeCompare(b.date))
}

/** One standing-order date a closure moved, as the customer's mail and the closure's preview count it. */
export interface MovedStandingDate {
  /** As scheduled. */
  from: string
  /** Where it is delivered now. */
  to: string
  cutoff: Date
  skipped: boolean
}

/**
 * An open order a removed closure had affected (issue 36): on its days, which it flagged
 * (`movedFrom` null), or placed from a standing date it had moved off them (`movedFrom`: that date
 * as scheduled). Either stays where it is when the closure goes.
 */
export interface OrderKept {
  orderId: number
  customerId: number
  deliveryDate: string
  movedFrom: string | null
}

/**
 * The dates of an active standing order that a closure moves (`closureId`: the span's id), not
 * yet placed or missed and not yet past their new cut-off: what the customer is told of when
 * the closure is added, and what the add-closure dialog counts (its closure not yet saved).
 */
export function datesMovedBy(
  order: { startsOn: string; everyWeeks: 1 | 2; status: string },
  stateOf: (date: string) => StandingDateState | undefined,
  delivery: StandingDelivery,
  closure: ClosureSpan,
  now: Date,
): MovedStandingDate[] {
  if (!delivery.schedule || order.status !== 'active') return []
  const today = wallClock(now, delivery.timeZone).date
  const from = closure.from < today ? today : closure.from
  const dates = standingDates(
    order,
    delivery.schedule,
    delivery.closures,
    delivery.timeZone,
    addDays(from, -MOVE_SEARCH_DAYS),
    addDays(closure.to, MOVE_SEARCH_DAYS),
  )
  const moved: MovedStandingDate[] = []
  for (const d of dates) {
    if (d.movedBy === undefined || d.key < closure.from || d.key > closure.to) continue
    if (closure.id !== undefined && d.movedBy.id !== closure.id) continue
    if (d.cutoff.getTime() <= now.getTime()) continue
    const state = stateOf(d.key)
    if (state?.handled) continue
    moved.push({ from: d.key, to: d.date, cutoff: d.cutoff, skipped: Boolean(state?.skipped) })
  }
  return moved
}
