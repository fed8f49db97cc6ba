// Delivery days, cut-offs and closures (issue 25). Zod-free, like orderWindow.ts, so the ordering
// app can show "Order by 10:00 pm Monday for Tuesday, Dec 1" from the same rule the server enforces.
import { wallClock, zonedInstant } from './orderWindow.ts'

/** One delivery weekday (ISO: 1 Monday .. 7 Sunday) and its cut-off: N days before, at a time. */
export interface DeliveryDay {
  weekday: number
  cutoffDaysBefore: number
  cutoffTime: string
}

/** Where a closure moves the standing-order dates it falls on: the delivery day before or after. */
export type StandingMove = 'previous' | 'next'
export const STANDING_MOVES: readonly StandingMove[] = ['previous', 'next']
/** The distributor's setting until an admin sets one. */
export const DEFAULT_STANDING_MOVE: StandingMove = 'next'

/** Days on which nothing ships, for everyone: a holiday, a stock-take. Inclusive dates. */
export interface ClosureSpan {
  from: string
  to: string
  reason: string
  /** Its id, where the reader keeps it (a moved standing date names the closure that moved it). */
  id?: string
  /** Where its standing-order dates move; absent: 'next'. */
  standingMove?: StandingMove
  /** When it was added (ISO instant); absent: long before any cut-off that matters. */
  addedAt?: string
}

/** How far ahead a delivery date may be asked for. */
export const MAX_DELIVERY_DAYS_AHEAD = 366

const DAY_MS = 86_400_000

/** The ISO weekday of a calendar date: 1 Monday .. 7 Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** The calendar date `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** A customer's own days, else the distributor's; null: orders are not scheduled. */
export function effectiveSchedule(
  customer: readonly DeliveryDay[] | null,
  company: readonly DeliveryDay[] | null,
): readonly DeliveryDay[] | null {
  return customer ?? company
}

/** The schedule's day for a date's weekday, if it delivers then. */
export function deliveryDayOf(date: string, schedule: readonly DeliveryDay[]): DeliveryDay | null {
  const weekday = weekdayOf(date)
  return schedule.find((d) => d.weekday === weekday) ?? null
}

/**
 * When orders for a delivery date close: its cut-off time on the day N days before, in the
 * distributor's zone (the wall-clock time holds across a daylight-saving change).
 */
export function cutoffOf(date: string, day: DeliveryDay, timeZone: string): Date {
  return zonedInstant(addDays(date, -day.cutoffDaysBefore), day.cutoffTime, timeZone)
}

/**
 * Until when a customer may change or cancel its order for a date (issue 36): the date's cut-off;
 * a date off the schedule (placed by staff) or a customer no longer scheduled: until that day
 * starts. The command side enforces it and the order's answer shows it, from this one rule.
 */
export function changesCloseAt(
  date: string,
  schedule: readonly DeliveryDay[] | null,
  timeZone: string,
): Date {
  const day = schedule ? deliveryDayOf(date, schedule) : null
  return day ? cutoffOf(date, day, timeZone) : zonedInstant(date, '00:00', timeZone)
}

/** The closure a date falls in, if any. */
export function closureOn(date: string, closures: readonly ClosureSpan[]): ClosureSpan | null {
  return closures.find((c) => c.from <= date && date <= c.to) ?? null
}

/** Whether two closures share a day. */
export function closuresOverlap(
  a: Pick<ClosureSpan, 'from' | 'to'>,
  b: Pick<ClosureSpan, 'from' | 'to'>,
): boolean {
  return a.from <= b.to && b.from <= a.to
}

export type DeliveryDateVerdict =
  | { ok: true; cutoff: Date }
  | { ok: false; reason: 'not-a-delivery-day' | 'too-far' }
  | { ok: false; reason: 'closed'; closure: ClosureSpan }
  | { ok: false; reason: 'past-cutoff'; cutoff: Date }

/** Whether orders may still be placed for a date: a delivery day, not closed, before its cut-off. */
export function judgeDeliveryDate(
  date: string,
  schedule: readonly DeliveryDay[],
  closures: readonly ClosureSpan[],
  now: Date,
  timeZone: string,
): DeliveryDateVerdict {
  const today = wallClock(now, timeZone).date
  if (daysBetween(today, date) > MAX_DELIVERY_DAYS_AHEAD) return { ok: false, reason: 'too-far' }
  const day = deliveryDayOf(date, schedule)
  if (!day) return { ok: false, reason: 'not-a-delivery-day' }
  const closure = closureOn(date, closures)
  if (closure) return { ok: false, reason: 'closed', closure }
  const cutoff = cutoffOf(date, day, timeZone)
  if (now.getTime() >= cutoff.getTime()) return { ok: false, reason: 'past-cutoff', cutoff }
  return { ok: true, cutoff }
}

/** The words a refused delivery date is answered with. */
export function deliveryDateRefusal(
  date: string,
  verdict: Exclude<DeliveryDateVerdict, { ok: true }>,
): string {
  switch (verdict.reason) {
    case 'not-a-delivery-day':
      return `${date} is not a delivery day for this customer.`
    case 'closed':
      return `No deliveries on ${date}: ${verdict.closure.reason}.`
    case 'past-cutoff':
      return `Orders for ${date} closed at the cut-off.`
    case 'too-far':
      return `Choose a delivery date within the next ${MAX_DELIVERY_DAYS_AHEAD} days.`
  }
}

export interface DeliveryOption {
  date: string
  cutoff: Date
}

/**
 * The next `count` dates orders may be placed for, soonest first, from `from` (default: today in
 * the zone): delivery days, not closed, whose cut-off has not passed.
 */
export function upcomingDeliveryDates(
  schedule: readonly DeliveryDay[],
  closures: readonly ClosureSpan[],
  now: Date,
  timeZone: string,
  count: number,
  from?: string,
): DeliveryOption[] {
  const options: DeliveryOption[] = []
  if (schedule.length === 0 || count <= 0) return options
  const today = wallClock(now, timeZone).date
  let date = from && from > today ? from : today
  for (let i = 0; i <= MAX_DELIVERY_DAYS_AHEAD && options.length < count; i++, date = addDays(date, 1)) {
    const verdict = judgeDeliveryDate(date, schedule, closures, now, timeZone)
    if (verdict.ok) options.push({ date, cutoff: verdict.cutoff })
    else if (verdict.reason === 'too-far') break
  }
  return options
}

export interface ClosedDeliveryDate {
  date: string
  reason: string
  /** The first date orders may be placed for after it; null: none before `until`. */
  next: string | null
}

/**
 * The customer's delivery days a closure takes away, from today through `until` (the last date
 * offered), each with its reason and the open date after it, so the app can say "Closed Friday,
 * Dec 4: Christmas" where the date would have been. Dates whose cut-off has passed anyway are left out.
 */
export function closedDeliveryDates(
  schedule: readonly DeliveryDay[],
  closures: readonly ClosureSpan[],
  offered: readonly DeliveryOption[],
  now: Date,
  timeZone: string,
  until: string,
): ClosedDeliveryDate[] {
  const closed: ClosedDeliveryDate[] = []
  if (schedule.length === 0 || closures.length === 0) return closed
  for (let date = wallClock(now, timeZone).date; date <= until; date = addDays(date, 1)) {
    const day = deliveryDayOf(date, schedule)
    const closure = day ? closureOn(date, closures) : null
    if (!day || !closure || cutoffOf(date, day, timeZone).getTime() <= now.getTime()) continue
    closed.push({ date, reason: closure.reason, next: offered.find((o) => o.date > date)?.date ?? null })
  }
  return closed
}

/** The soonest date orders may be placed for, or null when none is open within a year. */
export function nextDeliveryDate(
  schedule: readonly DeliveryDay[],
  closures: readonly ClosureSpan[],
  now: Date,
  timeZone: string,
  from?: string,
): DeliveryOption | null {
  return upcomingDeliveryDates(schedule, closures, now, timeZone, 1, from)[0] ?? null
}

/** A schedule's problems as the settings answer them (400); empty when it may be saved. */
export function scheduleProblems(days: readonly DeliveryDay[]): string[] {
  const problems: string[] = []
  if (days.length === 0) problems.push('Choose at least one delivery day.')
  const weekdays = new Set(days.map((d) => d.weekday))
  if (weekdays.size !== days.length) problems.push('Each weekday can appear only once.')
  if (days.some((d) => d.cutoffDaysBefore < 1))
    problems.push('A cut-off must come before its delivery day: at least 1 day before.')
  return problems
}
