import { describe, expect, it } from 'vitest'
import { decideOrderRequirements, NO_REQUIREMENTS } from '../orderRequirements/orderRequirements.ts'
import type { OrderItemRequest, PlaceOrderFacts } from './decide.ts'
import { pricedLines } from './lines.ts'
import { customer, products, saltLine } from './orderScene.testing.ts'

// Blue Heron's price list: salt 3.10, eggs 4.50; its order holds 2 packs of salt at 2.75.
const facts = (substitutesAllowed?: boolean): PlaceOrderFacts => ({
  customer,
  products,
  requirements: { ...NO_REQUIREMENTS, ...(substitutesAllowed === undefined ? {} : { substitutesAllowed }) },
})
const eggs = (substituteAllowed?: boolean): OrderItemRequest => ({
  productId: 'EGGS-30',
  quantity: 1,
  quantityType: 'pack',
  ...(substituteAllowed === undefined ? {} : { substituteAllowed }),
})
const allowedOf = (items: OrderItemRequest[], f = facts(), kept = [saltLine]) =>
  pricedLines(items, kept, f, false).map((l) => [l.productId, l.substituteAllowed])

describe('"substitute allowed" per line: given the customer\'s default, when lines are priced, then', () => {
  it('a line says so itself; absent, the customer default decides; off is written as absent', () => {
    expect(allowedOf([eggs(true)])).toEqual([['EGGS-30', true]])
    expect(allowedOf([eggs()], facts(true))).toEqual([['EGGS-30', true]])
    expect(allowedOf([eggs(false)], facts(true))).toEqual([['EGGS-30', undefined]])
    expect(allowedOf([eggs()])).toEqual([['EGGS-30', undefined]])
    expect(allowedOf([eggs()], { customer, products })).toEqual([['EGGS-30', undefined]])
  })

  it('a kept line keeps its choice unless the change names one', () => {
    const salt = (substituteAllowed?: boolean): OrderItemRequest => ({
      productId: 'SALT-01',
      quantity: 3,
      quantityType: 'pack',
      ...(substituteAllowed === undefined ? {} : { substituteAllowed }),
    })
    const kept = [{ ...saltLine, substituteAllowed: true }]
    expect(allowedOf([salt()], facts(false), kept)).toEqual([['SALT-01', true]])
    expect(allowedOf([salt(false)], facts(true), kept)).toEqual([['SALT-01', undefined]])
  })
})

describe("the customer's default: given its requirements, when staff set them, then", () => {
  const set = (substitutesAllowed: boolean | undefined, state = NO_REQUIREMENTS) =>
    decideOrderRequirements(
      {
        type: 'SetOrderRequirements',
        customerId: 12,
        poNumberRequired: false,
        minimumOrderCents: null,
        substitutesAllowed,
      },
      state,
    )
  it('on is recorded; absent keeps it; off after on is recorded as false', () => {
    expect(set(true)).toEqual([
      {
        type: 'OrderRequirementsSet',
        data: { customerId: 12, poNumberRequired: false, minimumOrderCents: null, substitutesAllowed: true },
      },
    ])
    expect(set(undefined)).toEqual([])
    const on = { ...NO_REQUIREMENTS, substitutesAllowed: true }
    expect(set(undefined, on)).toEqual([])
    expect(set(false, on)).toMatchObject([{ data: { substitutesAllowed: false } }])
  })
})
