import { deviceTimeZone, formatZoneName, type Instant, sameTimeZone } from './dates.ts'
import { cachedBy, dateTimeFormat, documentLocale } from './locale.ts'

/**
 * Delivery dates and cut-offs (issue 25). A delivery date is a calendar date (YYYY-MM-DD) in the
 * distributor's zone, not an instant: it is written as that date wherever the phone is. A cut-off
 * is an instant, written on the distributor's clock. Imported from this file, not the folder's
 * index: only screens loaded on demand need it, and the index is in the ordering app's first load.
 */

const relativeTimeFormat = cachedBy(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
)

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000
/** Within this many days a weekday alone names the day ("Monday"); further off, the date too. */
const WEEKDAY_ALONE_DAYS = 6

/** Noon UTC of a calendar date: formatted in UTC it is that date, whatever the device's zone. */
function calendarDay(date: string | null | undefined): Date | null {
  if (!date || !CALENDAR_DATE.test(date)) return null
  const day = new Date(`${date}T12:00:00Z`)
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? null : day
}

function toInstant(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone; the device's when Intl knows none. */
export function calendarDateIn(at: Date, zone: string): string {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = dateTimeFormat('en-US', { timeZone: zone, ...YMD }).formatToParts(at)
  } catch {
    parts = dateTimeFormat('en-US', YMD).formatToParts(at)
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
const YMD = { year: 'numeric', month: '2-digit', day: '2-digit' } as const

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

interface DateStyle {
  /** The date the words are relative to (the year is written only when it is another year). */
  today?: string
  locale?: string
}

function deliveryDateFormatter(weekday: 'long' | 'short') {
  return (date: string | null | undefined, { today, locale = documentLocale() }: DateStyle = {}): string => {
    const day = calendarDay(date)
    if (!day) return ''
    const thisYear = (today ?? calendarDateIn(new Date(), deviceTimeZone())).slice(0, 4)
    return dateTimeFormat(locale, {
      weekday,
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      ...(date?.startsWith(thisYear) ? {} : { year: 'numeric' }),
    }).format(day)
  }
}

const listFormat = cachedBy((locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options))

/**
 * The weekdays the calendar dates fall on, each once, Monday first: "Tuesday and Friday" (es:
 * "martes y viernes"). What is not a date is left out; none: ''.
 */
export function formatWeekdaysOf(dates: readonly string[], locale = documentLocale()): string {
  const days = new Map<number, Date>()
  for (const date of dates) {
    const day = calendarDay(date)
    if (day) days.set((day.getUTCDay() + 6) % 7, day)
  }
  const names = [...days.keys()]
    .sort((a, b) => a - b)
    .map((key) => dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(days.get(key)))
  return listFormat(locale, { type: 'conjunction' }).format(names)
}

/** "Tuesday, Dec 1" (es: "martes, 1 dic"); another year's date says its year. Not a date: ''. */
export const formatDeliveryDate = deliveryDateFormatter('long')

/** "Tue, Dec 1": the same date where room is short (a chip on a phone). */
export const formatDeliveryDateShort = deliveryDateFormatter('short')

/**
 * "Dec 1, 2026", or "Tuesday, Dec 1, 2026" with the weekday: a calendar date in full, year
 * always, for what is printed and kept (an invoice, a pick list). Not a date: as it was.
 */
export function formatCalendarDate(
  date: string,
  { weekday = false, locale = documentLocale() }: { weekday?: boolean; locale?: string } = {},
): string {
  const day = calendarDay(date)
  if (!day) return date
  const style: Intl.DateTimeFormatOptions = weekday
    ? { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' }
    : { dateStyle: 'medium' }
  return dateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(day)
}

export interface CutoffStyle {
  /** The phone's zone; the distributor's is named when it differs. */
  deviceZone?: string
  now?: Date
  locale?: string
}

/** "10:00 pm" on the zone's clock, the day period in lower case (spec 2.13's am/pm form). */
function clockTime(at: Date, zone: string, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone })
    .formatToParts(at)
    .map((part) => (part.type === 'dayPeriod' ? part.value.toLowerCase() : part.value))
    .join('')
}

/**
 * When orders close, on the distributor's clock: "10:00 pm Monday"; "10:00 pm today" or
 * "10:00 pm tomorrow" when that near; "10:00 pm Monday, Dec 7" beyond a week. Where the phone is in
 * another zone the distributor's is named, as the ordering hours do: "10:00 pm Monday (Central
 * Time)". A zone Intl does not know: the phone's clock, unnamed. Not an instant: ''.
 */
export function formatCutoff(
  value: Instant | null | undefined,
  zone: string,
  { deviceZone = deviceTimeZone(), now = new Date(), locale = documentLocale() }: CutoffStyle = {},
): string {
  const at = toInstant(value)
  if (!at) return ''
  let timeZone = zone
  try {
    timeZone = dateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    timeZone = deviceZone
  }
  const cutoffDate = calendarDateIn(at, timeZone)
  const ahead = daysFrom(calendarDateIn(now, timeZone), cutoffDate)
  const day =
    ahead === 0 || ahead === 1
      ? relativeTimeFormat(locale, { numeric: 'auto' }).format(ahead, 'day')
      : dateTimeFormat(locale, {
          weekday: 'long',
          timeZone,
          ...(ahead > WEEKDAY_ALONE_DAYS || ahead < 0 ? { month: 'short', day: 'numeric' } : {}),
        }).format(at)
  const named = timeZone !== deviceZone && !sameTimeZone(timeZone, deviceZone)
  return `${clockTime(at, timeZone, locale)} ${day}${named ? ` (${formatZoneName(timeZone, at, locale)})` : ''}`
}
