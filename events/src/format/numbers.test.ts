import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatMoney,
  formatMoneyCents,
  formatPlainAmount,
  formatPriceMove,
  formatQuantity,
  formatUnitPrice,
  formatUnitTotals,
  formatWeight,
  NO_VALUE,
} from './numbers.ts'

// Intl separates with a narrow or plain no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('writes dollars with the sign and thousands separators of each locale', () => {
    expect(formatMoney(3542252.92)).toBe('$3,542,252.92')
    expect(plain(formatMoney(3542252.92, 'es-ES'))).toBe('3.542.252,92 US$')
    expect(plain(formatMoney(3542252.92, 'es-MX'))).toBe('USD 3,542,252.92')
  })

  it('writes negative amounts with a minus before the amount', () => {
    expect(formatMoney(-12.5)).toBe('-$12.50')
    expect(plain(formatMoney(-12.5, 'es-ES'))).toBe('-12,50 US$')
  })

  it('rounds half a cent away from zero, as the decimal reads', () => {
    expect(formatMoney(1.005)).toBe('$1.01')
    expect(formatMoney(2.675)).toBe('$2.68')
    expect(formatMoney(-1.005)).toBe('-$1.01')
    expect(formatMoney(0.004)).toBe('$0.00')
  })

  it('writes zero, and an amount that rounds to zero, without a sign', () => {
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(-0)).toBe('$0.00')
    expect(formatMoney(-0.001)).toBe('$0.00')
    expect(plain(formatMoney(0, 'es-ES'))).toBe('0,00 US$')
  })

  it('writes huge amounts in full', () => {
    expect(formatMoney(1e15)).toBe('$1,000,000,000,000,000.00')
    expect(formatMoneyCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91')
  })

  it('writes a dash, never NaN or ∞, for what is not an amount', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatMoney(bad)).toBe(NO_VALUE)
      expect(formatMoneyCents(bad)).toBe(NO_VALUE)
      expect(formatUnitPrice(bad, 'weight')).not.toMatch(/NaN|∞/)
    }
  })

  it('takes integer cents too', () => {
    expect(formatMoneyCents(354225292)).toBe('$3,542,252.92')
    expect(formatMoneyCents(-5)).toBe('-$0.05')
  })
})

describe('prices per unit and their moves', () => {
  it('names the unit after the price', () => {
    expect(formatUnitPrice(2.99, 'weight')).toBe('$2.99 /lb')
    expect(formatUnitPrice(4.5, 'pack')).toBe('$4.50 /pack')
    expect(formatUnitPrice(1054, 'case')).toBe('$1,054.00 /case')
    expect(plain(formatUnitPrice(2.99, 'weight', 'es-ES'))).toBe('2,99 US$ /lb')
  })

  it('writes a move from the old price to the new, in its own unit', () => {
    expect(formatPriceMove(2.85, 2.99, 'weight')).toBe('$2.85 → $2.99 /lb')
    expect(formatPriceMove(13.1, 12.5, 'case')).toBe('$13.10 → $12.50 /case')
    expect(plain(formatPriceMove(2.85, 2.99, 'weight', 'es-ES'))).toBe('2,85 US$ → 2,99 US$ /lb')
  })
})

describe('weights and amounts', () => {
  it('writes pounds with two decimals always', () => {
    expect(formatWeight(34.1)).toBe('34.10 lb')
    expect(formatWeight(35.75)).toBe('35.75 lb')
    expect(formatWeight(0)).toBe('0.00 lb')
    expect(formatWeight(1234.567)).toBe('1,234.57 lb')
    expect(formatWeight(12345.6, 'es-ES')).toBe('12.345,60 lb')
    expect(formatWeight(34.1, 'es-MX')).toBe('34.10 lb')
    expect(formatWeight(Number.NaN)).toBe(NO_VALUE)
  })

  it('writes packs and cases as whole counts with their word', () => {
    expect(formatQuantity(1, 'pack')).toBe('1 pack')
    expect(formatQuantity(3, 'case')).toBe('3 cases')
    expect(formatQuantity(0, 'case')).toBe('0 cases')
    expect(formatQuantity(99999, 'pack')).toBe('99,999 packs')
    expect(formatQuantity(99999, 'pack', 'es-ES')).toBe('99.999 packs')
    expect(formatQuantity(34.1, 'weight')).toBe('34.10 lb')
    expect(formatQuantity(Number.POSITIVE_INFINITY, 'case')).toBe(NO_VALUE)
    expect(formatCount(Number.NaN)).toBe(NO_VALUE)
  })
})

describe('formatPlainAmount', () => {
  it('writes an amount to read back with a dot, two decimals and no grouping', () => {
    expect(formatPlainAmount(1234.5)).toBe('1234.50')
    expect(formatPlainAmount(0.29)).toBe('0.29')
    expect(formatPlainAmount(Number.NaN)).toBe('')
  })
})

describe('formatUnitTotals', () => {
  it('keeps each unit apart and leaves out those at zero', () => {
    expect(formatUnitTotals({ cases: 2, packs: 3, lb: 12.5 })).toBe('2 cases · 3 packs · 12.50 lb')
    expect(formatUnitTotals({ cases: 0, packs: 1, lb: 0 })).toBe('1 pack')
    expect(formatUnitTotals({ cases: 0, packs: 0, lb: 0 })).toBe('0 packs')
  })
})
