/** The effective ordering orderWindow of GET /api/settings/order-orderWindow/effective. */
export interface OrderWindow {
  alwaysOpen: boolean
  openTime: string | null
  closeTime: string | null
  open: boolean
}

/** Spec 4: when the orderWindow cannot be fetched, ordering is treated as always open. */
export const FALLBACK_WINDOW: OrderWindow = {
  alwaysOpen: true,
  openTime: '06:00',
  closeTime: '21:00',
  open: true,
}

function minutesOf(hhmm: string): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm)
  if (!m) return null
  const hours = Number(m[1])
  const minutes = Number(m[2])
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null
}

/** '06:00' → '6:00 am', '21:30' → '9:30 pm' (spec 2.13: 12-hour am/pm form). */
export function formatTime12(hhmm: string): string {
  const total = minutesOf(hhmm)
  if (total === null) return hhmm
  const hours = Math.floor(total / 60)
  const minutes = String(total % 60).padStart(2, '0')
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
}

export function windowSubtitle(orderWindow: OrderWindow): string {
  if (orderWindow.alwaysOpen || !orderWindow.openTime || !orderWindow.closeTime)
    return 'Ordering available 24/7.'
  return `Ordering hours: ${formatTime12(orderWindow.openTime)} – ${formatTime12(orderWindow.closeTime)}`
}

/**
 * Why Place Order is unavailable, or null when ordering is open. Before today's opening
 * the customer waits for it; after closing, for tomorrow's.
 */
export function closedReason(orderWindow: OrderWindow, now: Date): string | null {
  if (orderWindow.open) return null
  const opens = orderWindow.alwaysOpen || !orderWindow.openTime ? null : minutesOf(orderWindow.openTime)
  if (opens === null || !orderWindow.openTime) return 'Ordering temporarily unavailable'
  const nowMinutes = now.getHours() * 60 + now.getMinutes()
  const time = formatTime12(orderWindow.openTime)
  return nowMinutes < opens ? `Orders open from ${time}` : `Ordering closed until ${time}`
}
