import { ribeyeMove } from '@provender/web-shared/testing/priceMove.ts'
import { describe, expect, it } from 'vitest'
import { direction, type PriceChange, priceChangeText } from './priceChanges.ts'

const change: PriceChange = {
  ...ribeyeMove,
  orderId: 3,
  orderedAt: '2026-03-03T15:00:00.000Z',
  changedAt: '2026-03-10T15:00:00.000Z',
}

describe('price change text', () => {
  it('names the product, the unit bought, both prices and the order day', () => {
    expect(priceChangeText(change)).toBe('Ribeye $12.50 → $13.10 /case since your order of Mar 3, 2026')
    expect(direction(change)).toBe('up')
  })

  it('says lb for weight, and down when the price fell', () => {
    const fell = {
      ...change,
      quantityType: 'weight' as const,
      oldPrice: 9,
      newPrice: 8.75,
      difference: -0.25,
    }
    expect(priceChangeText(fell)).toBe('Ribeye $9.00 → $8.75 /lb since your order of Mar 3, 2026')
    expect(priceChangeText({ ...fell, orderedAt: 'never' })).toBe(
      'Ribeye $9.00 → $8.75 /lb since your order of an earlier day',
    )
    expect(direction(fell)).toBe('down')
  })
})
