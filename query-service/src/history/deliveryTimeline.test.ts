import type { DomainEvent } from '@provender/events'
import { oliveOilCases } from '@provender/events/testing'
import { expect, it, describe as suite } from 'vitest'
import { clockTime, scheduleWords } from './deliveryTimeline.ts'
import { example, sayerIn } from './timeline.testing.ts'

const say = sayerIn('standing-order-5a0c1d2e-0000-4000-8000-000000000025')

suite("the customer's timeline: delivery days and moves", () => {
  it('says the days and their cut-off once when they share it', () => {
    expect(say(example('DeliveryScheduleSet'))).toEqual({
      kind: 'delivery',
      sentence: 'Delivery days set to Tuesday and Friday, orders by 10:00 pm the day before',
    })
  })

  it('says each day’s cut-off when they differ, and following the distributor’s', () => {
    const days = [
      { weekday: 3, cutoffDaysBefore: 2, cutoffTime: '14:30' },
      { weekday: 1, cutoffDaysBefore: 1, cutoffTime: '00:00' },
    ]
    expect(say(example('DeliveryScheduleSet', { days }))?.sentence).toBe(
      'Delivery days set to Monday (orders by 12:00 am the day before) and Wednesday (orders by 2:30 pm 2 days before)',
    )
    expect(say(example('DeliveryScheduleSet', { days: null }))?.sentence).toBe(
      'Delivery days set to follow the distributor’s',
    )
    expect(
      scheduleWords([1, 3, 5].map((weekday) => ({ weekday, cutoffDaysBefore: 1, cutoffTime: '12:00' }))),
    ).toBe('Monday, Wednesday and Friday, orders by 12:00 pm the day before')
    expect(clockTime('09:05')).toBe('9:05 am')
  })

  it('says an order moved, why, and whether outside the schedule', () => {
    expect(say(example('OrderMoved'))).toEqual({
      kind: 'delivery',
      orderId: 501,
      sentence: 'Order #501 moved from 2026-11-26 to 2026-11-27 (Thanksgiving)',
    })
    expect(say(example('OrderMoved', { fromDate: null, reason: ' ', outsideSchedule: true }))?.sentence).toBe(
      'Order #501 moved to 2026-11-27, outside the schedule',
    )
  })

  it('says the date an order is for, a staff exception, and what a standing order left out', () => {
    const placed = (extra: object): DomainEvent => ({
      type: 'OrderPlaced',
      data: {
        orderId: 41,
        customerId: 4,
        salesUserId: 2,
        lines: [oliveOilCases],
        totalCents: 9000,
        idempotencyKey: null,
        ...extra,
      },
    })
    expect(say(placed({ deliveryDate: '2026-12-01' }))?.sentence).toBe(
      'Order #41 placed for 2026-12-01: 1 line, total 90.00',
    )
    expect(
      say(
        placed({
          deliveryDate: '2026-12-02',
          outsideSchedule: true,
          placedBy: { userId: 2, name: 'Sam Reyes' },
        }),
      )?.sentence,
    ).toBe(
      'Order #41 placed by Sam Reyes for the customer for 2026-12-02, outside the delivery schedule: 1 line, total 90.00',
    )
    const standing = {
      standingOrderId: '5a0c1d2e-0000-4000-8000-000000000025',
      leftOut: [{ productId: 'GONE', name: 'Old cheese', reason: 'not-on-price-list' }],
    }
    expect(say(placed({ deliveryDate: '2026-12-01', standing }))).toEqual({
      kind: 'order',
      orderId: 41,
      sentence:
        'Order #41 placed by the standing order for 2026-12-01: 1 line, total 90.00; left out: Old cheese (not on price list)',
    })
  })
})

suite("the customer's timeline: standing orders", () => {
  it.each([
    ['StandingOrderCreated', 'Standing order created from order #501: 1 line, every week from 2026-12-01'],
    ['StandingOrderChanged', 'Standing order changed: 1 line, every other week'],
    ['StandingOrderPaused', 'Standing order paused'],
    ['StandingOrderResumed', 'Standing order resumed'],
    ['StandingOrderCancelled', 'Standing order cancelled'],
    ['StandingOrderSkipped', 'Standing order skipped for 2026-12-08'],
    ['StandingOrderUnskipped', 'Standing order no longer skipped for 2026-12-08'],
    ['StandingOrderDateEdited', 'Standing order for 2026-12-15 changed: 1 line'],
    ['StandingOrderPlaced', 'Standing order placed order #502 for 2026-12-01'],
    [
      'StandingOrderMissed',
      'Standing order not placed for 2026-12-22: its cut-off passed before it could be placed',
    ],
  ] as const)('%s', (type, sentence) => {
    expect(say(example(type))).toMatchObject({ kind: 'standing', sentence })
  })

  it('says a standing order that went into the order already open for its date added to it', () => {
    expect(say(example('StandingOrderPlaced', { merged: true }))).toMatchObject({
      kind: 'standing',
      orderId: 502,
      sentence: 'Standing order added its lines to order #502 for 2026-12-01',
    })
  })
})
