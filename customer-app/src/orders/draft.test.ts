import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { describe, expect, it } from 'vitest'
import { draftFromPastOrder, EMPTY_DRAFT, parseDraft } from './draft.ts'

const product = (id: string, unitType = 'quantity', packsPerCase: number | null = 6): CustomerProduct => ({
  id,
  productId: id,
  name: `Product ${id}`,
  description: null,
  unitType,
  packsPerCase,
  categoryId: null,
  category: null,
  price: 1,
})

describe('the stored draft', () => {
  it('reads back what was stored', () => {
    const draft = {
      step: 'amounts' as const,
      selected: ['A', 'B'],
      cart: { A: { quantityType: 'case' as const, amount: '2' } },
      reorder: null,
    }
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft)
  })

  it('starts afresh from nothing, broken JSON or a foreign shape', () => {
    expect(parseDraft(null)).toBe(EMPTY_DRAFT)
    expect(parseDraft('{oops')).toBe(EMPTY_DRAFT)
    expect(parseDraft('"text"')).toEqual(EMPTY_DRAFT)
    expect(
      parseDraft('{"step":"amounts","selected":[],"cart":{"A":{"quantityType":"crate","amount":"1"}}}'),
    ).toEqual(EMPTY_DRAFT)
  })

  it('keeps a product id like __proto__ as a plain key', () => {
    const draft = parseDraft(
      '{"selected":["__proto__"],"cart":{"__proto__":{"quantityType":"pack","amount":"1"}}}',
    )
    expect(draft.selected).toEqual(['__proto__'])
    expect(Object.hasOwn(draft.cart, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).quantityType).toBeUndefined()
  })
})

describe('order again', () => {
  const products = [product('EGG'), product('BEEF', 'weight', null), product('MILK', 'quantity', 1)]

  it('copies the items and amounts, and names the lines no longer offered', () => {
    const draft = draftFromPastOrder(
      12,
      [
        { productId: 'EGG', name: 'Eggs', quantity: 2, quantityType: 'case' },
        { productId: 'BEEF', name: 'Beef', quantity: 3.5, quantityType: 'weight' },
        { productId: 'GONE', name: 'Saffron', quantity: 1, quantityType: 'pack' },
        // Milk is now sold by the pack only
        { productId: 'MILK', name: 'Milk', quantity: 1, quantityType: 'case' },
      ],
      products,
    )
    expect(draft).toEqual({
      step: 'amounts',
      selected: ['EGG', 'BEEF'],
      cart: { EGG: { quantityType: 'case', amount: '2' }, BEEF: { quantityType: 'weight', amount: '3.5' } },
      reorder: { orderId: 12, leftOut: ['Saffron', 'Milk'] },
    })
  })

  it('stays on step 1 when nothing can be ordered again', () => {
    const draft = draftFromPastOrder(
      3,
      [{ productId: 'GONE', name: 'Saffron', quantity: 1, quantityType: 'pack' }],
      products,
    )
    expect(draft).toMatchObject({
      step: 'choose',
      selected: [],
      reorder: { orderId: 3, leftOut: ['Saffron'] },
    })
  })
})
