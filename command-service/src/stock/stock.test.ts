import type { Availability, DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { productAggregate } from '../catalogue/product.ts'
import { decideOrder, type OrderItemRequest, type PlaceOrder } from '../orders/decide.ts'
import { orderAggregate } from '../orders/order.ts'
import {
  beforeCutoff,
  customer,
  fridaySaltOrder,
  placeForFriday,
  products,
  saltLine,
  theCustomer,
} from '../orders/orderScene.testing.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { availabilityAggregate, decideAvailability } from './availability.ts'
import type { StockFacts } from './claims.ts'

/** Eggs come 12 packs to a case (orderScene); Friday is 2026-12-04. */
const facts = (availability: Availability, heldByDate = 0, heldByCustomer = 0): StockFacts => ({
  availability,
  date: '2026-12-04',
  dateText: 'Friday, Dec 4',
  heldByDate,
  heldByCustomer,
  streamId: 'stock-2026-12-04-EGGS-30',
  revision: -1,
})
const out = (until: string | null): Availability => ({ status: 'out', until })
const limited = (quantity: number, per: 'customer' | 'date'): Availability => ({
  status: 'limited',
  quantity,
  unit: 'case',
  per,
})

const place = (items: OrderItemRequest[], stock: Map<string, StockFacts>, more: Partial<PlaceOrder> = {}) =>
  placeForFriday(22, items, { stock, ...more })
const eggs = (quantity: number, quantityType: 'case' | 'pack' = 'case'): OrderItemRequest => ({
  productId: 'EGGS-30',
  quantity,
  quantityType,
})

describe('setting a product’s availability', () => {
  const product = products.get('EGGS-30')!
  const set = (availability: Availability, ...past: DomainEvent[]) =>
    decideAvailability(
      { type: 'SetAvailability', productId: 'EGGS-30', availability, product },
      given(availabilityAggregate, ...past),
    )

  it('records the new availability; the same again records nothing', () => {
    const event: DomainEvent = {
      type: 'ProductAvailabilitySet',
      data: { productId: 'EGGS-30', availability: out('2026-12-08') },
    }
    expect(set(out('2026-12-08'))).toEqual([event])
    expect(set(out('2026-12-08'), event)).toEqual([])
    // As read back from jsonb, which keeps keys in its own order (shortest first).
    const stored: DomainEvent = {
      type: 'ProductAvailabilitySet',
      data: {
        productId: 'EGGS-30',
        availability: { per: 'date', unit: 'case', status: 'limited', quantity: 3 },
      },
    }
    expect(set({ status: 'limited', quantity: 3, unit: 'case', per: 'date' }, stored)).toEqual([])
  })

  it('refuses a limit in a unit the product is not sold by, and a product that is gone', () => {
    expect(refusal(() => set({ status: 'limited', quantity: 3, unit: 'lb', per: 'date' }))).toMatchObject({
      kind: 'invalid',
      message: 'Eggs, tray of 30 is sold in packs or cases; give the limit in packs or cases.',
    })
    const gone = given(productAggregate)
    expect(
      refusal(() =>
        decideAvailability(
          { type: 'SetAvailability', productId: 'X', availability: out(null), product: gone },
          given(availabilityAggregate),
        ),
      ),
    ).toMatchObject({ kind: 'not-found' })
  })
})

describe('placing refuses what cannot be had, with the reason', () => {
  it('out of stock until a date: refused before it, taken on it (the date is exclusive)', () => {
    expect(refusal(() => place([eggs(1)], new Map([['EGGS-30', facts(out('2026-12-08'))]])))).toEqual({
      kind: 'conflict',
      code: 'OUT_OF_STOCK',
      message: 'Eggs, tray of 30 is out of stock until Dec 8.',
      issues: [],
    })
    const backFriday = new Map([['EGGS-30', facts(out('2026-12-04'))]])
    expect(place([eggs(1)], backFriday)[0]?.type).toBe('OrderPlaced')
    expect(refusal(() => place([eggs(1)], new Map([['EGGS-30', facts(out(null))]])))).toMatchObject({
      message: 'Eggs, tray of 30 is out of stock.',
    })
  })

  it('limited in total for the date: what the other orders hold counts', () => {
    const twoTaken = new Map([['EGGS-30', facts(limited(4, 'date'), 24)]])
    expect(refusal(() => place([eggs(3)], twoTaken))).toMatchObject({
      code: 'OVER_LIMIT',
      message: 'Only 2 cases of Eggs, tray of 30 left for Friday, Dec 4.',
    })
    expect(place([eggs(2)], twoTaken)[0]?.type).toBe('OrderPlaced')
    const allTaken = new Map([['EGGS-30', facts(limited(4, 'date'), 48)]])
    expect(refusal(() => place([eggs(1, 'pack')], allTaken))).toMatchObject({
      code: 'OVER_LIMIT',
      message: 'Eggs, tray of 30 is sold out for Friday, Dec 4.',
    })
  })

  it('limited per customer: only the customer’s own other orders count', () => {
    const perCustomer = new Map([['EGGS-30', facts(limited(2, 'customer'), 200, 12)]])
    expect(refusal(() => place([eggs(2)], perCustomer))).toMatchObject({
      code: 'OVER_LIMIT',
      message: 'Only 1 case of Eggs, tray of 30 left per customer for Friday, Dec 4.',
    })
    expect(place([eggs(12, 'pack')], perCustomer)[0]?.type).toBe('OrderPlaced')
  })

  it('a phone order by staff is refused alike', () => {
    const stock = new Map([['EGGS-30', facts(out(null))]])
    const staff = { placedBy: { userId: 4, name: 'Sam Reyes' } }
    expect(refusal(() => place([eggs(1)], stock, staff))).toMatchObject({ code: 'OUT_OF_STOCK' })
  })

  it('merging into the date’s open order judges only what is added', () => {
    const salt = new Map([['SALT-01', { ...facts(limited(1, 'customer')), heldByCustomer: 0 }]])
    const sameDate = {
      order: given(orderAggregate, fridaySaltOrder(21)),
      window: beforeCutoff,
      by: theCustomer,
      afterCutoffConfirmed: false,
    }
    // Salt: 10 packs a case on the order's line; 2 held, a limit of 1 case: 8 more fit, 9 do not.
    const more = (quantity: number) => [{ productId: 'SALT-01', quantity, quantityType: 'pack' as const }]
    expect(place(more(8), salt, { sameDate })[0]?.type).toBe('OrderChanged')
    expect(refusal(() => place(more(9), salt, { sameDate }))).toMatchObject({ code: 'OVER_LIMIT' })
  })
})

describe('changing an order: kept lines stay, added or increased ones are judged', () => {
  const order = given(orderAggregate, fridaySaltOrder(501))
  const change = (items: OrderItemRequest[], stock: Map<string, StockFacts>) =>
    decideOrder(
      {
        type: 'ChangeOrder',
        items,
        by: theCustomer,
        afterCutoffConfirmed: false,
        window: beforeCutoff,
        customer,
        products,
        stock,
      },
      order,
    )
  const saltOut = new Map([
    ['SALT-01', facts(out(null))],
    ['EGGS-30', facts({ status: 'available' })],
  ])
  const keptSalt = { productId: 'SALT-01', quantity: 2, quantityType: 'pack' as const }

  it('salt placed before it ran out stays when eggs are added, and may be cut', () => {
    expect(change([keptSalt, eggs(1)], saltOut)[0]?.type).toBe('OrderChanged')
    expect(change([{ ...keptSalt, quantity: 1 }], saltOut)[0]).toMatchObject({
      data: { lines: [{ ...saltLine, quantity: 1, lineTotalCents: 275 }] },
    })
  })

  it('more salt is refused while it is out', () => {
    expect(refusal(() => change([{ ...keptSalt, quantity: 3 }], saltOut))).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Sea salt is out of stock.',
    })
  })
})
