import type { QuantityType } from '../rules/ordering.ts'
import { documentLocale, numberFormat } from './locale.ts'

/** What a number that is not one (NaN, ±Infinity) reads as: a dash, never "NaN". */
export const NO_VALUE = '—'

const CURRENCY = 'USD'

/** The word after a price: "$2.99 /lb", "$12.50 /case". */
const UNIT: Record<QuantityType, string> = { pack: 'pack', case: 'case', weight: 'lb' }

/**
 * "$3,542,252.92": the currency sign and thousands separators of the page's locale, two
 * decimals, half a cent rounded away from zero. A negative zero ("-0.001") reads "$0.00".
 */
export function formatMoney(dollars: number, locale = documentLocale()): string {
  if (!Number.isFinite(dollars)) return NO_VALUE
  return moneyFormat(locale).format(dollars)
}

function moneyFormat(locale: string): Intl.NumberFormat {
  return numberFormat(locale, { style: 'currency', currency: CURRENCY, signDisplay: 'negative' })
}

/**
 * The same for an amount in integer cents, as events and calculations keep money. Whole cents
 * go to Intl as decimal text, so huge amounts keep their last cent (a division by 100 would not).
 */
export function formatMoneyCents(cents: number, locale = documentLocale()): string {
  if (!Number.isFinite(cents)) return NO_VALUE
  if (!Number.isSafeInteger(cents)) return formatMoney(cents / 100, locale)
  const digits = String(Math.abs(cents)).padStart(3, '0')
  const decimal = `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`
  return moneyFormat(locale).format(decimal)
}

/** The unit a price is per: "lb", "pack", "case". */
export function unitWord(quantityType: QuantityType): string {
  return UNIT[quantityType]
}

/** "$2.99 /lb", "$4.50 /pack", "$54.00 /case". */
export function formatUnitPrice(
  dollars: number,
  quantityType: QuantityType,
  locale = documentLocale(),
): string {
  return `${formatMoney(dollars, locale)} /${UNIT[quantityType]}`
}

/**
 * "$2.85 → $2.99 /lb": one price's move in its own unit. Moves in different units are never
 * added up (a pound and a case do not sum), so there is no total of moves to format.
 */
export function formatPriceMove(
  fromDollars: number,
  toDollars: number,
  quantityType: QuantityType,
  locale = documentLocale(),
): string {
  return `${formatMoney(fromDollars, locale)} → ${formatUnitPrice(toDollars, quantityType, locale)}`
}

/** "34.10": a weight's number alone, always two decimals (one style on every screen). */
export function formatWeightNumber(lb: number, locale = documentLocale()): string {
  if (!Number.isFinite(lb)) return NO_VALUE
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }).format(lb)
}

/** "34.10 lb". */
export function formatWeight(lb: number, locale = documentLocale()): string {
  const number = formatWeightNumber(lb, locale)
  return number === NO_VALUE ? NO_VALUE : `${number} lb`
}

/** "1,200": a count of packs or cases, grouped as the locale groups. */
export function formatCount(count: number, locale = documentLocale()): string {
  if (!Number.isFinite(count)) return NO_VALUE
  return numberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'negative' }).format(count)
}

/** "3 cases", "1 pack", "34.10 lb": an amount in its own unit. */
export function formatQuantity(
  quantity: number,
  quantityType: QuantityType,
  locale = documentLocale(),
): string {
  if (quantityType === 'weight') return formatWeight(quantity, locale)
  const count = formatCount(quantity, locale)
  if (count === NO_VALUE) return NO_VALUE
  return `${count} ${UNIT[quantityType]}${quantity === 1 ? '' : 's'}`
}

/** Amounts of one product in each unit, never added across units (a case is not 12 packs on the dock). */
export interface UnitTotals {
  cases: number
  packs: number
  lb: number
}

/** "2 cases · 3 packs · 12.50 lb": each unit apart, those at zero left out; nothing: "0 packs". */
export function formatUnitTotals(total: UnitTotals, locale = documentLocale()): string {
  const parts = [
    total.cases ? formatQuantity(total.cases, 'case', locale) : null,
    total.packs ? formatQuantity(total.packs, 'pack', locale) : null,
    total.lb ? formatQuantity(total.lb, 'weight', locale) : null,
  ].filter((part): part is string => part !== null)
  return parts.length ? parts.join(' · ') : formatQuantity(0, 'pack', locale)
}

/**
 * "1234.50": an amount for a machine to read back (a price put into a field to edit, a CSV
 * cell): a dot, two decimals and no grouping whatever the locale. Not for display.
 */
export function formatPlainAmount(dollars: number): string {
  if (!Number.isFinite(dollars)) return ''
  return numberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(dollars)
}
