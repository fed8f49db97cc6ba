import type { Availability, DomainEvent, OrderLine } from '@provender/events'
import { oliveOilCases } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import type { DeliveryFacts } from '../delivery/index.ts'
import { given, refusal } from '../shared/givenWhenThen.ts'
import type { StockFacts } from '../stock/claims.ts'
import { decideOrder } from './decide.ts'
import type { MoveOrder } from './move.ts'
import { orderAggregate } from './order.ts'

// Tuesday and Friday deliveries; Tuesday 1 December 2026 in Chicago. The order is on Tuesday 8th
// and moves to Friday 4th (2 cases of olive oil, 6 packs a case).
const facts: DeliveryFacts = {
  schedule: [
    { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
    { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  ],
  closures: [],
  now: new Date('2026-12-01T16:00:00Z'),
  timeZone: 'America/Chicago',
}
const oil: OrderLine = oliveOilCases
const placed: DomainEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 501,
    customerId: 12,
    salesUserId: 4,
    lines: [oil],
    totalCents: oil.lineTotalCents,
    idempotencyKey: null,
    deliveryDate: '2026-12-08',
    outsideSchedule: false,
  },
}
const friday = (availability: Availability, heldByDate = 0, heldByCustomer = 0): Map<string, StockFacts> =>
  new Map([
    [
      'OIL',
      {
        availability,
        date: '2026-12-04',
        dateText: 'Friday, Dec 4',
        heldByDate,
        heldByCustomer,
        streamId: 'stock-2026-12-04-OIL',
        revision: -1,
      },
    ],
  ])
const move = (stock?: Map<string, StockFacts>): MoveOrder => ({
  type: 'MoveOrder',
  toDate: '2026-12-04',
  reason: '',
  exceptionConfirmed: false,
  facts,
  ...(stock ? { stock } : {}),
})
const limited = (quantity: number, per: 'customer' | 'date'): Availability => ({
  status: 'limited',
  quantity,
  unit: 'case',
  per,
})
const order = () => given(orderAggregate, placed)

describe('a move judges the stock of the date it goes to, as placing does', () => {
  it('refuses a line out of stock on the new date, with the reason placing gives', () => {
    const out: Availability = { status: 'out', until: '2026-12-08' }
    expect(refusal(() => decideOrder(move(friday(out)), order()))).toEqual({
      kind: 'conflict',
      message: 'Olive oil is out of stock until Dec 8.',
      code: 'OUT_OF_STOCK',
      issues: [],
    })
  })

  it('refuses a line past what is left for the new date, in packs, all of it judged (it held none there)', () => {
    expect(refusal(() => decideOrder(move(friday(limited(3, 'date'), 12)), order()))).toMatchObject({
      code: 'OVER_LIMIT',
      message: 'Only 1 case of Olive oil left for Friday, Dec 4.',
    })
    expect(refusal(() => decideOrder(move(friday(limited(2, 'customer'), 30, 12)), order()))).toMatchObject({
      code: 'OVER_LIMIT',
      message: 'Olive oil is sold out for Friday, Dec 4.',
    })
  })

  it('moves when the new date has the stock', () => {
    const events = decideOrder(move(friday(limited(4, 'date'), 12)), order())
    expect(events.map((e) => e.type)).toEqual(['OrderMoved'])
    expect(decideOrder(move(friday({ status: 'out', until: '2026-12-04' })), order())).toHaveLength(1)
  })
})
