import { lineTotalCents, MAX_ORDER_QUANTITY } from '@provender/events'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { oil, ribeye } from '../testing/products.ts'
import {
  canSubmit,
  lineFor,
  lineProblem,
  parseQuantity,
  summarize,
  withAmount,
  withQuantityType,
} from './cart.ts'

describe('reading a typed quantity', () => {
  // Spec 5: a non-numeric entry reads as 0; a negative one stays negative, to be refused.
  it.each([
    ['abc', 0],
    ['', 0],
    ['  ', 0],
    ['-2', -2],
    ['2.25', 2.25],
    ['2,5', 2.5],
  ])('reads %j as %d', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity)
  })
})

describe('the quantity rules of a line', () => {
  const line = (quantityType: 'pack' | 'case' | 'weight', amount: string) => ({ quantityType, amount })

  it('says nothing about an untouched line', () => {
    expect(lineProblem(line('pack', ''))).toBeNull()
  })

  it.each([
    [line('pack', '-1'), 'Enter an amount above 0'],
    [line('weight', '-0.5'), 'Enter an amount above 0'],
    [line('pack', '0'), 'Enter an amount above 0'],
    [line('case', 'abc'), 'Enter an amount above 0'],
    [line('pack', '1.5'), 'Whole packs only'],
    [line('case', '2.5'), 'Whole cases only'],
    [line('weight', '1.255'), 'Use at most 2 decimals'],
    [line('case', String(MAX_ORDER_QUANTITY + 1)), 'At most 100,000 cases'],
    [line('weight', '100000.5'), 'At most 100,000 lb'],
  ])('%j: %s', (entry, message) => {
    expect(lineProblem(entry)).toBe(message)
  })

  it.each([line('pack', '3'), line('case', '100000'), line('weight', '12.25'), line('weight', '0.01')])(
    '%j is fine',
    (entry) => {
      expect(lineProblem(entry)).toBeNull()
    },
  )
})

describe('the cart', () => {
  it('starts each item at 0, by pack, or by weight for weight products', () => {
    expect(lineFor({}, oil)).toEqual({ quantityType: 'pack', amount: '' })
    expect(lineFor({}, ribeye)).toEqual({ quantityType: 'weight', amount: '' })
  })

  it('finds no line for a product id that names an Object property', () => {
    expect(lineFor({}, { ...oil, id: 'constructor', productId: 'constructor' })).toEqual({
      quantityType: 'pack',
      amount: '',
    })
  })

  it('resets the quantity when the unit changes', () => {
    const cart = withQuantityType(withAmount({}, oil, '3'), oil, 'case')
    expect(cart.OIL).toEqual({ quantityType: 'case', amount: '' })
  })

  it('totals packs, cases and pounds with the negotiated price and the shared rule', () => {
    let cart = withAmount({}, oil, '2')
    expect(summarize([oil], cart).totalCents).toBe(2500)
    cart = withQuantityType(cart, oil, 'case')
    cart = withAmount(cart, oil, '1')
    cart = withAmount(cart, ribeye, '1.5')
    const summary = summarize([oil, ribeye], cart)
    // a case is 6 packs at 12.50: 75.00; 1.5 lb at 14.99 is 22.485, rounded once to 22.49
    expect(summary.totalCents).toBe(7500 + 2249)
    expect(summary.items).toEqual([
      { productId: 'OIL', quantity: 1, quantityType: 'case' },
      { productId: 'RIB', quantity: 1.5, quantityType: 'weight' },
    ])
    expect(summary.complete).toBe(true)
  })

  it('estimates exactly what the server will charge, for any valid amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (priceCents, packs, hundredthsOfLb) => {
          const a = { ...oil, sellPrice: priceCents / 100 }
          const b = { ...ribeye, sellPrice: priceCents / 100 }
          const pounds = hundredthsOfLb / 100
          const cart = withAmount(
            withAmount(withQuantityType({}, a, 'case'), a, String(packs)),
            b,
            String(pounds),
          )
          expect(summarize([a, b], cart).totalCents).toBe(
            lineTotalCents(priceCents, 'case', packs, 6) + lineTotalCents(priceCents, 'weight', pounds, null),
          )
        },
      ),
    )
  })

  it('blocks submission while any chosen item is not above 0, refused, or submitting', () => {
    expect(canSubmit(summarize([], {}), false)).toBe(false)
    expect(canSubmit(summarize([oil], {}), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '0')), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '-1')), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '1.5')), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '100001')), false)).toBe(false)
    expect(canSubmit(summarize([ribeye], withAmount({}, ribeye, '1.255')), false)).toBe(false)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '2')), false)).toBe(true)
    expect(canSubmit(summarize([oil], withAmount({}, oil, '2')), true)).toBe(false)
    // one good line does not carry a chosen item left at 0
    expect(canSubmit(summarize([oil, ribeye], withAmount({}, oil, '2')), false)).toBe(false)
  })

  it('never sends a refused line: a negative amount is not dropped, it blocks the order', () => {
    const summary = summarize([oil, ribeye], withAmount(withAmount({}, oil, '2'), ribeye, '-1'))
    expect(summary.items).toEqual([{ productId: 'OIL', quantity: 2, quantityType: 'pack' }])
    expect(summary.complete).toBe(false)
    expect(canSubmit(summary, false)).toBe(false)
  })
})
