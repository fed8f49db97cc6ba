import { describe, expect, it } from 'vitest'
import {
  displayLines,
  finalTotalCents,
  leftOutText,
  type OrderRow,
  orderTotalCents,
  placedByLabel,
} from './orderLines.ts'

const order: OrderRow = {
  id: 12,
  createdAt: '2026-11-20T14:03:00.000Z',
  fulfilled: false,
  OrderItems: [
    {
      id: 1,
      productId: 'OIL',
      Product: { name: 'Olive oil', unitType: 'quantity', packsPerCase: 6 },
      sellPrice: 12.5,
      quantity: 2,
      quantityType: 'case',
    },
    {
      id: 2,
      productId: 'RIB',
      productName: 'Beef ribeye',
      price: 14.5,
      sellPrice: 14.5,
      quantity: 12.25,
      quantityType: 'weight',
      lineTotal: 177.63,
    },
  ],
}

describe('order lines in the history dialog', () => {
  it('labels quantities and prices each line', () => {
    expect(displayLines(order)).toEqual([
      { key: '1', name: 'Olive oil', quantity: '2 cases', cents: 15000, shipped: null, shippedCents: null },
      {
        key: '2',
        name: 'Beef ribeye',
        quantity: '12.25 lb',
        cents: 17763,
        shipped: null,
        shippedCents: null,
      },
    ])
  })

  it('prefers the stored order total, else adds the lines', () => {
    expect(orderTotalCents(order)).toBe(15000 + 17763)
    expect(orderTotalCents({ ...order, totalPrice: 300 })).toBe(30000)
  })
})

describe('a fulfilled order in the history dialog', () => {
  const settled: OrderRow = {
    ...order,
    fulfilled: true,
    totalPrice: 232.53,
    estimatedTotal: 327.63,
    finalTotal: 232.53,
    OrderItems: [
      { ...order.OrderItems![0]!, shippedQuantity: 1, shippedLineTotal: 75 },
      { ...order.OrderItems![1]!, shippedQuantity: 11, shippedLineTotal: 157.53 },
    ],
  }

  it('says how each line shipped, and keeps the estimate beside the final total', () => {
    expect(displayLines(settled)).toMatchObject([
      { quantity: '2 cases', cents: 15000, shipped: 'Short 1 case', shippedCents: 7500 },
      { quantity: '12.25 lb', cents: 17763, shipped: 'Shipped 11.00 lb of 12.25 lb', shippedCents: 15753 },
    ])
    expect(orderTotalCents(settled)).toBe(32763)
    expect(finalTotalCents(settled)).toBe(23253)
    expect(finalTotalCents(order)).toBeNull()
  })

  it('says out of stock when nothing of a line shipped', () => {
    const none = {
      ...settled,
      OrderItems: [{ ...order.OrderItems![0]!, shippedQuantity: 0, shippedLineTotal: 0 }],
    }
    expect(displayLines(none)).toMatchObject([
      { quantity: '2 cases', shipped: 'Out of stock', shippedCents: 0 },
    ])
  })
})

describe('who placed an order', () => {
  it('names the rep of a phone order, and nothing for the customer’s own', () => {
    expect(placedByLabel({ placedBy: { id: 2, name: 'Sam Reyes' } })).toBe('Placed by Sam Reyes')
    expect(placedByLabel({ placedBy: null })).toBeNull()
    expect(placedByLabel({})).toBeNull()
  })
})

describe('a standing order’s placed order', () => {
  it('says what it left out, and nothing when it left nothing', () => {
    expect(
      leftOutText({
        leftOut: [
          { productId: 'OIL', name: 'Olive oil', reason: 'deleted' },
          { productId: 'SALT', name: 'Sea salt', reason: 'not-on-price-list' },
          { productId: 'RICE', name: 'Rice', reason: 'unit-not-offered' },
        ],
      }),
    ).toBe(
      'Left out: Olive oil (no longer sold), Sea salt (not on your price list), Rice (not sold in that unit)',
    )
    expect(leftOutText({ leftOut: [] })).toBeNull()
    expect(leftOutText({})).toBeNull()
  })
})
