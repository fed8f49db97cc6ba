// The rule's own module path: the package's entry would load zod with this first screen.
import { DEFAULT_WINDOW, wallClock } from '@provender/events/rules/orderWindow'
import {
  deviceTimeZone,
  formatClockTime,
  formatZoneName,
  sameTimeZone,
} from '@provender/web-shared/format/index.ts'

/** The effective ordering window of GET /api/settings/order-window/effective (docs/api.md). */
export interface OrderWindow {
  alwaysOpen: boolean
  openTime: string | null
  closeTime: string | null
  open: boolean
  /** While closed by the hours: when ordering opens next (an ISO instant). */
  opensAt: string | null
  /** While open by the hours: when ordering closes. */
  closesAt: string | null
  /** The distributor's zone, in which the hours are kept. */
  timeZone: string | null
}

/** Spec 4: when the window cannot be fetched, ordering is treated as always open. */
export const FALLBACK_WINDOW: OrderWindow = {
  ...DEFAULT_WINDOW,
  open: true,
  opensAt: null,
  closesAt: null,
  timeZone: null,
}

/** The phone's own time zone. */
export function phoneTimeZone(): string {
  return deviceTimeZone()
}

/** '06:00' → '6:00 am', '21:30' → '9:30 pm' (spec 2.13: 12-hour am/pm form). */
export function formatTime12(hhmm: string): string {
  return formatClockTime(hhmm)
}

/** 'Central Time' for America/Chicago; the zone's id where the browser has no name for it. */
export function zoneName(timeZone: string, at = new Date()): string {
  return formatZoneName(timeZone, at)
}

/**
 * ' Central Time' when the distributor's zone is not the phone's (under any of its names), so
 * nobody misreads an hour.
 */
function zoneSuffix(orderWindow: OrderWindow, phoneZone: string, at: Date): string {
  const zone = orderWindow.timeZone
  return zone && !sameTimeZone(zone, phoneZone) ? ` ${zoneName(zone, at)}` : ''
}

const isAlwaysOpen = (orderWindow: OrderWindow) =>
  orderWindow.alwaysOpen || !orderWindow.openTime || !orderWindow.closeTime

/** Spec 2.13: 'Ordering available 24/7.' or the hours, in the distributor's zone. */
export function windowSubtitle(orderWindow: OrderWindow, phoneZone: string, now: Date): string {
  if (orderWindow.alwaysOpen || !orderWindow.openTime || !orderWindow.closeTime)
    return 'Ordering available 24/7.'
  const hours = `${formatTime12(orderWindow.openTime)} – ${formatTime12(orderWindow.closeTime)}`
  return `Ordering hours: ${hours}${zoneSuffix(orderWindow, phoneZone, now)}`
}

/**
 * The home header's window line. A customer on delivery days reads its cut-off on the next line
 * ("order by 10:00 pm today"), and "24/7" above it would contradict it: the line is left out
 * (null). Until the delivery days are known (`scheduled` undefined) it is blank, not flashed.
 * Ordering hours are a different limit and always shown.
 */
export function homeWindowLine(
  orderWindow: OrderWindow,
  scheduled: boolean | undefined,
  phoneZone: string,
  now: Date,
): string | null {
  if (!isAlwaysOpen(orderWindow)) return windowSubtitle(orderWindow, phoneZone, now)
  if (scheduled === undefined) return ''
  return scheduled ? null : windowSubtitle(orderWindow, phoneZone, now)
}

/**
 * Why Place Order is unavailable (spec 2.13), or null while ordering is open. The server says
 * when ordering opens next; the time is read in the distributor's zone: later today is
 * 'Orders open from', a later day 'Ordering closed until'.
 */
export function closedReason(orderWindow: OrderWindow, now: Date, phoneZone: string): string | null {
  if (orderWindow.open) return null
  const opensAt = orderWindow.opensAt ? new Date(orderWindow.opensAt) : null
  if (!opensAt || Number.isNaN(opensAt.getTime())) return 'Ordering temporarily unavailable'
  const zone = orderWindow.timeZone ?? phoneZone
  const opening = wallClock(opensAt, zone)
  const time = `${formatTime12(opening.time)}${zoneSuffix(orderWindow, phoneZone, opensAt)}`
  return opening.date === wallClock(now, zone).date
    ? `Orders open from ${time}`
    : `Ordering closed until ${time}`
}
