import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { describe, expect, it } from 'vitest'
import {
  draftFromPastOrder,
  EMPTY_DRAFT,
  parseDraft,
  withoutSubmission,
  withSubmissionKey,
  withWaiting,
} from './draft.ts'

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
    const copied = {
      ...draft,
      reorder: {
        orderId: 4,
        leftOut: ['Saffron'],
        priceMoves: [{ productId: 'A', from: 2.85, to: 2.99, quantityType: 'weight' as const }],
      },
    }
    expect(parseDraft(JSON.stringify(copied))).toEqual(copied)
    // A draft stored on the order guide's review (before issue 40) opens on step 2.
    expect(parseDraft(JSON.stringify({ ...copied, step: 'review' }))).toEqual(copied)
    expect(parseDraft(JSON.stringify({ ...copied, step: '__proto__' })).step).toBe('choose')
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

  it('copies the items and amounts, marks moved prices, and names the lines no longer offered', () => {
    const draft = draftFromPastOrder(
      12,
      [
        { productId: 'EGG', name: 'Eggs', quantity: 2, quantityType: 'case', unitPrice: 5.5 },
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
      // A case of 6 at $1 a pack was $5.50 then.
      reorder: {
        orderId: 12,
        leftOut: ['Saffron', 'Milk'],
        priceMoves: [{ productId: 'EGG', from: 5.5, to: 6, quantityType: 'case' }],
      },
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

describe('the key of a submit not yet answered', () => {
  const items = [{ productId: 'A', quantity: 2, quantityType: 'pack' as const }]
  let n = 0
  const newKey = () => `key-${++n}`

  it('is stored with the draft and read back for the same cart, a new one for a changed cart', () => {
    const sent = withSubmissionKey(EMPTY_DRAFT, items, newKey)
    const reloaded = parseDraft(JSON.stringify(sent.draft))
    expect(withSubmissionKey(reloaded, items, newKey)).toEqual({ draft: reloaded, key: sent.key })
    expect(withSubmissionKey(reloaded, [{ ...items[0]!, quantity: 3 }], newKey).key).not.toBe(sent.key)
    expect(withoutSubmission(reloaded).submission).toBeUndefined()
  })

  it('keeps a submit waiting for the network through a reload, and only with its key', () => {
    const sent = withSubmissionKey(EMPTY_DRAFT, items, newKey)
    const waiting = withWaiting(sent.draft, true)
    const reloaded = parseDraft(JSON.stringify(waiting))
    expect(reloaded.submission).toEqual({
      signature: sent.draft.submission!.signature,
      key: sent.key,
      waiting: true,
    })
    expect(withWaiting(reloaded, false).submission?.waiting).toBeUndefined()
    expect(withWaiting(EMPTY_DRAFT, true)).toBe(EMPTY_DRAFT)
    const odd = { ...sent.draft, submission: { ...sent.draft.submission, waiting: 'yes' } }
    expect(parseDraft(JSON.stringify(odd)).submission?.waiting).toBeUndefined()
  })

  it('ignores a stored key of the wrong shape', () => {
    expect(parseDraft(JSON.stringify({ ...EMPTY_DRAFT, submission: { key: 4 } })).submission).toBeUndefined()
  })
})
