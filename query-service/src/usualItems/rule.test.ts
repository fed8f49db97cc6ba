import { describe, expect, it } from 'vitest'
import {
  baseQuantity,
  foldLines,
  merged,
  RECENT_ORDERS,
  rankUsualItems,
  USUAL_ITEMS_SHOWN,
  usualLinesOf,
} from './rule.ts'
import { day, placed } from './testEvents.ts'

const orderData = (event: ReturnType<typeof placed>) => {
  if (event.type !== 'OrderPlaced') throw new Error('not an order')
  return event.data
}

describe('usual items rule', () => {
  it('counts a case in packs, a pack and a pound as themselves', () => {
    expect(baseQuantity({ quantity: 3, quantityType: 'case', packsPerCase: 12 })).toBe(36)
    expect(baseQuantity({ quantity: 3, quantityType: 'case', packsPerCase: 1 })).toBe(3)
    expect(baseQuantity({ quantity: 5, quantityType: 'pack', packsPerCase: 12 })).toBe(5)
    expect(baseQuantity({ quantity: 12.25, quantityType: 'weight', packsPerCase: null })).toBe(12.25)
  })

  it('keeps each line with the price per unit it was sold in (a case at its packs)', () => {
    const lines = usualLinesOf(
      orderData(
        placed(7, 3, [
          ['RIB', 2, 'case', 1250],
          ['SAL', 10.5, 'weight', 900],
        ]),
      ),
      day(0).toISOString(),
    )
    expect(lines).toMatchObject([
      { orderId: 7, lineNo: 1, productId: 'RIB', unitPriceCents: 5000, baseQuantity: 8 },
      { orderId: 7, lineNo: 2, productId: 'SAL', unitPriceCents: 900, baseQuantity: 10.5 },
    ])
  })

  it('folds orders into a count, the last amount and the largest, as one by one would', () => {
    const at = (n: number) => day(n).toISOString()
    const lines = [
      ...usualLinesOf(orderData(placed(1, 3, [['RIB', 5, 'case', 1250]])), at(-3)),
      ...usualLinesOf(orderData(placed(2, 3, [['RIB', 3, 'pack', 1250]])), at(-2)),
    ]
    const together = foldLines(lines).get('3|RIB')
    const oneByOne = merged(
      foldLines(lines.slice(0, 1)).get('3|RIB'),
      foldLines(lines.slice(1)).get('3|RIB')!,
    )
    expect(together).toEqual(oneByOne)
    expect(together).toMatchObject({
      orderCount: 2,
      lastOrderId: 2,
      lastQuantity: 3,
      lastQuantityType: 'pack',
      largestBaseQuantity: 20,
    })
  })

  it('ranks by how many recent orders hold an item, then by how recently, then by name', () => {
    const item = (productId: string, daysAgo: number) => ({
      productId,
      name: productId,
      lastOrderedAt: day(-daysAgo).toISOString(),
    })
    const ranked = rankUsualItems(
      [item('A', 5), item('B', 1), item('C', 1), item('OLD', 100), item('D', 2)],
      [
        { orderId: 1, productId: 'A' },
        { orderId: 2, productId: 'A' },
        { orderId: 2, productId: 'D' },
        { orderId: 3, productId: 'C' },
        { orderId: 3, productId: 'B' },
      ],
    )
    expect(ranked.map((r) => r.productId)).toEqual(['A', 'B', 'C', 'D', 'OLD'])
  })

  it('shows at most the guide limit, over a window of the last orders', () => {
    const many = Array.from({ length: USUAL_ITEMS_SHOWN + 5 }, (_, i) => ({
      productId: `P${i}`,
      name: `P${i}`,
      lastOrderedAt: day(-i).toISOString(),
    }))
    expect(rankUsualItems(many, [])).toHaveLength(USUAL_ITEMS_SHOWN)
    expect(RECENT_ORDERS).toBe(10)
  })
})
