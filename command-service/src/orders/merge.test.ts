import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideOrder, type OrderItemRequest, type PlaceOrder, SEPARATE_ORDER_STAFF_ONLY } from './decide.ts'
import type { SameDateOrder } from './merge.ts'
import { orderAggregate } from './order.ts'
import {
  afterCutoff,
  beforeCutoff,
  customer,
  fridaySaltOrder,
  products,
  rep,
  saltLine,
  theCustomer,
} from './orderScene.testing.ts'

const placed21 = fridaySaltOrder(21)
/** Three packs of eggs as a merge adds them: priced now, at the customer's 4.50. */
const threeEggsAdded = {
  ...saltLine,
  productId: 'EGGS-30',
  name: 'Eggs, tray of 30',
  packsPerCase: 12,
  quantity: 3,
  unitPriceCents: 450,
  lineTotalCents: 1350,
}

const holding = (...events: DomainEvent[]): SameDateOrder => ({
  order: given(orderAggregate, placed21, ...events),
  window: beforeCutoff,
  by: theCustomer,
  afterCutoffConfirmed: false,
})

/** When: a placement for Friday (a new order id, 22) with the order holding the date read. */
const placeForFriday = (items: OrderItemRequest[], overrides: Partial<PlaceOrder> = {}) =>
  decideOrder(
    {
      type: 'PlaceOrder',
      orderId: 22,
      customerId: 12,
      items,
      idempotencyKey: 'tap-2',
      orderingOpen: true,
      delivery: { date: '2026-12-04', outsideSchedule: false },
      sameDate: holding(),
      customer,
      products,
      ...overrides,
    },
    given(orderAggregate),
  )

const eggs: OrderItemRequest = { productId: 'EGGS-30', quantity: 3, quantityType: 'pack' }
const salt: OrderItemRequest = { productId: 'SALT-01', quantity: 1, quantityType: 'pack' }

describe('placing for a date the customer already has an open order for', () => {
  it('adds the lines to that order, saying so, instead of a second order', () => {
    const [event, ...more] = placeForFriday([eggs])
    expect(more).toEqual([])
    expect(event).toEqual({
      type: 'OrderChanged',
      data: {
        orderId: 21,
        customerId: 12,
        // The kept line keeps 2.75; the added one is priced now, at the customer's 4.50.
        lines: [saltLine, threeEggsAdded],
        totalCents: 1900,
        changedBy: theCustomer,
        afterCutoff: false,
        merged: {
          deliveryDate: '2026-12-04',
          idempotencyKey: 'tap-2',
          added: [threeEggsAdded],
        },
      },
    })
  })

  it('adds the quantity of a product already on it in the same unit, at the price it was sold at', () => {
    const [event] = placeForFriday([salt])
    expect(event?.type === 'OrderChanged' && event.data.lines).toEqual([
      { ...saltLine, quantity: 3, lineTotalCents: 825 },
    ])
  })

  it('refuses the same product in another unit: an order holds one line per product', () => {
    const refused = refusal(() =>
      placeForFriday([{ productId: 'SALT-01', quantity: 1, quantityType: 'case' }]),
    )
    expect(refused).toMatchObject({ kind: 'conflict', code: 'UNIT_MISMATCH' })
    expect(refused.message).toBe(
      'Sea salt is already on order #21 by the pack; order it that way or change the order.',
    )
  })

  it.each([
    [
      'cancelled',
      {
        type: 'OrderCancelled',
        data: { orderId: 21, customerId: 12, cancelledBy: theCustomer, reason: '', afterCutoff: false },
      },
    ],
    ['fulfilled', { type: 'OrderFulfilled', data: { orderId: 21, fulfilledBy: 1 } }],
  ] as const)('a %s order on the date takes nothing: a new order is placed', (_, event) => {
    const [placed] = placeForFriday([eggs], { sameDate: holding(event as DomainEvent) })
    expect(placed).toMatchObject({ type: 'OrderPlaced', data: { orderId: 22, deliveryDate: '2026-12-04' } })
  })

  it('staff keep a second order on purpose with separateOrder', () => {
    const [placed] = placeForFriday([eggs], {
      placedBy: { userId: 4, name: 'Sam Reyes' },
      sameDate: { ...holding(), by: rep },
      separateOrder: true,
    })
    expect(placed).toMatchObject({ type: 'OrderPlaced', data: { orderId: 22, placedBy: { userId: 4 } } })
  })

  it('a customer cannot ask for a separate order', () => {
    expect(refusal(() => placeForFriday([eggs], { separateOrder: true }))).toEqual({
      kind: 'forbidden',
      message: SEPARATE_ORDER_STAFF_ONLY,
      code: undefined,
      issues: [],
    })
  })

  it("is refused to a customer after the date's cut-off, naming who to call", () => {
    const late = { ...holding(), window: afterCutoff }
    expect(refusal(() => placeForFriday([eggs], { sameDate: late }))).toMatchObject({
      kind: 'conflict',
      code: 'CUTOFF_PASSED',
      message:
        'Orders for 2026-12-04 closed at the cut-off; to change or cancel this order, call Sam Reyes at 555-0104.',
    })
  })

  it('is made by staff after the cut-off once they confirm it, and recorded as late', () => {
    const late = { ...holding(), window: afterCutoff, by: rep, afterCutoffConfirmed: true }
    const [event] = placeForFriday([eggs], { placedBy: { userId: 4, name: 'Sam Reyes' }, sameDate: late })
    expect(event).toMatchObject({
      type: 'OrderChanged',
      data: { orderId: 21, changedBy: rep, afterCutoff: true },
    })
  })
})
