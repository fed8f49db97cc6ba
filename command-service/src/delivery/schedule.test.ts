import type { DeliveryDay, DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideDeliverySchedule, deliveryScheduleAggregate } from './schedule.ts'

const tuesday: DeliveryDay = { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' }
const friday: DeliveryDay = { weekday: 5, cutoffDaysBefore: 2, cutoffTime: '18:00' }

const companySet = (days: DeliveryDay[] | null): DomainEvent => ({
  type: 'DeliveryScheduleSet',
  data: { scope: 'company', customerId: null, days },
})
const setCompany = (days: DeliveryDay[] | null) =>
  ({ type: 'SetDeliverySchedule', scope: 'company', customerId: null, days }) as const

describe('delivery schedule aggregate', () => {
  it('starts with no days: not scheduled, or following the company', () => {
    expect(given(deliveryScheduleAggregate)).toEqual({ days: null })
  })

  it('the latest setting wins, none included', () => {
    expect(given(deliveryScheduleAggregate, companySet([tuesday]))).toEqual({ days: [tuesday] })
    expect(given(deliveryScheduleAggregate, companySet([tuesday]), companySet(null))).toEqual({ days: null })
  })

  it('ignores events of other streams', () => {
    const state = given(deliveryScheduleAggregate, companySet([tuesday]))
    expect(
      deliveryScheduleAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 1 } }),
    ).toBe(state)
  })
})

describe('set a delivery schedule', () => {
  it('records the days in weekday order', () => {
    expect(decideDeliverySchedule(setCompany([friday, tuesday]), given(deliveryScheduleAggregate))).toEqual([
      companySet([tuesday, friday]),
    ])
  })

  it("records a customer's own days under its id", () => {
    const command = {
      type: 'SetDeliverySchedule',
      scope: 'customer',
      customerId: 12,
      days: [tuesday],
    } as const
    expect(decideDeliverySchedule(command, given(deliveryScheduleAggregate))).toEqual([
      { type: 'DeliveryScheduleSet', data: { scope: 'customer', customerId: 12, days: [tuesday] } },
    ])
  })

  it.each([
    ['the same days again, in another order', [companySet([tuesday, friday])], [friday, tuesday]],
    ['none for a schedule never set', [], null],
    ['none again', [companySet([tuesday]), companySet(null)], null],
  ])('%s appends nothing', (_case, past, days) => {
    expect(decideDeliverySchedule(setCompany(days), given(deliveryScheduleAggregate, ...past))).toEqual([])
  })

  it('going back to none is recorded', () => {
    const state = given(deliveryScheduleAggregate, companySet([tuesday]))
    expect(decideDeliverySchedule(setCompany(null), state)).toEqual([companySet(null)])
  })

  it.each([
    ['an empty weekday set', [], 'Choose at least one delivery day.'],
    ['a weekday twice', [tuesday, { ...tuesday, cutoffTime: '08:00' }], 'Each weekday can appear only once.'],
    [
      'a cut-off on the delivery day itself',
      [{ ...tuesday, cutoffDaysBefore: 0 }],
      'A cut-off must come before its delivery day: at least 1 day before.',
    ],
    [
      'a cut-off after the delivery',
      [{ ...tuesday, cutoffDaysBefore: -1 }],
      'A cut-off must come before its delivery day: at least 1 day before.',
    ],
  ])('refuses %s', (_case, days, message) => {
    expect(refusal(() => decideDeliverySchedule(setCompany(days), given(deliveryScheduleAggregate)))).toEqual(
      {
        kind: 'invalid',
        message,
        code: undefined,
        issues: [message],
      },
    )
  })
})
