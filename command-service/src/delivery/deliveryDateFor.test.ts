import { type ClosureSpan, type DeliveryDay, DomainError } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { type DeliveryFacts, deliveryDateFor, moveOutsideSchedule } from './deliveryDateFor.ts'

const zone = 'America/Chicago'
// Blue Door: Tuesday and Friday, orders in by 10:00 pm the evening before.
const blueDoor: DeliveryDay[] = [
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
]
const stockTake: ClosureSpan = { from: '2026-12-04', to: '2026-12-04', reason: 'Stock-take' }
// Monday 30 November 2026, noon in Chicago.
const mondayNoon = new Date('2026-11-30T18:00:00Z')

const facts = (overrides: Partial<DeliveryFacts> = {}): DeliveryFacts => ({
  schedule: blueDoor,
  closures: [stockTake],
  now: mondayNoon,
  timeZone: zone,
  ...overrides,
})

/** The refusal a judgement ends in: its kind, words and the details beside them. */
function refused(judge: () => unknown) {
  try {
    judge()
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const refusal: Record<string, unknown> = { kind: error.kind, message: error.message, code: error.code }
    return { ...refusal, ...error.details }
  }
  throw new Error('Expected a refusal.')
}

const nextIsTuesday = { nextDeliveryDate: '2026-12-01', nextCutoff: '2026-12-01T04:00:00.000Z' }

describe('the delivery date an order is placed for', () => {
  it('not scheduled and no date asked for: no date, the spec as before', () => {
    expect(deliveryDateFor(null, facts({ schedule: null }), false)).toBeNull()
    expect(deliveryDateFor(null, facts({ schedule: null }), true)).toBeNull()
  })

  it('not scheduled but a date asked for: refused, unless staff confirm it', () => {
    expect(refused(() => deliveryDateFor('2026-12-02', facts({ schedule: null }), false))).toEqual({
      kind: 'conflict',
      message: 'This customer has no delivery days set.',
      code: 'DELIVERY_DATE_UNAVAILABLE',
      nextDeliveryDate: null,
      nextCutoff: null,
    })
    expect(deliveryDateFor('2026-12-02', facts({ schedule: null }), true)).toEqual({
      date: '2026-12-02',
      outsideSchedule: true,
    })
  })

  it('scheduled and no date asked for: the next one open', () => {
    expect(deliveryDateFor(null, facts(), false)).toEqual({ date: '2026-12-01', outsideSchedule: false })
    // After Monday's cut-off, Friday is closed: the Tuesday after.
    const mondayLate = new Date('2026-12-01T04:30:00Z')
    expect(deliveryDateFor(null, facts({ now: mondayLate }), false)?.date).toBe('2026-12-08')
  })

  it('no date open within a year: refused', () => {
    const longClosure: ClosureSpan = { from: '2026-11-30', to: '2028-01-01', reason: 'Sold' }
    expect(refused(() => deliveryDateFor(null, facts({ closures: [longClosure] }), false))).toMatchObject({
      message: 'No delivery date is open within the next year.',
      code: 'DELIVERY_DATE_UNAVAILABLE',
      nextDeliveryDate: null,
    })
  })

  it('a date open for orders is kept', () => {
    expect(deliveryDateFor('2026-12-08', facts(), false)).toEqual({
      date: '2026-12-08',
      outsideSchedule: false,
    })
    // Staff confirming a date that needs no exception: still inside the schedule.
    expect(deliveryDateFor('2026-12-01', facts(), true)).toEqual({
      date: '2026-12-01',
      outsideSchedule: false,
    })
  })

  it.each([
    ['not a delivery day', '2026-12-02', mondayNoon, '2026-12-02 is not a delivery day for this customer.'],
    ['closed', '2026-12-04', mondayNoon, 'No deliveries on 2026-12-04: Stock-take.'],
    [
      'past its cut-off',
      '2026-12-01',
      new Date('2026-12-01T04:00:00Z'),
      'Orders for 2026-12-01 closed at the cut-off.',
    ],
  ])('a date %s is refused with the next one open, unless staff confirm it', (_case, date, now, message) => {
    const judged = refused(() => deliveryDateFor(date, facts({ now }), false))
    expect(judged).toMatchObject({ kind: 'conflict', message, code: 'DELIVERY_DATE_UNAVAILABLE' })
    expect(judged.nextDeliveryDate).toMatch(/^2026-12-(01|08)$/)
    expect(deliveryDateFor(date, facts({ now }), true)).toEqual({ date, outsideSchedule: true })
  })

  it('says which date is next open beside the refusal', () => {
    expect(refused(() => deliveryDateFor('2026-12-02', facts(), false))).toMatchObject(nextIsTuesday)
  })

  it.each([
    ['a date that has passed', '2026-11-29', 'Choose a delivery date that has not passed.'],
    ['ten years ahead', '2036-12-02', 'Choose a delivery date within the next 366 days.'],
  ])('refuses %s as bad input, staff included', (_case, date, message) => {
    for (const schedule of [blueDoor, null]) {
      for (const confirmed of [false, true]) {
        expect(refused(() => deliveryDateFor(date, facts({ schedule }), confirmed))).toMatchObject({
          kind: 'invalid',
          message,
        })
      }
    }
  })

  it('holds the cut-off at 10:00 pm local on both sides of a daylight-saving change', () => {
    // Monday deliveries, cut-off 10:00 pm Sunday. Clocks fall back on Sunday 1 November 2026.
    const mondays = facts({
      schedule: [{ weekday: 1, cutoffDaysBefore: 1, cutoffTime: '22:00' }],
      closures: [],
    })
    const at = (iso: string) => ({ ...mondays, now: new Date(iso) })
    // Before: CDT, UTC-5, so 10:00 pm is 03:00 UTC.
    expect(deliveryDateFor('2026-10-26', at('2026-10-26T02:59:00Z'), false)?.date).toBe('2026-10-26')
    expect(refused(() => deliveryDateFor('2026-10-26', at('2026-10-26T03:00:00Z'), false))).toMatchObject({
      nextDeliveryDate: '2026-11-02',
      nextCutoff: '2026-11-02T04:00:00.000Z',
    })
    // After: CST, UTC-6, so 10:00 pm is 04:00 UTC; 03:30 UTC is 9:30 pm, still open.
    expect(deliveryDateFor('2026-11-02', at('2026-11-02T03:30:00Z'), false)?.date).toBe('2026-11-02')
    expect(refused(() => deliveryDateFor('2026-11-02', at('2026-11-02T04:00:00Z'), false))).toMatchObject({
      nextDeliveryDate: '2026-11-09',
    })
  })
})

describe('whether staff may move an order to a date', () => {
  it('a delivery day that is not closed is inside the schedule, even past its cut-off', () => {
    expect(moveOutsideSchedule('2026-12-01', facts({ now: new Date('2026-12-01T05:00:00Z') }), false)).toBe(
      false,
    )
  })

  it.each([
    ['not a delivery day', '2026-12-02', '2026-12-02 is not a delivery day for this customer.', '2026-12-08'],
    ['closed', '2026-12-04', 'No deliveries on 2026-12-04: Stock-take.', '2026-12-08'],
  ])(
    'a date %s needs the confirmation; the nearest open after it is offered',
    (_case, date, message, next) => {
      expect(refused(() => moveOutsideSchedule(date, facts(), false))).toMatchObject({
        kind: 'conflict',
        message,
        code: 'DELIVERY_DATE_UNAVAILABLE',
        nextDeliveryDate: next,
      })
      expect(moveOutsideSchedule(date, facts(), true)).toBe(true)
    },
  )

  it('a customer with no delivery days needs the confirmation', () => {
    expect(refused(() => moveOutsideSchedule('2026-12-02', facts({ schedule: null }), false))).toMatchObject({
      message: 'This customer has no delivery days set.',
    })
    expect(moveOutsideSchedule('2026-12-02', facts({ schedule: null }), true)).toBe(true)
  })

  it('a date that has passed is refused, confirmed or not', () => {
    expect(refused(() => moveOutsideSchedule('2026-11-29', facts(), true))).toMatchObject({
      kind: 'invalid',
      message: 'Choose a delivery date that has not passed.',
    })
  })
})
