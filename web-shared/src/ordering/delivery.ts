import { ApiError } from '../api.ts'
import { formatCutoff, formatDeliveryDate } from '../format/delivery.ts'

/** One date orders may be placed for, as GET /api/delivery/options answers it. */
export interface DeliveryOption {
  /** YYYY-MM-DD in the distributor's zone. */
  date: string
  /** ISO weekday, 1 Monday .. 7 Sunday. */
  weekday: number
  /** When orders for it close (an ISO instant). */
  cutoff: string
}

/** A delivery day a closure takes away, with the open date after it. */
export interface ClosedDeliveryDate {
  date: string
  weekday: number
  reason: string
  next: string | null
}

/** GET /api/delivery/options: not scheduled (no delivery days), or the next open dates. */
export interface DeliveryOptions {
  scheduled: boolean
  timeZone: string
  next: DeliveryOption | null
  dates: DeliveryOption[]
  /** Absent from a server older than the call's closures. */
  closed?: ClosedDeliveryDate[]
}

/** "Closed Friday, Dec 4: Christmas. Next delivery: Tuesday, Dec 8." */
export function closedDateSentence(closed: ClosedDeliveryDate): string {
  const next = closed.next ? ` Next delivery: ${formatDeliveryDate(closed.next)}.` : ''
  return `Closed ${formatDeliveryDate(closed.date)}: ${closed.reason}.${next}`
}

export const NOT_SCHEDULED = 'Not scheduled'
export const DELIVERY_DATE_UNAVAILABLE = 'DELIVERY_DATE_UNAVAILABLE'

/** Where a customer's (or, for staff, `customerId`'s) delivery options are read. */
export const deliveryOptionsQuery = (customerId?: number | string) => ({
  path: '/api/delivery/options',
  query: customerId === undefined ? {} : { customerId },
})

/** "For Tuesday, Dec 1", or "Not scheduled" for an order without a delivery date. */
export function deliveryDateLabel(date: string | null | undefined): string {
  const written = formatDeliveryDate(date)
  return written ? `For ${written}` : NOT_SCHEDULED
}

/** The date to order for: the one asked for while still offered, else the next one. */
export function chosenDelivery(options: DeliveryOptions | undefined, wanted: string | null | undefined) {
  if (!options?.scheduled) return null
  return options.dates.find((o) => o.date === wanted) ?? options.next ?? options.dates[0] ?? null
}

/** "Order by 10:00 pm Monday for Tuesday, Dec 1": the deadline of the date chosen. */
export function orderBySentence(option: DeliveryOption, timeZone: string, deviceZone?: string): string {
  const cutoff = formatCutoff(option.cutoff, timeZone, deviceZone ? { deviceZone } : {})
  return `Order by ${cutoff} for ${formatDeliveryDate(option.date)}`
}

/** What the order's body carries about its date: nothing at all for a customer without delivery days. */
export function deliveryFields(
  date: string | null | undefined,
  outsideSchedule = false,
): { deliveryDate?: string; outsideSchedule?: true } {
  return {
    ...(date ? { deliveryDate: date } : {}),
    ...(outsideSchedule ? { outsideSchedule: true as const } : {}),
  }
}

/** A 409 DELIVERY_DATE_UNAVAILABLE: the server's words and the date it offers instead. */
export interface DeliveryRefusal {
  message: string
  nextDeliveryDate: string | null
  nextCutoff: string | null
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

export function deliveryRefusalOf(error: unknown): DeliveryRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== DELIVERY_DATE_UNAVAILABLE)
    return null
  return {
    message: error.message || 'That delivery date is not available.',
    nextDeliveryDate: text(error.details.nextDeliveryDate),
    nextCutoff: text(error.details.nextCutoff),
  }
}

/** The server's sentence with its dates in words: "2026-12-01 is not…" → "Tuesday, Dec 1 is not…". */
export function inWords(message: string): string {
  return message.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => formatDeliveryDate(date) || date)
}

/**
 * What a customer reads after a refused date: why, and the date the order now goes for (the
 * draft kept). Without one open within a year, only why.
 */
export function refusalNotice(refusal: DeliveryRefusal): string {
  const why = inWords(refusal.message)
  return refusal.nextDeliveryDate
    ? `${why} Your order is kept and now set for ${formatDeliveryDate(refusal.nextDeliveryDate)}, the next delivery date: check it and submit again.`
    : `${why} Your order is kept.`
}

/** Staff may place it anyway, recorded as outside the schedule (like an order outside the window). */
export function outsideScheduleQuestion(refusal: DeliveryRefusal, date: string | null): string {
  const why = inWords(refusal.message)
  const asked = date ? ` for ${formatDeliveryDate(date)}` : ''
  return `${why} Place it${asked} anyway, outside the delivery schedule?`
}
