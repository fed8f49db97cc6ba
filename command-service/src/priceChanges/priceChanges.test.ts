import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideDismissPriceChange, priceChangesAggregate } from './priceChanges.ts'

const CHANGE = '12-0b7c8f36-2f4e-4c1a-9a55-0d3c1f2e7a10'
const LATER_CHANGE = '12-7d1e2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b'

const repriced = (customerId: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId, productId: 'BEEF-01', oldPriceCents: 1250, newPriceCents: 1310 },
})
const defaultRepriced: DomainEvent = {
  type: 'ProductUpdated',
  data: {
    productId: 'EGGS-30',
    before: {
      name: 'Eggs',
      description: '',
      categoryId: null,
      unitType: 'quantity',
      packsPerCase: 12,
      priceCents: 400,
    },
    after: {
      name: 'Eggs',
      description: '',
      categoryId: null,
      unitType: 'quantity',
      packsPerCase: 12,
      priceCents: 450,
    },
  },
}
const dismissed = (changeId: string, productId = 'BEEF-01'): DomainEvent => ({
  type: 'PriceChangeDismissed',
  data: { customerId: 12, productId, changeId },
})

describe('price changes aggregate', () => {
  it('keeps the ids a customer dismissed, and ignores other streams', () => {
    expect(given(priceChangesAggregate)).toEqual({ dismissed: [] })
    const state = given(priceChangesAggregate, dismissed(CHANGE))
    expect(state).toEqual({ dismissed: [CHANGE] })
    expect(priceChangesAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 12 } })).toBe(
      state,
    )
  })
})

describe('dismiss a price change', () => {
  it('given no dismissal, when the customer dismisses its negotiated line change, then it is dismissed', () => {
    expect(
      decideDismissPriceChange(
        { customerId: 12, changeId: CHANGE, priceEvent: repriced(12) },
        given(priceChangesAggregate),
      ),
    ).toEqual([dismissed(CHANGE)])
  })

  it("a default price change is any customer's to dismiss, for that product", () => {
    expect(
      decideDismissPriceChange(
        { customerId: 12, changeId: CHANGE, priceEvent: defaultRepriced },
        given(priceChangesAggregate),
      ),
    ).toEqual([dismissed(CHANGE, 'EGGS-30')])
  })

  it('given it was dismissed, dismissing it again changes nothing', () => {
    expect(
      decideDismissPriceChange(
        { customerId: 12, changeId: CHANGE, priceEvent: repriced(12) },
        given(priceChangesAggregate, dismissed(CHANGE)),
      ),
    ).toEqual([])
  })

  it('given an earlier change was dismissed, a later change of the same product is dismissed on its own', () => {
    expect(
      decideDismissPriceChange(
        { customerId: 12, changeId: LATER_CHANGE, priceEvent: repriced(12) },
        given(priceChangesAggregate, dismissed(CHANGE)),
      ),
    ).toEqual([dismissed(LATER_CHANGE)])
  })

  it("refuses another customer's line, an event that moves no price, and a missing event, as not found", () => {
    const notFound = { kind: 'not-found', message: 'Price change not found.', code: undefined, issues: [] }
    for (const priceEvent of [
      repriced(13),
      { type: 'CustomerDeleted', data: { customerId: 12 } } as const,
      null,
    ]) {
      expect(
        refusal(() =>
          decideDismissPriceChange(
            { customerId: 12, changeId: CHANGE, priceEvent },
            given(priceChangesAggregate),
          ),
        ),
      ).toEqual(notFound)
    }
  })
})
