import { describe, expect, it } from 'vitest'
import { canSubmit, parseQuantity, summarize, withAmount, withQuantityType } from './cart.ts'
import type { CustomerProduct } from './types.ts'

const oil: CustomerProduct = {
  id: 'OIL',
  productId: 'OIL',
  name: 'Olive oil',
  description: null,
  unitType: 'quantity',
  packsPerCase: 6,
  categoryId: 1,
  category: 'Pantry',
  price: 12.5,
  sellPrice: 12.5,
}
const ribeye: CustomerProduct = {
  ...oil,
  id: 'RIB',
  productId: 'RIB',
  unitType: 'weight',
  packsPerCase: null,
  price: 14.99,
  sellPrice: 14.99,
}

describe('the order form cart', () => {
  it('reads a non-numeric or negative quantity as 0', () => {
    expect(parseQuantity('abc')).toBe(0)
    expect(parseQuantity('')).toBe(0)
    expect(parseQuantity('-2')).toBe(0)
    expect(parseQuantity('2.25')).toBe(2.25)
  })

  it('totals packs, cases and pounds with the shared rule', () => {
    let cart = withAmount({}, oil, '2')
    expect(summarize([oil, ribeye], cart).totalCents).toBe(2500)
    cart = withQuantityType(cart, oil, 'case')
    cart = withAmount(cart, oil, '1')
    cart = withAmount(cart, ribeye, '1.5')
    const summary = summarize([oil, ribeye], cart)
    // a case is 6 packs: 75.00; 1.5 lb at 14.99 is 22.485, rounded once to 22.49
    expect(summary.totalCents).toBe(7500 + 2249)
    expect(summary.items).toEqual([
      { productId: 'OIL', quantity: 1, quantityType: 'case' },
      { productId: 'RIB', quantity: 1.5, quantityType: 'weight' },
    ])
  })

  it('resets the quantity when the unit changes', () => {
    const cart = withQuantityType(withAmount({}, oil, '3'), oil, 'case')
    expect(cart.OIL).toEqual({ quantityType: 'case', amount: '' })
  })

  it('blocks submission until something is ordered, and on a bad quantity', () => {
    expect(canSubmit(summarize([oil], {}), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '0')), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '1.5')), false)).toBe(false)
    expect(canSubmit(summarize([ribeye], withAmount({}, ribeye, '1.255')), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '2')), false)).toBe(true)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '2')), true)).toBe(false)
  })
})
