import { dateTimeFormat } from '../format/locale.ts'
import type { QuantityType, UnitType } from './ordering.ts'

/**
 * Stock rules (issue 36), one copy for the server's refusals and the apps' lines. Amounts are
 * compared in a product's base unit: packs (a case is packsPerCase packs) or pounds.
 */
export type StockUnit = 'case' | 'pack' | 'lb'
/** The catalogue's `availability` (stockEvents.ts), restated so a browser loads this without zod. */
export type StockAvailability =
  | { status: 'available' }
  | { status: 'limited'; quantity: number; unit: StockUnit; per: 'customer' | 'date' }
  | { status: 'out'; until: string | null }
export type LimitedAvailability = Extract<StockAvailability, { status: 'limited' }>

interface Packed {
  unitType: UnitType
  packsPerCase: number | null
}

const perCase = (p: Packed) => (p.packsPerCase && p.packsPerCase > 1 ? p.packsPerCase : 1)

/** A line's amount in the base unit (two-decimal pounds stay exact by rounding to hundredths). */
export function baseAmount(quantityType: QuantityType, quantity: number, product: Packed): number {
  if (quantityType === 'case') return quantity * perCase(product)
  return Math.round(quantity * 100) / 100
}

/** A limit in the base unit; a unit the product does not sell by counts as its base unit. */
export function limitInBase(limit: Pick<LimitedAvailability, 'quantity' | 'unit'>, product: Packed): number {
  return limit.unit === 'case' && product.unitType === 'quantity'
    ? limit.quantity * perCase(product)
    : limit.quantity
}

/** Whether the product is out for a delivery on `date`: `until` is exclusive (back on that date). */
export function isOutOn(availability: StockAvailability, date: string): boolean {
  return availability.status === 'out' && (availability.until === null || date < availability.until)
}

/** "Dec 8": the short date of the refusals and the lines. */
export function formatStockDate(date: string, locale = 'en-US'): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
}

/** "2 cases", "1 pack", "3.5 lb": a base amount in the limit's unit where it divides, else packs. */
export function formatStockAmount(base: number, unit: StockUnit, product: Packed): string {
  const amount = Math.max(0, base)
  if (product.unitType === 'weight' || unit === 'lb') return `${Math.round(amount * 100) / 100} lb`
  const size = perCase(product)
  if (unit === 'case' && size > 1 && amount % size === 0) {
    const cases = amount / size
    return `${cases} case${cases === 1 ? '' : 's'}`
  }
  return `${amount} pack${amount === 1 ? '' : 's'}`
}

export type StockRefusal = { code: 'OUT_OF_STOCK' | 'OVER_LIMIT'; message: string; leftBase: number }

/** What a line asks of a product's stock, and what others already hold of it for the date. */
export interface StockAsk extends Packed {
  name: string
  availability: StockAvailability
  /** The delivery date judged (the order's, else today's). */
  date: string
  /** "Friday, Dec 4": how the date is named in the refusal. */
  dateText: string
  /** What the line will hold, in the base unit, and what it held before (0: a new line). */
  asked: number
  before: number
  /** What other orders hold for the date: all of them (per date) or the customer's (per customer). */
  heldByOthers: number
}

/**
 * Whether a line may take what it asks. Only an added or increased amount is judged: a kept line
 * placed before the product ran out stays. A limit per date counts every order holding the
 * product that day; per customer, the customer's other orders for it.
 */
export function stockRefusal(ask: StockAsk): StockRefusal | null {
  if (ask.asked <= ask.before) return null
  const { availability: a, name } = ask
  if (a.status === 'available') return null
  if (a.status === 'out') {
    if (!isOutOn(a, ask.date)) return null
    const until = a.until === null ? '' : ` until ${formatStockDate(a.until)}`
    return { code: 'OUT_OF_STOCK', message: `${name} is out of stock${until}.`, leftBase: 0 }
  }
  const free = limitInBase(a, ask) - ask.heldByOthers
  if (ask.asked <= free) return null
  // What more the line may take: the refusal names what is left beyond what it already holds.
  const left = free - ask.before
  const leftText = formatStockAmount(left, a.unit, ask)
  const message =
    left <= 0
      ? `${name} is sold out for ${ask.dateText}.`
      : `Only ${leftText} of ${name} left${a.per === 'customer' ? ' per customer' : ''} for ${ask.dateText}.`
  return { code: 'OVER_LIMIT', message, leftBase: Math.max(0, left) }
}

/** How a product's availability reads on a line: "Out of stock until Dec 8", "Limited: 4 cases per customer". */
export function availabilityLabel(
  a: StockAvailability,
  product: Packed,
  date?: string | null,
): string | null {
  if (a.status === 'available') return null
  if (a.status === 'out') {
    if (date && !isOutOn(a, date)) return null
    return a.until === null ? 'Out of stock' : `Out of stock until ${formatStockDate(a.until)}`
  }
  const amount = formatStockAmount(limitInBase(a, product), a.unit, product)
  return a.per === 'customer' ? `Limited: ${amount} per customer a day` : `Limited: ${amount} a day in total`
}
