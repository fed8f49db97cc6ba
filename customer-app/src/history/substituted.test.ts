import { describe, expect, it } from 'vitest'
import { displayLines, type OrderRow } from './orderLines.ts'

const order: OrderRow = {
  id: 21,
  createdAt: '2026-12-01T15:00:00.000Z',
  fulfilled: true,
  OrderItems: [
    {
      id: 21001,
      productId: 'DRY-CRM-HVY',
      productName: 'Heavy cream',
      quantity: 2,
      quantityType: 'case',
      price: 7.18,
      shippedQuantity: 0,
      shippedLineTotal: 0,
      substitute: { name: 'Light cream', quantityType: 'case', quantity: 2, lineTotal: 80.4 },
    },
  ],
}

describe('order detail: a substituted line (issue 36)', () => {
  it('says what shipped in its place beside how the line shipped', () => {
    expect(displayLines(order).map((l) => l.shipped)).toEqual([
      'Out of stock · Substituted: 2 cases Light cream for Heavy cream',
    ])
  })
})
