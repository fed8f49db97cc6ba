import { describe, expect, it } from 'vitest'
import { productValues, validateProduct } from './productForm.ts'

describe('product form (spec 2.9, 5)', () => {
  const valid = { ...productValues(null), id: 'NEW-1', name: 'Oat milk', packsPerCase: '6', price: '3.5' }
  it('requires packs per case for quantity products, with the server’s words', () => {
    expect(validateProduct({ ...valid, packsPerCase: '' }).errors.packsPerCase).toBe(
      'Packs per case is required for products sold by the pack or case.',
    )
    expect(validateProduct({ ...valid, unitType: 'weight', packsPerCase: '' }).errors).toEqual({})
  })
  it('requires a price with at most two decimals', () => {
    expect(validateProduct({ ...valid, price: '' }).errors.price).toBe('Price is required.')
    expect(validateProduct({ ...valid, price: '1.234' }).errors.price).toMatch(/two decimals/)
  })
  it('gives the product to send: Other is a null category, price in dollars', () => {
    expect(validateProduct(valid).product).toEqual({
      id: 'NEW-1',
      name: 'Oat milk',
      description: '',
      unitType: 'quantity',
      packsPerCase: 6,
      price: 3.5,
      categoryId: null,
    })
  })
  it('shows an existing price with two decimals', () => {
    expect(
      productValues({
        id: 'X',
        name: 'X',
        description: '',
        categoryId: 2,
        categoryName: 'D',
        unitType: 'weight',
        packsPerCase: null,
        price: 4,
      }).price,
    ).toBe('4.00')
  })
})
