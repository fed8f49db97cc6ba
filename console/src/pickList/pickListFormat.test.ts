import { describe, expect, it } from 'vitest'
import { defaultPickDate, pickListFilename, productCount, totalLabel } from './pickListFormat.ts'

describe('pick list formatting', () => {
  it('keeps cases, packs and pounds apart, leaving out the ones not ordered', () => {
    expect(totalLabel({ cases: 2, packs: 3, lb: 12.5 })).toBe('2 cases · 3 packs · 12.50 lb')
    expect(totalLabel({ cases: 0, packs: 1, lb: 0 })).toBe('1 pack')
    expect(totalLabel({ cases: 0, packs: 0, lb: 35.75 })).toBe('35.75 lb')
    expect(totalLabel({ cases: 0, packs: 0, lb: 0 })).toBe('0 packs')
  })

  it('opens on tomorrow and names the file by its date', () => {
    expect(defaultPickDate('2026-12-31')).toBe('2027-01-01')
    expect(pickListFilename('2026-12-01')).toBe('pick-list-2026-12-01.csv')
  })

  it('counts the products to pick', () => {
    const product = {
      productId: 'A',
      name: 'A',
      unitType: 'quantity' as const,
      total: { packs: 1, cases: 0, lb: 0 },
      lines: [],
    }
    expect(
      productCount({
        date: '2026-12-01',
        orderCount: 2,
        categories: [
          { categoryId: 1, categoryName: 'Meat', products: [product, product] },
          { categoryId: null, categoryName: 'Uncategorized', products: [product] },
        ],
        orderNotes: [],
      }),
    ).toBe(3)
  })
})
