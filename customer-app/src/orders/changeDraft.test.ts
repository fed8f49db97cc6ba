import { testProduct } from '@provender/web-shared/ordering/testProducts.ts'
import { describe, expect, it } from 'vitest'
import type { OrderRow } from '../history/orderLines.ts'
import { changeCatalogue, changedOrderId, orderCartLines } from './changeDraft.ts'

const testProducts = [testProduct('BUTTER', { price: 1.5 }), testProduct('BASIL', { price: 2.71 })]
const order: OrderRow = {
  id: 21,
  createdAt: '2026-12-01T15:00:00.000Z',
  fulfilled: false,
  version: 2,
  OrderItems: [],
}

describe('the change screen’s order id', () => {
  it('reads a whole number only', () => {
    expect(changedOrderId('21')).toBe(21)
    for (const bad of [null, '', '0', '-1', '2.5', '21abc', '__proto__', '99999999999', '2147483648']) {
      expect(changedOrderId(bad)).toBeNull()
    }
  })
})

describe('the products a change is made from', () => {
  it('a kept line keeps the price it was sold at; added products are at today’s price', () => {
    const [first, second] = testProducts
    const kept = {
      ...order,
      OrderItems: [
        { id: 1, productId: first!.id, quantity: 2, quantityType: 'pack' as const, sellPrice: 1.25 },
      ],
    }
    const catalogue = changeCatalogue(testProducts, kept)
    expect(catalogue.find((p) => p.id === first!.id)).toMatchObject({ price: 1.25, sellPrice: 1.25 })
    expect(catalogue.find((p) => p.id === second!.id)).toEqual(second)
    expect(catalogue).toHaveLength(testProducts.length)
  })

  it('a kept product gone from the price list stays, from its own line', () => {
    const kept = {
      ...order,
      OrderItems: [
        {
          id: 1,
          productId: 'GONE-1',
          productName: 'Smoked trout',
          Product: { name: 'Smoked trout', unitType: 'weight', packsPerCase: null },
          quantity: 4.5,
          quantityType: 'weight' as const,
          sellPrice: 12.4,
        },
      ],
    }
    expect(changeCatalogue(testProducts, kept).at(-1)).toMatchObject({
      id: 'GONE-1',
      name: 'Smoked trout',
      unitType: 'weight',
      price: 12.4,
    })
    expect([...orderCartLines(kept)]).toEqual([['GONE-1', { quantityType: 'weight', amount: '4.5' }]])
  })
})
