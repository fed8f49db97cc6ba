import { describe, expect, it } from 'vitest'
import { productValues, taxableChange, validateProduct } from './productForm.ts'

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
      warnAbove: null,
    })
  })
  it('sends the soft limit typed, clears it when emptied, and refuses one that is not above 0', () => {
    expect(validateProduct({ ...valid, warnAbove: '240' }).product).toMatchObject({ warnAbove: 240 })
    expect(validateProduct({ ...valid, warnAbove: '' }).product).toMatchObject({ warnAbove: null })
    expect(validateProduct({ ...valid, warnAbove: '0' }).errors.warnAbove).toBe(
      'Warn above must be above 0, or empty for none.',
    )
    expect(
      productValues({
        ...productValues(null),
        id: 'X',
        categoryId: null,
        categoryName: null,
        packsPerCase: null,
        price: 1,
        warnAbove: 12.5,
      }).warnAbove,
    ).toBe('12.5')
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

describe('the Taxable checkbox (issue 37)', () => {
  it('sends the flag only when it changed, so an edit never untaxes a product by leaving it out', () => {
    expect(taxableChange({ taxable: true }, null)).toEqual({ taxable: true })
    expect(taxableChange({ taxable: false }, null)).toEqual({})
    const taxed = { taxable: true } as Parameters<typeof taxableChange>[1]
    expect(taxableChange({ taxable: true }, taxed)).toEqual({})
    expect(taxableChange({ taxable: false }, taxed)).toEqual({ taxable: false })
  })
})
