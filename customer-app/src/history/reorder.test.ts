import { describe, expect, it } from 'vitest'
import type { OrderRow } from './orderLines.ts'
import { itemCountLabel, reorderLinesOf, reorderPath, statusOf, totalsOf } from './reorder.ts'

const order: OrderRow = {
  id: 12,
  createdAt: '2026-11-20T14:03:00.000Z',
  fulfilled: true,
  estimatedTotal: 1234.5,
  totalPrice: 1200,
  finalTotal: 1200,
  OrderItems: [
    {
      id: 1,
      productId: 'EGG',
      productName: 'Large eggs',
      Product: { name: 'Large eggs', unitType: 'quantity', packsPerCase: 12 },
      price: 3.25,
      quantity: 2,
      quantityType: 'case',
    },
    {
      id: 2,
      productId: 'RIB',
      productName: 'Beef ribeye',
      Product: { name: 'Beef ribeye', unitType: 'weight', packsPerCase: null },
      price: 14.5,
      quantity: 12.25,
      quantityType: 'weight',
    },
  ],
}

describe('order again and the history row', () => {
  it('hands the lines over with the price per unit sold (a case at its packs)', () => {
    expect(reorderLinesOf(order)).toEqual([
      { productId: 'EGG', name: 'Large eggs', quantity: 2, quantityType: 'case', unitPrice: 39 },
      { productId: 'RIB', name: 'Beef ribeye', quantity: 12.25, quantityType: 'weight', unitPrice: 14.5 },
    ])
    expect(reorderPath(12)).toBe('/customer/order-form?reorder=12')
  })

  it('reads status, item count and both totals, with money through the one formatter', () => {
    expect(statusOf({ ...order, status: 'short' })).toBe('short')
    expect(statusOf({ ...order, fulfilled: false })).toBe('pending')
    expect(itemCountLabel({ ...order, itemCount: 1 })).toBe('1 item')
    expect(itemCountLabel(order)).toBe('2 items')
    expect(totalsOf(order)).toEqual({ estimate: '$1,234.50', final: '$1,200.00' })
    expect(totalsOf({ ...order, finalTotal: null })).toMatchObject({ final: null })
  })
})
