import type { EventOf } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideProduct, productAggregate } from './product.ts'

const created: EventOf<'ProductCreated'> = { type: 'ProductCreated', data: eventExamples.ProductCreated }
const productId = created.data.productId
const set = (substitutes: string[]): EventOf<'ProductSubstitutesSet'> => ({
  type: 'ProductSubstitutesSet',
  data: { productId, substitutes },
})
const active = given(productAggregate, created)
const existing = new Set(['BEEF-02', 'BEEF-03', 'PORK-01', 'LAMB-01'])
const when =
  (substitutes: string[], state = active, activeProducts: ReadonlySet<string> = existing) =>
  () =>
    decideProduct({ type: 'SetSubstitutes', substitutes, activeProducts }, state)

describe('naming substitutes: given the product, when staff set them, then', () => {
  it('the list is set in the order given, and folded so', () => {
    expect(when(['BEEF-03', 'BEEF-02'])()).toEqual([set(['BEEF-03', 'BEEF-02'])])
    expect(given(productAggregate, created, set(['BEEF-03', 'BEEF-02'])).substitutes).toEqual([
      'BEEF-03',
      'BEEF-02',
    ])
  })

  it('the same list again is no event; another order, or none, is one', () => {
    const named = given(productAggregate, created, set(['BEEF-02', 'BEEF-03']))
    expect(when(['BEEF-02', 'BEEF-03'], named)()).toEqual([])
    expect(when(['BEEF-03', 'BEEF-02'], named)()).toEqual([set(['BEEF-03', 'BEEF-02'])])
    expect(when([], named)()).toEqual([set([])])
  })

  it('refused: itself, twice the same, more than three, a product that does not exist (or was deleted)', () => {
    expect(refusal(when([productId]))).toMatchObject({
      kind: 'invalid',
      message: 'A product cannot substitute for itself.',
    })
    expect(refusal(when(['BEEF-02', 'BEEF-02']))).toMatchObject({
      kind: 'invalid',
      message: 'Name each substitute once.',
    })
    expect(refusal(when(['BEEF-02', 'BEEF-03', 'PORK-01', 'LAMB-01']))).toMatchObject({
      kind: 'invalid',
      message: 'Name at most 3 substitutes.',
    })
    expect(refusal(when(['BEEF-02', 'GONE']))).toMatchObject({
      kind: 'conflict',
      message: 'No such product: GONE. Choose existing products as substitutes.',
    })
  })

  it('a deleted or unknown product gets none', () => {
    const deleted = given(productAggregate, created, {
      type: 'ProductDeleted',
      data: eventExamples.ProductDeleted,
    })
    expect(refusal(when(['BEEF-02'], deleted))).toMatchObject({
      kind: 'not-found',
      message: 'Product not found.',
    })
    expect(refusal(when(['BEEF-02'], given(productAggregate)))).toMatchObject({ kind: 'not-found' })
  })
})
