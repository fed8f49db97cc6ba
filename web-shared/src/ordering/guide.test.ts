import { describe, expect, it } from 'vitest'
import { oil, ribeye } from '../testing/products.ts'
import { quantityTypesOf } from './catalog.ts'
import { copyPastLines, orderFormSections, type UsualItem } from './guide.ts'
import { outlierQuestions } from './outliers.ts'
import { canStepDown, canStepUp, stepped } from './stepper.ts'
import type { CustomerProduct } from './types.ts'

const salt: CustomerProduct = { ...oil, id: 'SALT', productId: 'SALT', name: 'Sea salt', favorite: true }
const eggs: CustomerProduct = {
  ...oil,
  id: 'EGG',
  productId: 'EGG',
  name: 'Large eggs',
  category: 'Dairy',
  packsPerCase: 12,
  sellPrice: 3,
}
const usual = (productId: string, largestBaseQuantity = 10): UsualItem => ({
  productId,
  name: productId,
  lastQuantity: 2,
  lastQuantityType: 'pack',
  largestBaseQuantity,
  orderCount: 3,
  lastOrderedAt: '2026-11-20T14:00:00.000Z',
})

describe('the order guide', () => {
  it("keeps the spec's sections (favourites, categories by name, Other last) and narrows them to the usual items", () => {
    const other: CustomerProduct = { ...oil, id: 'X', productId: 'X', name: 'Apron', category: null }
    const all = orderFormSections(
      [oil, ribeye, salt, eggs, other],
      [usual('RIB'), usual('GONE'), usual('EGG')],
    )
    expect(all.map((s) => [s.title, s.products.map((p) => p.productId)])).toEqual([
      ['Favorites', ['SALT']],
      ['Dairy', ['EGG']],
      ['Pantry', ['OIL', 'RIB']],
      ['Other', ['X']],
    ])
    const usualOnly = orderFormSections(
      [oil, ribeye, salt, eggs, other],
      [usual('RIB'), usual('SALT')],
      '',
      true,
    )
    expect(usualOnly.map((s) => [s.title, s.products.map((p) => p.productId)])).toEqual([
      ['Favorites', ['SALT']],
      ['Pantry', ['RIB']],
    ])
  })

  it('searches every section, with or without the usual-items filter', () => {
    const found = orderFormSections([oil, ribeye, salt, eggs], [usual('RIB'), usual('EGG')], 'eggs')
    expect(found.map((s) => [s.title, s.products.map((p) => p.productId)])).toEqual([['Dairy', ['EGG']]])
    expect(orderFormSections([oil, salt, eggs], [usual('OIL')], 'eggs', true)).toEqual([])
  })

  it('copies a past order at today’s prices, marking moved prices and leaving out what is gone', () => {
    const copied = copyPastLines(
      [
        { productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case', unitPrice: 72 },
        { productId: 'RIB', name: 'Ribeye', quantity: 3.5, quantityType: 'weight', unitPrice: 14.99 },
        { productId: 'GONE', name: 'Old cheese', quantity: 1, quantityType: 'pack', unitPrice: 5 },
        { productId: 'RIB', name: 'Ribeye', quantity: 1, quantityType: 'pack', unitPrice: 5 },
        { productId: 'EGG', name: 'Large eggs', quantity: 1, quantityType: 'weight' },
      ],
      [oil, ribeye, eggs],
      quantityTypesOf,
    )
    expect(Object.fromEntries(copied.lines)).toEqual({
      OIL: { quantityType: 'case', amount: '2' },
      RIB: { quantityType: 'weight', amount: '3.5' },
    })
    expect(copied.leftOut).toEqual(['Old cheese', 'Ribeye', 'Large eggs'])
    // A case of 6 at 12.50 a pack is 75.00 today.
    expect(Object.fromEntries(copied.priceMoves)).toEqual({ OIL: { from: 72, to: 75, quantityType: 'case' } })
  })
})

describe('the − / + stepper', () => {
  it('moves packs and cases by whole units, pounds by a pound keeping typed decimals', () => {
    expect(stepped('', 'pack', 1)).toBe('1')
    expect(stepped('2', 'case', 1)).toBe('3')
    expect(stepped('2.5', 'pack', 1)).toBe('3')
    expect(stepped('2.5', 'pack', -1)).toBe('2')
    expect(stepped('2.35', 'weight', 1)).toBe('3.35')
    expect(stepped('0.2', 'weight', 1)).toBe('1.2')
    expect(stepped('1.1', 'weight', -1)).toBe('0.1')
  })

  it('clamps at 0 (the line leaves the order) and at the order limit', () => {
    expect(stepped('1', 'pack', -1)).toBe('')
    expect(stepped('', 'pack', -1)).toBe('')
    expect(stepped('-4', 'weight', -1)).toBe('')
    expect(stepped('0.5', 'weight', -1)).toBe('')
    expect(stepped('100000', 'pack', 1)).toBe('100000')
    expect(stepped('abc', 'pack', 1)).toBe('1')
    expect([canStepDown(''), canStepDown('1'), canStepUp('100000'), canStepUp('5')]).toEqual([
      false,
      true,
      false,
      true,
    ])
  })
})

describe('soft warnings', () => {
  it('asks about a line above 5× the largest earlier quantity, in base units', () => {
    const questions = outlierQuestions(
      [
        { productId: 'EGG', quantity: 99_999, quantityType: 'pack' },
        { productId: 'OIL', quantity: 8, quantityType: 'case' },
        { productId: 'RIB', quantity: 50, quantityType: 'weight' },
      ],
      [oil, ribeye, eggs],
      // Oil: 8 cases are 48 packs, 4.8× the largest 10; ribeye: 50 lb is 5× 10 lb, not above.
      [usual('EGG', 24), usual('OIL', 10), usual('RIB', 10)],
    )
    expect(questions).toEqual(['99,999 packs of Large eggs — is that right?'])
  })

  it('asks above a product’s soft limit, and never about a product without history or limit', () => {
    const limited = { ...ribeye, warnAbove: 40 }
    expect(
      outlierQuestions(
        [
          { productId: 'RIB', quantity: 40.5, quantityType: 'weight' },
          { productId: 'OIL', quantity: 900, quantityType: 'case' },
        ],
        [limited, oil],
        [],
      ),
    ).toEqual(['40.50 lb of Ribeye — is that right?'])
  })
})
