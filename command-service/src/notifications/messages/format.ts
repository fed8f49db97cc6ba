import { DEFAULT_LOCALE } from '@provender/events/format'
import { dateTimeFormat } from '@provender/events/format/locale'

/**
 * Mail reuses the apps' formatter (events/src/format: plain TS over Intl, no React, no
 * DOM outside a browser), so a mail says "$1,234.50" and "Shipped 34.10 lb of 35.75 lb" exactly
 * as the screens do. Only dates differ: a screen shows the device's clock, a mail has no device,
 * so it shows the distributor's clock and names the zone.
 */
export {
  formatMoneyCents,
  formatPriceMove,
  formatQuantity,
  formatShippedLine,
  substitutedText,
  unitWord,
} from '@provender/events/format'

function inZone(options: Intl.DateTimeFormatOptions) {
  return (instant: string | Date, timeZone: string): string => {
    const date = new Date(instant)
    if (Number.isNaN(date.getTime())) return ''
    try {
      return dateTimeFormat(DEFAULT_LOCALE, { ...options, timeZone }).format(date)
    } catch {
      // A zone Intl does not know (a typo in TIME_ZONE): UTC, named, rather than no mail.
      return dateTimeFormat(DEFAULT_LOCALE, { ...options, timeZone: 'UTC' }).format(date)
    }
  }
}

/** "Nov 27, 2026, 11:02 PM CST": an instant on the distributor's clock, zone named. */
export const formatMailDateTime = inZone({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** "11:32 PM CST": a time of day on the distributor's clock, zone named. */
export const formatMailTime = inZone({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })

/** "Nov 27, 2026" for a calendar day 'YYYY-MM-DD' (a day, not an instant: no zone shifts it). */
export function formatMailDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day
  return dateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/** "Friday" for a calendar day 'YYYY-MM-DD'. */
export function formatMailWeekday(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return dateTimeFormat(DEFAULT_LOCALE, { weekday: 'long', timeZone: 'UTC' }).format(date)
}
