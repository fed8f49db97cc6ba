import { describe, expect, it } from 'vitest'
import type { Product } from '../dataProvider/index.ts'
import {
  addLine,
  availableProducts,
  linesBody,
  linesChanged,
  parsePrice,
  removeLine,
  repriceLine,
} from './productLines.ts'

const product = (id: string, price = 10): Product => ({
  id,
  name: `Product ${id}`,
  description: '',
  categoryId: null,
  categoryName: null,
  unitType: 'quantity',
  packsPerCase: 4,
  price,
})

describe('product lines (spec 2.6, 4, 5: local until Save)', () => {
  it('adds a line with the catalogue price as the default beside the negotiated one', () => {
    const lines = addLine([], product('A', 12.5), 11)
    expect(lines).toEqual([
      {
        productId: 'A',
        name: 'Product A',
        description: '',
        unitType: 'quantity',
        packsPerCase: 4,
        defaultPrice: 12.5,
        price: 11,
      },
    ])
  })
  it('never adds a product twice', () => {
    const once = addLine([], product('A'), 1)
    expect(addLine(once, product('A'), 2)).toEqual(once)
  })
  it('re-prices and removes only the named line, leaving the input alone', () => {
    const lines = addLine(addLine([], product('A'), 1), product('B'), 2)
    const repriced = repriceLine(lines, 'B', 2.25)
    expect(repriced.map((l) => l.price)).toEqual([1, 2.25])
    expect(lines.map((l) => l.price)).toEqual([1, 2])
    expect(removeLine(repriced, 'A').map((l) => l.productId)).toEqual(['B'])
  })
  it('hides products already on the list from the picker', () => {
    const lines = addLine([], product('B'), 1)
    expect(availableProducts([product('A'), product('B'), product('C')], lines).map((p) => p.id)).toEqual([
      'A',
      'C',
    ])
  })
  it('takes prices of 0 or more with at most two decimals (min 0, step 0.01)', () => {
    expect(parsePrice('0')).toBe(0)
    expect(parsePrice(' 12.5 ')).toBe(12.5)
    expect(parsePrice('3.99')).toBe(3.99)
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '2000000']) expect(parsePrice(bad)).toBeNull()
  })
  it('notices any change of product, price or order, and sends only productId and price', () => {
    const lines = addLine(addLine([], product('A'), 1), product('B'), 2)
    expect(linesChanged(lines, [...lines])).toBe(false)
    expect(linesChanged(lines, repriceLine(lines, 'A', 1.01))).toBe(true)
    expect(linesChanged(lines, removeLine(lines, 'A'))).toBe(true)
    expect(linesBody(lines)).toEqual([
      { productId: 'A', price: 1 },
      { productId: 'B', price: 2 },
    ])
  })
})
