import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import {
  decideDismissPriceChange,
  effectivePriceMoves,
  type PriceHistoryEvent,
  priceChangesAggregate,
  productOfPriceEvent,
} from './priceChanges.ts'

const CHANGE = '12-0b7c8f36-2f4e-4c1a-9a55-0d3c1f2e7a10'

const repriced = (customerId: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId, productId: 'BEEF-01', oldPriceCents: 1250, newPriceCents: 1310 },
})
/** The fields of product EGGS-30 at a default price of `priceCents`. */
const eggs = (priceCents: number) =>
  ({
    name: 'Eggs',
    description: '',
    categoryId: null,
    unitType: 'quantity',
    packsPerCase: 12,
    priceCents,
  }) as const
const defaultRepriced: DomainEvent = {
  type: 'ProductUpdated',
  data: { productId: 'EGGS-30', before: eggs(400), after: eggs(450) },
}
const dismissed = (changeId: string, productId = 'BEEF-01'): DomainEvent => ({
  type: 'PriceChangeDismissed',
  data: { customerId: 12, productId, changeId },
})

/** A price history as the log holds it: each event with an id of its own. */
const history = (...events: DomainEvent[]): PriceHistoryEvent[] =>
  events.map((event, i) => ({ eventId: `0b7c8f36-2f4e-4c1a-9a55-${String(i).padStart(12, '0')}`, event }))
const changeOf = (entry: PriceHistoryEvent) => `12-${entry.eventId}`
const beefPriced = (customerId: number, newPriceCents: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId, productId: 'BEEF-01', oldPriceCents: null, newPriceCents },
})
const eggsCreated: DomainEvent = { type: 'ProductCreated', data: { productId: 'EGGS-30', ...eggs(400) } }
const eggsLine = (newPriceCents: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId: 12, productId: 'EGGS-30', oldPriceCents: null, newPriceCents },
})
const eggsLineRemoved: DomainEvent = {
  type: 'CustomerProductRemoved',
  data: { customerId: 12, productId: 'EGGS-30', oldPriceCents: 500 },
}

/** When: the customer dismisses the change named by `entry` of `past`, given its dismissals. */
const dismiss = (past: PriceHistoryEvent[], entry: PriceHistoryEvent, ...dismissals: DomainEvent[]) =>
  decideDismissPriceChange(
    {
      customerId: 12,
      changeId: changeOf(entry),
      eventId: entry.eventId,
      productId: productOfPriceEvent(entry.event, 12)!,
      priceHistory: past,
    },
    given(priceChangesAggregate, ...dismissals),
  )
const NOT_FOUND = { kind: 'not-found', message: 'Price change not found.', code: undefined, issues: [] }
const SUPERSEDED = {
  kind: 'conflict',
  message: 'A newer price change of this product replaced this one.',
  code: 'PRICE_CHANGE_SUPERSEDED',
  issues: [],
}

describe('price changes aggregate', () => {
  it('keeps the ids a customer dismissed with their products, and ignores other streams', () => {
    expect(given(priceChangesAggregate)).toEqual({ dismissed: [] })
    const state = given(priceChangesAggregate, dismissed(CHANGE))
    expect(state).toEqual({ dismissed: [{ changeId: CHANGE, productId: 'BEEF-01' }] })
    expect(priceChangesAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 12 } })).toBe(
      state,
    )
  })
})

describe("a customer's effective price moves", () => {
  it('by its negotiated line, else by the default price; a rename or a default under its line moves nothing', () => {
    const past = history(
      eggsCreated,
      { type: 'ProductUpdated', data: { productId: 'EGGS-30', before: eggs(400), after: eggs(420) } },
      eggsLine(500),
      { type: 'ProductUpdated', data: { productId: 'EGGS-30', before: eggs(420), after: eggs(450) } },
      {
        type: 'ProductUpdated',
        data: { productId: 'EGGS-30', before: eggs(450), after: { ...eggs(450), name: 'Eggs, large' } },
      },
      eggsLineRemoved,
      // Another customer's line of the product moves nothing of this one's.
      {
        type: 'CustomerProductPriced',
        data: { customerId: 13, productId: 'EGGS-30', oldPriceCents: null, newPriceCents: 1 },
      },
    )
    expect(effectivePriceMoves(past, 12, 'EGGS-30')).toEqual({
      moves: [past[0]!.eventId, past[1]!.eventId, past[2]!.eventId, past[5]!.eventId],
      deleted: false,
    })
  })
})

describe('dismiss a price change', () => {
  it('given no dismissal, when the customer dismisses its negotiated line change, then it is dismissed', () => {
    const past = history(beefPriced(12, 1250), repriced(12))
    expect(dismiss(past, past[1]!)).toEqual([dismissed(changeOf(past[1]!))])
  })

  it("a default price change is the customer's where no negotiated line overrides it", () => {
    const past = history(eggsCreated, defaultRepriced)
    expect(dismiss(past, past[1]!)).toEqual([dismissed(changeOf(past[1]!), 'EGGS-30')])
  })

  it('given it was dismissed, dismissing it again changes nothing', () => {
    const past = history(beefPriced(12, 1250), repriced(12))
    expect(dismiss(past, past[1]!, dismissed(changeOf(past[1]!)))).toEqual([])
  })

  it('given an earlier change was dismissed, a later change of the same product is dismissed on its own', () => {
    const past = history(beefPriced(12, 1250), repriced(12))
    expect(dismiss(past, past[1]!, dismissed(changeOf(past[0]!)))).toEqual([dismissed(changeOf(past[1]!))])
  })

  it('given a newer change of the product, the older answers 409 and appends nothing', () => {
    const past = history(beefPriced(12, 1250), repriced(12), beefPriced(12, 1400))
    // Whether or not the newer one was dismissed: the older is not the change in force.
    expect(refusal(() => dismiss(past, past[1]!))).toEqual(SUPERSEDED)
    expect(refusal(() => dismiss(past, past[1]!, dismissed(changeOf(past[2]!))))).toEqual(SUPERSEDED)
    // A default price moving under the line is no newer change of this customer's.
    const underLine = history(eggsCreated, eggsLine(500), defaultRepriced)
    expect(dismiss(underLine, underLine[1]!)).toEqual([dismissed(changeOf(underLine[1]!), 'EGGS-30')])
  })

  it('given a dismissal of the product newer than the history read, the change answers 409', () => {
    // The history was read, then another tab dismissed a change that came after it.
    const past = history(beefPriced(12, 1250), repriced(12))
    const later = '12-7d1e2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b'
    expect(refusal(() => dismiss(past, past[1]!, dismissed(later)))).toEqual(SUPERSEDED)
    // One of another product does not count.
    expect(dismiss(past, past[1]!, dismissed(later, 'EGGS-30'))).toEqual([dismissed(changeOf(past[1]!))])
  })

  it('a default price change under its negotiated line is not its change: 404', () => {
    const past = history(eggsCreated, eggsLine(500), defaultRepriced)
    expect(refusal(() => dismiss(past, past[2]!))).toEqual(NOT_FOUND)
    // Nor is a rename, which moves no price.
    const renamed = history(eggsCreated, {
      type: 'ProductUpdated',
      data: { productId: 'EGGS-30', before: eggs(400), after: { ...eggs(400), name: 'Eggs, large' } },
    })
    expect(refusal(() => dismiss(renamed, renamed[1]!))).toEqual(NOT_FOUND)
  })

  it("refuses another customer's line, an event not in the history, and a deleted product's change, as not found", () => {
    const past = history(beefPriced(12, 1250), repriced(13))
    expect(refusal(() => dismiss(past, past[1]!))).toEqual(NOT_FOUND)
    const [outside] = history(repriced(12)).map((e) => ({ ...e, eventId: 'not-in-history' }))
    expect(refusal(() => dismiss(past, outside!))).toEqual(NOT_FOUND)
    const gone = history(eggsCreated, defaultRepriced, {
      type: 'ProductDeleted',
      data: { productId: 'EGGS-30', name: 'Eggs' },
    })
    expect(refusal(() => dismiss(gone, gone[1]!))).toEqual(NOT_FOUND)
  })

  it('names the product of its own line or of a default price, and nothing else', () => {
    expect(productOfPriceEvent(repriced(12), 12)).toBe('BEEF-01')
    expect(productOfPriceEvent(defaultRepriced, 12)).toBe('EGGS-30')
    expect(productOfPriceEvent(repriced(13), 12)).toBeNull()
    expect(productOfPriceEvent({ type: 'CustomerDeleted', data: { customerId: 12 } }, 12)).toBeNull()
  })
})
