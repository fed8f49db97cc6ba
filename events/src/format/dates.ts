import { dateTimeFormat, documentLocale } from './locale.ts'

/** An instant as the API sends it (ISO text) or as code holds it. */
export type Instant = string | Date

function toDate(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** An instant in one style, in the device's zone; what is not an instant reads `fallback`. */
function instantFormatter(options: Intl.DateTimeFormatOptions) {
  return (value: Instant | null | undefined, fallback = '', locale = documentLocale()): string => {
    const date = toDate(value)
    return date ? dateTimeFormat(locale, options).format(date) : fallback
  }
}

/** "Nov 27, 2026": the one date style of both apps, in the device's zone. */
export const formatDate = instantFormatter({ dateStyle: 'medium' })

/**
 * "Nov 20, 2026, 2:03 PM": when something happened (an order placed, a history entry), in the
 * device's zone. What is not an instant reads `fallback` (nothing unless told).
 */
export const formatDateTime = instantFormatter({ dateStyle: 'medium', timeStyle: 'short' })

/** The device's own time zone. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The canonical id of a zone ("US/Central" → "America/Chicago"), or null when Intl knows none. */
function canonicalZone(zone: string): string | null {
  try {
    return dateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** Whether two zone ids name the same zone ("US/Central" and "America/Chicago" do). */
export function sameTimeZone(a: string, b: string): boolean {
  return (canonicalZone(a) ?? a) === (canonicalZone(b) ?? b)
}

/**
 * "10:00 PM CST": a time that matters for ordering (the window, a cut-off) on the distributor's
 * clock, naming the zone when it is not the device's so nobody misreads the hour. Same zone:
 * "10:00 PM". A zone Intl does not know: the device's clock, unnamed.
 */
export function formatZonedTime(
  value: Instant,
  zone: string,
  deviceZone = deviceTimeZone(),
  locale = documentLocale(),
): string {
  const date = toDate(value)
  if (!date) return ''
  const timeZone = canonicalZone(zone)
  if (!timeZone) return dateTimeFormat(locale, { timeStyle: 'short' }).format(date)
  const named = !sameTimeZone(timeZone, deviceZone)
  return dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(named ? { timeZoneName: 'short' } : {}),
  }).format(date)
}

/** "Central Time" for America/Chicago (the zone's id where Intl has no name for it). */
export function formatZoneName(zone: string, at: Date = new Date(), locale = documentLocale()): string {
  try {
    const parts = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at)
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone
  } catch {
    return zone
  }
}

/**
 * '06:00' → '6:00 am', '21:30' → '9:30 pm': a wall-clock time of the ordering hours, in the
 * 12-hour am/pm form of spec 2.13 (both apps). What is no HH:MM time stays as it is.
 */
export function formatClockTime(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm)
  const hours = Number(m?.[1])
  if (!m || hours > 23 || Number(m[2]) > 59) return hhmm
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${m[2]} ${hours < 12 ? 'am' : 'pm'}`
}
