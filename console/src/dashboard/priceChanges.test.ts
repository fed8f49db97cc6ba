import { ribeyeMove } from '@provender/web-shared/testing/priceMove.ts'
import { describe, expect, it } from 'vitest'
import { customerSummary, type StaffPriceChange, signedAmount, staffChangeText } from './priceChanges.ts'

const change: StaffPriceChange = { ...ribeyeMove, dismissed: false }

describe('price changes on the dashboard', () => {
  it('writes the sign of every difference', () => {
    expect([signedAmount(0.6), signedAmount(-0.25), signedAmount(0)]).toEqual(['+$0.60', '−$0.25', '±$0.00'])
  })

  it('names the product, the unit, both prices and the difference', () => {
    expect(staffChangeText(change)).toBe('Ribeye $12.50 → $13.10 /case (+$0.60)')
    expect(staffChangeText({ ...change, quantityType: 'weight', newPrice: 12, difference: -0.5 })).toBe(
      'Ribeye $12.50 → $12.00 /lb (−$0.50)',
    )
  })

  it('counts a customer’s moves up and down, never adding dollars of different units', () => {
    const entry = {
      customerId: 4,
      businessName: 'Blue Door',
      totalDifference: 0.35,
      changes: [change, change],
    }
    const eggs = { ...change, id: '4-1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f', productId: 'EGG' }
    expect(customerSummary({ ...entry, changes: [change, eggs] })).toBe('2 products: 2 up')
    expect(customerSummary({ ...entry, changes: [change] })).toBe('1 product: 1 up')
    const cheaperLb = {
      ...eggs,
      quantityType: 'weight' as const,
      oldPrice: 3,
      newPrice: 2.5,
      difference: -0.5,
    }
    const summary = customerSummary({ ...entry, changes: [change, cheaperLb] })
    expect(summary).toBe('2 products: 1 up, 1 down')
    expect(summary).not.toMatch(/\$|0\.10/)
  })

  it('counts a product once however often its price moved in the window', () => {
    const again = { ...change, id: '4-7d1e2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b', oldPrice: 13.1, newPrice: 12.9 }
    const entry = { customerId: 4, businessName: 'Blue Door', totalDifference: 0.4, changes: [again, change] }
    expect(customerSummary(entry)).toBe('1 product: 1 up')
    const back = { ...again, changedAt: '2026-11-21T15:00:00.000Z', newPrice: 12.5 }
    expect(customerSummary({ ...entry, changes: [back, change] })).toBe('1 product: 1 back where it was')
  })
})
