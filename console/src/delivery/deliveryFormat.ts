import { wallClock } from '@provender/events'
import { formatDeliveryDateShort } from '@provender/web-shared/format/delivery.ts'
import {
  deviceTimeZone,
  formatClockTime,
  formatZoneName,
  sameTimeZone,
} from '@provender/web-shared/format/index.ts'
import type { DeliveryDay } from '../dataProvider/index.ts'

/** ISO weekdays, 1 Monday .. 7 Sunday: the console speaks English (its i18nProvider). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

export const NOT_SCHEDULED = 'Not scheduled'

export const weekdayName = (weekday: number): string => WEEKDAYS[weekday - 1] ?? ''

/** "Tue, Dec 1" (another year's with its year), the shared style; no date reads `fallback`. */
export function formatDeliveryDate(date: string | null | undefined, fallback = NOT_SCHEDULED): string {
  return formatDeliveryDateShort(date) || fallback
}

/** A span of closed days: one date, or "from – to". */
export function formatDateSpan(from: string, to: string): string {
  return from === to ? formatDeliveryDate(from) : `${formatDeliveryDate(from)} – ${formatDeliveryDate(to)}`
}

/** A weekday's cut-off in words: "The day before at 10:00 pm", "2 days before at 6:00 pm". */
export function cutoffLabel(day: Pick<DeliveryDay, 'cutoffDaysBefore' | 'cutoffTime'>): string {
  const before = day.cutoffDaysBefore === 1 ? 'The day before' : `${day.cutoffDaysBefore} days before`
  return `${before} at ${formatClockTime(day.cutoffTime)}`
}

/** "Tue, Fri", or "No delivery days" for none. */
export function daysSummary(days: readonly DeliveryDay[] | null | undefined): string {
  if (!days?.length) return 'No delivery days'
  return [...days]
    .sort((a, b) => a.weekday - b.weekday)
    .map((d) => WEEKDAY_SHORT[d.weekday - 1])
    .join(', ')
}

/**
 * The sentence naming the distributor's zone, for staff whose device runs on another clock;
 * nothing when both are the same zone.
 */
export function zoneNote(timeZone: string | undefined, deviceZone = deviceTimeZone()): string | null {
  if (!timeZone) return null
  return sameTimeZone(timeZone, deviceZone) ? null : `Times are in ${formatZoneName(timeZone)} (${timeZone}).`
}

/** Today's calendar date in the distributor's zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClock(now, timeZone).date
}
