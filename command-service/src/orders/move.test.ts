import type { DeliveryDay, DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import type { DeliveryFacts } from '../delivery/index.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideOrder } from './decide.ts'
import type { MoveOrder } from './move.ts'
import { orderAggregate } from './order.ts'

// Tuesday and Friday deliveries, orders in by 10:00 pm the evening before.
const blueDoor: DeliveryDay[] = [
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
]
// Tuesday 1 December 2026, 10:00 in Chicago: Tuesday's cut-off has passed.
const facts: DeliveryFacts = {
  schedule: blueDoor,
  closures: [{ from: '2026-12-04', to: '2026-12-04', reason: 'Stock-take' }],
  now: new Date('2026-12-01T16:00:00Z'),
  timeZone: 'America/Chicago',
}

const placed = (deliveryDate?: string): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 501,
    customerId: 12,
    salesUserId: 4,
    lines: [],
    totalCents: 0,
    idempotencyKey: null,
    ...(deliveryDate ? { deliveryDate, outsideSchedule: false } : {}),
  },
})
const fulfilled: DomainEvent = { type: 'OrderFulfilled', data: { orderId: 501, fulfilledBy: 4 } }

const move = (toDate: string, overrides: Partial<MoveOrder> = {}): MoveOrder => ({
  type: 'MoveOrder',
  toDate,
  reason: 'Closed for the stock-take',
  exceptionConfirmed: false,
  facts,
  ...overrides,
})

const moved = (fromDate: string | null, toDate: string, outsideSchedule = false): DomainEvent => ({
  type: 'OrderMoved',
  data: {
    orderId: 501,
    customerId: 12,
    fromDate,
    toDate,
    reason: 'Closed for the stock-take',
    outsideSchedule,
  },
})

describe('move an order to another delivery date', () => {
  it('to a delivery day: recorded with the date it leaves, its cut-off not checked', () => {
    expect(decideOrder(move('2026-12-01'), given(orderAggregate, placed('2026-12-04')))).toEqual([
      moved('2026-12-04', '2026-12-01'),
    ])
  })

  it('an order placed before delivery dates leaves no date', () => {
    expect(decideOrder(move('2026-12-08'), given(orderAggregate, placed()))).toEqual([
      moved(null, '2026-12-08'),
    ])
  })

  it('the same date again records nothing, even once fulfilled', () => {
    expect(decideOrder(move('2026-12-08'), given(orderAggregate, placed('2026-12-08')))).toEqual([])
    expect(decideOrder(move('2026-12-08'), given(orderAggregate, placed('2026-12-08'), fulfilled))).toEqual(
      [],
    )
  })

  it('outside the schedule: refused, unless staff confirm it, and then recorded so', () => {
    const state = given(orderAggregate, placed('2026-12-08'))
    expect(refusal(() => decideOrder(move('2026-12-04'), state))).toEqual({
      kind: 'conflict',
      message: 'No deliveries on 2026-12-04: Stock-take.',
      code: 'DELIVERY_DATE_UNAVAILABLE',
      issues: [],
    })
    expect(decideOrder(move('2026-12-04', { exceptionConfirmed: true }), state)).toEqual([
      moved('2026-12-08', '2026-12-04', true),
    ])
  })

  it('refuses a fulfilled order, a date that has passed, and an order that does not exist', () => {
    expect(
      refusal(() => decideOrder(move('2026-12-08'), given(orderAggregate, placed('2026-12-01'), fulfilled))),
    ).toMatchObject({
      kind: 'conflict',
      code: 'ORDER_FULFILLED',
      message: 'A fulfilled order cannot be moved.',
    })
    expect(
      refusal(() =>
        decideOrder(move('2026-11-27', { exceptionConfirmed: true }), given(orderAggregate, placed())),
      ),
    ).toMatchObject({
      kind: 'invalid',
      message: 'Choose a delivery date that has not passed.',
    })
    expect(refusal(() => decideOrder(move('2026-12-08'), given(orderAggregate)))).toMatchObject({
      kind: 'not-found',
      message: 'Order not found.',
    })
  })
})
