import { describe, expect, it } from 'vitest'
import { formatMoney, fromCents, hasAtMostTwoDecimals, toCents } from './money.ts'

describe('money', () => {
  it('converts amounts to whole cents', () => {
    expect(toCents(12.65)).toBe(1265)
    expect(toCents(1.15)).toBe(115) // 114.999... in binary
    expect(toCents(0.07)).toBe(7) // 7.000...1 in binary
    expect(toCents(0)).toBe(0)
    expect(toCents(1234567.89)).toBe(123456789)
  })

  it('refuses an amount that is not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(new RangeError('not a finite amount: NaN'))
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(new RangeError('not a finite amount: Infinity'))
  })

  it('converts cents back to an amount', () => {
    expect(fromCents(1265)).toBe(12.65)
    expect(fromCents(5)).toBe(0.05)
  })

  it.each([
    [12.5, true],
    [12.65, true],
    [1.15, true],
    [12, true],
    [12.505, false],
    [0.001, false],
  ])('%s has at most two decimals: %s', (amount, expected) => {
    expect(hasAtMostTwoDecimals(amount)).toBe(expected)
  })

  it('formats with a dollar sign and two decimals', () => {
    expect(formatMoney(15496)).toBe('$154.96')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(120000)).toBe('$1200.00')
  })
})
