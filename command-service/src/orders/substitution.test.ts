import type { DomainEvent, OrderLine } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideOrder, type FulfilOrder } from './decide.ts'
import { orderAggregate } from './order.ts'
import { fridaySaltOrder, saltLine } from './orderScene.testing.ts'
import type { SubstitutionFacts } from './substitution.ts'

// Given Friday's order: 2 packs of sea salt at 2.75 (the customer allowed a substitute) and
// 3 packs of eggs at 4.50 (it did not). Staff named Flaky salt (FLAKE) for salt and eggs.
const eggsLine: OrderLine = {
  productId: 'EGGS-30',
  name: 'Eggs, tray of 30',
  unitType: 'quantity',
  packsPerCase: 12,
  quantityType: 'pack',
  quantity: 3,
  unitPriceCents: 450,
  lineTotalCents: 1350,
}
const placed = fridaySaltOrder(501)
if (placed.type !== 'OrderPlaced') throw new Error('the scene places an order')
const placedWithEggs: DomainEvent = {
  type: 'OrderPlaced',
  data: { ...placed.data, lines: [{ ...saltLine, substituteAllowed: true }, eggsLine], totalCents: 1900 },
}
const order = given(orderAggregate, placedWithEggs)
const facts: SubstitutionFacts = {
  named: new Map([
    ['SALT-01', ['FLAKE', 'GREY']],
    ['EGGS-30', ['FLAKE']],
  ]),
  // FLAKE at the customer's price (negotiated 3.40), worked out by the use case; GREY was deleted.
  products: new Map([
    ['FLAKE', { name: 'Flaky salt', unitType: 'quantity', packsPerCase: 6, unitPriceCents: 340 }],
  ]),
}
const fulfil = (shipped: FulfilOrder['shipped'], state = order) =>
  decideOrder(
    { type: 'FulfilOrder', fulfilledBy: 4, shipped, tolerancePercent: 10, substitutions: facts },
    state,
  )
const flake = (quantity: number) => ({ productId: 'FLAKE', quantityType: 'pack' as const, quantity })

describe('substitution at fulfilment: given the order, when staff fulfil, then', () => {
  it("a short line whose customer allowed it ships a named substitute at the customer's price", () => {
    expect(fulfil([{ productId: 'SALT-01', quantity: 0, substitute: flake(2) }])).toEqual([
      {
        type: 'OrderFulfilled',
        data: {
          orderId: 501,
          fulfilledBy: 4,
          shipped: [
            {
              productId: 'SALT-01',
              quantity: 0,
              lineTotalCents: 0,
              substitute: {
                productId: 'FLAKE',
                name: 'Flaky salt',
                unitType: 'quantity',
                packsPerCase: 6,
                quantityType: 'pack',
                quantity: 2,
                unitPriceCents: 340,
                lineTotalCents: 680,
              },
            },
            { productId: 'EGGS-30', quantity: 3, lineTotalCents: 1350 },
          ],
          // 0 of salt, 6.80 of flaky salt, 13.50 of eggs.
          finalTotalCents: 2030,
        },
      },
    ] satisfies DomainEvent[])
  })

  it('part of the line and a case of the substitute: each at its own price', () => {
    const [event] = fulfil([
      { productId: 'SALT-01', quantity: 1, substitute: { ...flake(1), quantityType: 'case' } },
    ])
    expect(event?.type === 'OrderFulfilled' && event.data).toMatchObject({
      shipped: [{ quantity: 1, lineTotalCents: 275, substitute: { quantity: 1, lineTotalCents: 2040 } }, {}],
      finalTotalCents: 275 + 2040 + 1350,
    })
  })

  it('refused with 409: the customer did not allow it, not a named substitute, or a deleted one', () => {
    expect(
      refusal(() => fulfil([{ productId: 'EGGS-30', quantity: 0, substitute: flake(2) }])),
    ).toMatchObject({
      kind: 'conflict',
      code: 'SUBSTITUTE_NOT_ALLOWED',
      message: 'The customer did not allow a substitute for Eggs, tray of 30.',
    })
    expect(
      refusal(() =>
        fulfil([{ productId: 'SALT-01', quantity: 0, substitute: { ...flake(2), productId: 'EGGS-30' } }]),
      ),
    ).toMatchObject({
      kind: 'conflict',
      code: 'NOT_A_SUBSTITUTE',
      message: 'EGGS-30 is not a named substitute for Sea salt.',
    })
    expect(
      refusal(() =>
        fulfil([{ productId: 'SALT-01', quantity: 0, substitute: { ...flake(2), productId: 'GREY' } }]),
      ),
    ).toMatchObject({ kind: 'conflict', code: 'NOT_A_SUBSTITUTE' })
  })

  it('refused: a line that shipped in full, or a substitute in a unit or amount it cannot ship in', () => {
    expect(
      refusal(() => fulfil([{ productId: 'SALT-01', quantity: 2, substitute: flake(1) }])),
    ).toMatchObject({
      kind: 'conflict',
      code: 'NOT_SHORT',
    })
    expect(
      refusal(() =>
        fulfil([{ productId: 'SALT-01', quantity: 0, substitute: { ...flake(2), quantityType: 'weight' } }]),
      ),
    ).toMatchObject({ kind: 'invalid', message: 'Flaky salt cannot ship by the pound.' })
    expect(
      refusal(() => fulfil([{ productId: 'SALT-01', quantity: 0, substitute: flake(1.5) }])),
    ).toMatchObject({
      kind: 'invalid',
      message: 'Enter a whole number above 0 for Flaky salt.',
    })
  })

  it('a repeat with the same substitute appends nothing; another amount is refused', () => {
    const [event] = fulfil([{ productId: 'SALT-01', quantity: 0, substitute: flake(2) }])
    if (!event) throw new Error('fulfilled')
    const done = given(orderAggregate, placedWithEggs, event)
    expect(fulfil([{ productId: 'SALT-01', quantity: 0, substitute: flake(2) }], done)).toEqual([])
    expect(
      refusal(() => fulfil([{ productId: 'SALT-01', quantity: 0, substitute: flake(3) }], done)),
    ).toMatchObject({
      code: 'ALREADY_FULFILLED',
    })
  })
})
