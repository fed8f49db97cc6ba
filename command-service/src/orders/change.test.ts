import type { DomainEvent, OrderActor } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { type CancelOrder, type ChangeOrder, closedForCustomer } from './change.ts'
import { customerMayChange } from './changeOrder.ts'
import { decideOrder, type OrderItemRequest } from './decide.ts'
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

const placed = fridaySaltOrder(501)
const admin: OrderActor = { userId: 1, name: 'Ada Admin', role: 'admin' }
const open = beforeCutoff
const closed = afterCutoff

const change = (items: OrderItemRequest[], overrides: Partial<ChangeOrder> = {}): ChangeOrder => ({
  type: 'ChangeOrder',
  items,
  by: theCustomer,
  afterCutoffConfirmed: false,
  window: open,
  customer,
  products,
  ...overrides,
})
const cancel = (overrides: Partial<CancelOrder> = {}): CancelOrder => ({
  type: 'CancelOrder',
  by: theCustomer,
  afterCutoffConfirmed: false,
  reason: '',
  window: open,
  ...overrides,
})
const moreSaltAndEggs: OrderItemRequest[] = [
  { productId: 'SALT-01', quantity: 1, quantityType: 'case' },
  { productId: 'EGGS-30', quantity: 2, quantityType: 'pack' },
]

describe('changing an order', () => {
  it('before the cut-off: kept lines keep their price, added lines take today’s', () => {
    const events = decideOrder(change(moreSaltAndEggs), given(orderAggregate, placed))
    expect(events).toEqual([
      {
        type: 'OrderChanged',
        data: {
          orderId: 501,
          customerId: 12,
          lines: [
            { ...saltLine, quantityType: 'case', quantity: 1, lineTotalCents: 2750 },
            {
              productId: 'EGGS-30',
              name: 'Eggs, tray of 30',
              unitType: 'quantity',
              packsPerCase: 12,
              quantityType: 'pack',
              quantity: 2,
              unitPriceCents: 450,
              lineTotalCents: 900,
            },
          ],
          totalCents: 3650,
          changedBy: theCustomer,
          afterCutoff: false,
        },
      },
    ])
    // The state follows: the new lines, the new total, one change more.
    const after = given(orderAggregate, placed, ...events)
    expect(after).toMatchObject({ totalCents: 3650, version: 1 })
  })

  it('the same lines again record nothing (a retry)', () => {
    const items: OrderItemRequest[] = [{ productId: 'SALT-01', quantity: 2, quantityType: 'pack' }]
    expect(decideOrder(change(items), given(orderAggregate, placed))).toEqual([])
  })

  it('follows the placing rules: a product twice, off the price list, a bad quantity or unit', () => {
    const order = given(orderAggregate, placed)
    const refused = (items: OrderItemRequest[]) => refusal(() => decideOrder(change(items), order)).message
    expect(refused([moreSaltAndEggs[0]!, moreSaltAndEggs[0]!])).toBe(
      'Product SALT-01 appears twice in the order.',
    )
    expect(refused([{ productId: 'MILK-02', quantity: 1, quantityType: 'pack' }])).toBe(
      'Product MILK-02 is not on your price list.',
    )
    expect(refused([{ productId: 'SALT-01', quantity: 1.5, quantityType: 'pack' }])).toBe(
      'Enter a whole number above 0 for Sea salt.',
    )
    expect(refused([{ productId: 'SALT-01', quantity: 1, quantityType: 'weight' }])).toBe(
      'Sea salt cannot be ordered by the pound.',
    )
  })

  it('after the cut-off a customer is told why and whom to call', () => {
    expect(
      refusal(() => decideOrder(change(moreSaltAndEggs, { window: closed }), given(orderAggregate, placed))),
    ).toEqual({
      kind: 'conflict',
      code: 'CUTOFF_PASSED',
      message:
        'Orders for 2026-12-04 closed at the cut-off; to change or cancel this order, call Sam Reyes at 555-0104.',
      issues: [],
    })
    expect(closedForCustomer({ open: false, deliveryDate: null, contact: null })).toBe(
      'Ordering is closed right now; to change or cancel this order, call your sales rep.',
    )
  })

  it('after the cut-off staff change it only when they confirm, and the event says so', () => {
    const order = given(orderAggregate, placed)
    for (const by of [admin, rep]) {
      expect(refusal(() => decideOrder(change(moreSaltAndEggs, { by, window: closed }), order)).code).toBe(
        'CONFIRMATION_REQUIRED',
      )
      const [event] = decideOrder(
        change(moreSaltAndEggs, { by, window: closed, afterCutoffConfirmed: true }),
        order,
      )
      expect(event).toMatchObject({ type: 'OrderChanged', data: { changedBy: by, afterCutoff: true } })
    }
  })

  it('a copy made before another change is refused as stale, so no line is lost silently', () => {
    const first = decideOrder(change(moreSaltAndEggs, { version: 0 }), given(orderAggregate, placed))
    const second = change([{ productId: 'SALT-01', quantity: 5, quantityType: 'pack' }], { version: 0 })
    expect(refusal(() => decideOrder(second, given(orderAggregate, placed, ...first))).code).toBe('STALE')
    expect(decideOrder({ ...second, version: 1 }, given(orderAggregate, placed, ...first))).toHaveLength(1)
  })

  it('a fulfilled or cancelled order cannot be changed, whoever asks', () => {
    const fulfilled: DomainEvent = { type: 'OrderFulfilled', data: { orderId: 501, fulfilledBy: 1 } }
    const cancelled = decideOrder(cancel(), given(orderAggregate, placed))
    for (const by of [theCustomer, admin]) {
      const command = change(moreSaltAndEggs, { by, afterCutoffConfirmed: true })
      expect(refusal(() => decideOrder(command, given(orderAggregate, placed, fulfilled))).code).toBe(
        'ORDER_FULFILLED',
      )
      expect(refusal(() => decideOrder(command, given(orderAggregate, placed, ...cancelled))).code).toBe(
        'ORDER_CANCELLED',
      )
    }
  })

  it('an order that does not exist is not found', () => {
    expect(refusal(() => decideOrder(change(moreSaltAndEggs), given(orderAggregate))).kind).toBe('not-found')
  })
})

describe('cancelling an order', () => {
  it('before the cut-off by the customer, with why; again records nothing', () => {
    const events = decideOrder(cancel({ reason: 'Closed for a burst pipe' }), given(orderAggregate, placed))
    expect(events).toEqual([
      {
        type: 'OrderCancelled',
        data: {
          orderId: 501,
          customerId: 12,
          cancelledBy: theCustomer,
          reason: 'Closed for a burst pipe',
          afterCutoff: false,
        },
      },
    ])
    expect(decideOrder(cancel(), given(orderAggregate, placed, ...events))).toEqual([])
  })

  it('after the cut-off: the customer is refused, staff confirm', () => {
    const order = given(orderAggregate, placed)
    expect(refusal(() => decideOrder(cancel({ window: closed }), order)).code).toBe('CUTOFF_PASSED')
    expect(refusal(() => decideOrder(cancel({ by: rep, window: closed }), order)).code).toBe(
      'CONFIRMATION_REQUIRED',
    )
    expect(decideOrder(cancel({ by: rep, window: closed, afterCutoffConfirmed: true }), order)).toMatchObject(
      [{ type: 'OrderCancelled', data: { afterCutoff: true } }],
    )
  })

  it('a cancelled order is neither fulfilled nor moved', () => {
    const cancelled = given(orderAggregate, placed, ...decideOrder(cancel(), given(orderAggregate, placed)))
    const fulfil = { type: 'FulfilOrder', fulfilledBy: 1, shipped: null, tolerancePercent: 10 } as const
    expect(refusal(() => decideOrder(fulfil, cancelled)).code).toBe('ORDER_CANCELLED')
  })
})

describe('until when the customer may change its order', () => {
  const schedule = [{ weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' }]
  const facts = (now: string) => ({
    schedule,
    closures: [],
    now: new Date(now),
    timeZone: 'America/New_York',
  })

  it('a dated order: until its cut-off (Thursday 10 pm for a Friday)', () => {
    expect(customerMayChange('2026-12-04', facts('2026-12-04T02:59:00Z'), false)).toBe(true)
    expect(customerMayChange('2026-12-04', facts('2026-12-04T03:00:00Z'), true)).toBe(false)
  })

  it('a date off the schedule (placed by staff): until that day begins', () => {
    expect(customerMayChange('2026-12-03', facts('2026-12-03T04:59:00Z'), false)).toBe(true)
    expect(customerMayChange('2026-12-03', facts('2026-12-03T05:00:00Z'), true)).toBe(false)
  })

  it('an order without a date: while the ordering window is open', () => {
    expect(customerMayChange(null, facts('2026-12-04T03:00:00Z'), true)).toBe(true)
    expect(customerMayChange(null, facts('2026-12-04T03:00:00Z'), false)).toBe(false)
  })
})
