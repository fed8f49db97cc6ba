import { formatDate, formatDateTime, formatMoney } from '@provender/web-shared/format/index.ts'
import type { HistoryActor, OwnershipPeriod, PriceChange, TimelineKind } from '../dataProvider/index.ts'

/** When a change happened, as both apps write an instant. */
export const formatWhen = (iso: string | null): string => formatDateTime(iso)

/** A day on the price chart's axis, in the console's one date style. */
export const formatDay = (time: number): string => formatDate(new Date(time))

export function formatPrice(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatMoney(amount)
}

export function actorLabel(actor: HistoryActor): string {
  return actor.role === 'system' ? actor.name : `${actor.name} (${actor.role})`
}

export const KIND_LABELS: Record<TimelineKind, string> = {
  details: 'Details',
  price: 'Prices',
  owner: 'Owner',
  favorite: 'Favorites',
  password: 'Password',
  order: 'Orders',
  deleted: 'Deletion',
  delivery: 'Delivery',
  standing: 'Standing orders',
}

export function endedLabel(period: OwnershipPeriod): string {
  switch (period.endedBy) {
    case 'transfer':
      return 'Transferred'
    case 'owner-deleted':
      return 'Rep deleted, customers handed over'
    case 'customer-deleted':
      return 'Customer deleted'
    default:
      return 'Current owner'
  }
}

/** The value of an <input type="datetime-local"> for an instant, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The instant a datetime-local value names (browser time zone), or null when it is not one. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A day picked in an <input type="date">, as the first or last instant of that local day. */
export function dayBound(value: string, end: boolean): string {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return ''
  const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}`)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

export interface PricePoint {
  time: number
  price: number | null
}

/**
 * The points of a line's price over time, for a step chart: each change starts a step, a
 * removal drops to no price, and the last step is carried to `until`.
 */
export function priceSeries(changes: readonly PriceChange[], until: Date): PricePoint[] {
  const points: PricePoint[] = changes.map((c) => ({ time: Date.parse(c.at), price: c.newPrice }))
  const last = points.at(-1)
  if (last && until.getTime() > last.time) points.push({ time: until.getTime(), price: last.price })
  return points
}
