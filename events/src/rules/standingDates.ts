// A standing order's delivery dates (issue 27), and where a closure moves one (issue 36). Zod-free
// like delivery.ts, so both services and the apps list the same dates.
import {
  addDays,
  type ClosureSpan,
  closureOn,
  cutoffOf,
  type DeliveryDay,
  daysBetween,
  deliveryDayOf,
  weekdayOf,
} from './delivery.ts'

/** The Monday of a date's ISO week. */
function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date))
}

/** Whether a standing order that starts on `startsOn` falls in a date's week (every other week). */
export function inStandingWeek(date: string, startsOn: string, everyWeeks: 1 | 2): boolean {
  if (date < startsOn) return false
  const weeks = Math.round(daysBetween(mondayOf(startsOn), mondayOf(date)) / 7)
  return weeks % everyWeeks === 0
}

export interface StandingDate {
  /** The delivery date: where a closure moved it, the day it moved to. */
  date: string
  /** When orders for `date` close: a moved date's cut-off is its new day's. */
  cutoff: Date
  /**
   * The date as the standing order schedules it: what its skip, edit and placement are kept
   * under, so a closure removed again gives the date back with them, and two dates a closure
   * moves onto one day stay two (each placed once).
   */
  key: string
  /** The closure that moved it here from `key`; absent: not moved. */
  movedBy?: ClosureSpan
}

/** How far a closed date looks for an open delivery day: past the longest closure (31 days). */
export const MOVE_SEARCH_DAYS = 45

/**
 * Where a standing-order date that a closure falls on is delivered instead (issue 36): the
 * customer's nearest delivery day before it ('previous') or after it ('next'), as the closure
 * says, that is not closed, not before the standing order starts, and whose cut-off came after
 * the closure was added (a day already cut off cannot take it). When the chosen side has none,
 * the other side's; null when neither has one within MOVE_SEARCH_DAYS.
 */
export function movedStandingDate(
  date: string,
  closure: ClosureSpan,
  schedule: readonly DeliveryDay[],
  closures: readonly ClosureSpan[],
  timeZone: string,
  startsOn: string,
): { date: string; cutoff: Date } | null {
  const addedAt = closure.addedAt ? Date.parse(closure.addedAt) : Number.NEGATIVE_INFINITY
  const sides = closure.standingMove === 'previous' ? [-1, 1] : [1, -1]
  for (const side of sides) {
    for (let i = 1; i <= MOVE_SEARCH_DAYS; i++) {
      const candidate = addDays(date, side * i)
      if (side < 0 && candidate < startsOn) break
      const day = deliveryDayOf(candidate, schedule)
      if (!day || closureOn(candidate, closures)) continue
      const cutoff = cutoffOf(candidate, day, timeZone)
      if (cutoff.getTime() <= addedAt) {
        // Further back is cut off earlier still; further on may not be.
        if (side < 0) break
        continue
      }
      return { date: candidate, cutoff }
    }
  }
  return null
}

/**
 * The delivery dates a standing order covers from `from` to `to` (inclusive), whatever their
 * cut-off: scheduled weekdays in its weeks; a date a closure falls on moves to the customer's
 * delivery day before or after it (movedStandingDate), keeping its scheduled date as its key.
 * By delivery date, then key; a date that finds no open day within MOVE_SEARCH_DAYS is left out.
 */
export function standingDates(
  standing: { startsOn: string; everyWeeks: 1 | 2 },
  schedule: readonly DeliveryDay[],
  closures: readonly ClosureSpan[],
  timeZone: string,
  from: string,
  to: string,
): StandingDate[] {
  const dates: StandingDate[] = []
  // A date scheduled outside the range may move into it: look a search's length either side.
  const start = addDays(from, -MOVE_SEARCH_DAYS)
  let date = start < standing.startsOn ? standing.startsOn : start
  const end = addDays(to, MOVE_SEARCH_DAYS)
  let moved = false
  for (; date <= end; date = addDays(date, 1)) {
    const day = deliveryDayOf(date, schedule)
    if (!day || !inStandingWeek(date, standing.startsOn, standing.everyWeeks)) continue
    const closure = closureOn(date, closures)
    if (!closure) {
      if (date >= from && date <= to) dates.push({ date, cutoff: cutoffOf(date, day, timeZone), key: date })
      continue
    }
    const target = movedStandingDate(date, closure, schedule, closures, timeZone, standing.startsOn)
    if (target && target.date >= from && target.date <= to) {
      dates.push({ date: target.date, cutoff: target.cutoff, key: date, movedBy: closure })
      moved = true
    }
  }
  if (moved) dates.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key))
  return dates
}

/**
 * One of a standing order's dates, named by a date a caller sends: its scheduled date (the key),
 * or the day a closure moved it to when no other of its dates is delivered that day. Null: none
 * of its dates; 'ambiguous': two moved dates share that day and neither is scheduled for it.
 */
export function standingDateNamed(
  standing: { startsOn: string; everyWeeks: 1 | 2 },
  named: string,
  schedule: readonly DeliveryDay[],
  closures: readonly ClosureSpan[],
  timeZone: string,
): StandingDate | 'ambiguous' | null {
  const near = standingDates(
    standing,
    schedule,
    closures,
    timeZone,
    addDays(named, -MOVE_SEARCH_DAYS),
    addDays(named, MOVE_SEARCH_DAYS),
  )
  const byKey = near.find((d) => d.key === named)
  if (byKey) return byKey
  const onDay = near.filter((d) => d.date === named)
  if (onDay.length > 1) return 'ambiguous'
  return onDay[0] ?? null
}
