import { describe, expect, it } from 'vitest'
import type { OrderItem } from '../dataProvider/index.ts'
import {
  formatPrice,
  itemCountLabel,
  quantityLabel,
  salesRepName,
  shippedLine,
  unitPriceLabel,
} from './orderFormat.ts'

function item(overrides: Partial<OrderItem>): OrderItem {
  return {
    id: 1,
    productId: 'P',
    Product: { name: 'Thing', unitType: 'quantity', packsPerCase: 6 },
    sellPrice: 2.5,
    quantity: 1,
    quantityType: 'pack',
    lineTotal: 2.5,
    ...overrides,
  }
}

describe('order formatting', () => {
  it('labels quantities by unit, plural above 1', () => {
    expect(quantityLabel({ quantityType: 'weight', quantity: 1 })).toBe('1.00 lb')
    expect(quantityLabel({ quantityType: 'weight', quantity: 12.25 })).toBe('12.25 lb')
    expect(quantityLabel({ quantityType: 'case', quantity: 1 })).toBe('1 case')
    expect(quantityLabel({ quantityType: 'pack', quantity: 3 })).toBe('3 packs')
  })

  it('shows prices with two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatPrice(3542252.92)).toBe('$3,542,252.92')
  })

  it('says how a fulfilled line shipped in one line', () => {
    const weight = { quantityType: 'weight' as const, quantity: 35.75 }
    expect(shippedLine({ ...weight, shippedQuantity: 34.1 })).toBe('Shipped 34.10 lb of 35.75 lb')
    expect(shippedLine({ quantityType: 'case', quantity: 2, shippedQuantity: 1 })).toBe('Short 1 case')
    expect(shippedLine({ quantityType: 'pack', quantity: 2, shippedQuantity: 0 })).toBe('Out of stock')
    expect(shippedLine({ ...weight, shippedQuantity: null })).toBeNull()
  })

  it('prices a line in the unit it was ordered in', () => {
    expect(unitPriceLabel(item({ quantityType: 'pack' }))).toBe('$2.50 /pack')
    expect(unitPriceLabel(item({ quantityType: 'case' }))).toBe('$15.00 /case')
    expect(unitPriceLabel(item({ quantityType: 'weight', sellPrice: 14.5, Product: null }))).toBe(
      '$14.50 /lb',
    )
  })

  it('names the sales rep, or says there is none', () => {
    expect(salesRepName({ Customer: null })).toBe('Unassigned')
    expect(
      salesRepName({
        Customer: {
          id: 1,
          businessName: 'B',
          accountNumber: 'A',
          SalesUser: { id: 2, firstName: 'Sam', lastName: 'Reyes' },
        },
      }),
    ).toBe('Sam Reyes')
  })

  it('counts the lines of an order', () => {
    expect(itemCountLabel({ OrderItems: [] })).toBe('0 items')
    expect(itemCountLabel({ OrderItems: [item({})] })).toBe('1 item')
  })
})
