import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import {
  itRebuildsTheSameRows,
  type ProjectionSpec,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { deliveryProjection } from './projection.ts'
import { closuresFrom, customerSchedule } from './queries.ts'

const tuesdayFriday = [
  { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
]
const monday = [{ weekday: 1, cutoffDaysBefore: 2, cutoffTime: '14:00' }]

const schedule = (customerId: number | null, days: typeof monday | null): DomainEvent => ({
  type: 'DeliveryScheduleSet',
  data: { scope: customerId === null ? 'company' : 'customer', customerId, days },
})
const THANKSGIVING = '3f0c1d2e-0000-4000-8000-000000000025'
const STOCKTAKE = '3f0c1d2e-0000-4000-8000-000000000026'
const closure = (closureId: string, from: string, to: string, reason: string) =>
  ({ type: 'ClosureAdded', data: { closureId, from, to, reason } }) as const
const reopened = (closureId: string, from: string, to: string, reason: string) =>
  ({ type: 'ClosureRemoved', data: { closureId, from, to, reason } }) as const

describe('delivery read model: given events, the rows', () => {
  const spec = useProjectionSpec(deliveryProjection)

  it("keeps the company's days and a customer's own; a customer's null follows the company's", async () => {
    await spec.given('delivery-schedule-company', [schedule(null, monday)])
    await spec.given('delivery-schedule-customer-12', [schedule(12, tuesdayFriday)])
    await spec.given('delivery-schedule-customer-13', [schedule(13, monday), schedule(13, null)])
    expect(await spec.rows('rm_delivery_schedules', 'scope_key')).toEqual([
      { scope_key: 'company', customer_id: null, days: monday },
      { scope_key: 'customer:12', customer_id: 12, days: tuesdayFriday },
    ])
    // Read back: by weekday, the customer's own in force; the other follows the company's.
    expect(await customerSchedule(spec.knex, 12)).toEqual({
      days: [tuesdayFriday[1], tuesdayFriday[0]],
      own: [tuesdayFriday[1], tuesdayFriday[0]],
      inherited: false,
    })
    expect(await customerSchedule(spec.knex, 13)).toEqual({ days: monday, own: null, inherited: true })
  })

  it('the company without days: nobody is scheduled but customers with their own', async () => {
    await spec.given('delivery-schedule-company', [schedule(null, null)])
    expect(await customerSchedule(spec.knex, 13)).toEqual({ days: null, own: null, inherited: true })
    expect((await customerSchedule(spec.knex, 12)).inherited).toBe(false)
  })

  it('keeps closures until removed, and drops a deleted customer’s days', async () => {
    await spec.given('closures', [
      closure(THANKSGIVING, '2026-11-26', '2026-11-26', 'Thanksgiving'),
      closure(STOCKTAKE, '2027-01-04', '2027-01-05', 'Stock-take'),
      reopened(STOCKTAKE, '2027-01-04', '2027-01-05', 'Stock-take'),
      closure(STOCKTAKE, '2027-01-11', '2027-01-12', 'Stock-take'),
    ])
    await spec.given('customer-12', [{ type: 'CustomerDeleted', data: { customerId: 12 } }])
    expect(await spec.rows('rm_closures', 'from_date')).toEqual([
      {
        id: THANKSGIVING,
        from_date: '2026-11-26',
        to_date: '2026-11-26',
        reason: 'Thanksgiving',
        standing_move: 'next',
        added_at: null,
      },
      {
        id: STOCKTAKE,
        from_date: '2027-01-11',
        to_date: '2027-01-12',
        reason: 'Stock-take',
        standing_move: 'next',
        added_at: null,
      },
    ])
    expect(await closuresFrom(spec.knex, '2026-12-01')).toEqual([
      { from: '2027-01-11', to: '2027-01-12', reason: 'Stock-take' },
    ])
    expect(await spec.rows('rm_delivery_schedules', 'scope_key')).toEqual([
      { scope_key: 'company', customer_id: null, days: null },
    ])
  })

  it('keeps where a closure moves standing orders and when it was added, and the default (issue 36)', async () => {
    const CHRISTMAS = '3f0c1d2e-0000-4000-8000-000000000027'
    await spec.given('closures', [
      {
        type: 'ClosureAdded',
        data: {
          closureId: CHRISTMAS,
          from: '2026-12-25',
          to: '2026-12-25',
          reason: 'Christmas',
          standingMove: 'previous',
          addedAt: '2026-11-20T15:00:00.000Z',
        },
      },
      { type: 'ClosureStandingMoveSet', data: { standingMove: 'previous' } },
    ])
    const row = (await spec.rows('rm_closures', 'from_date')).find((r) => r.id === CHRISTMAS)
    expect(row).toMatchObject({ standing_move: 'previous', added_at: new Date('2026-11-20T15:00:00.000Z') })
    expect(await spec.rows('rm_closure_settings', 'scope_key')).toEqual([
      { scope_key: 'company', standing_move: 'previous' },
    ])
  })

  it('the log applied again from its start changes no row', async () => {
    const before = [
      await spec.rows('rm_delivery_schedules', 'scope_key'),
      await spec.rows('rm_closures', 'id'),
    ]
    await spec.knex('projection_checkpoints').where({ name: 'delivery' }).delete()
    await spec.project()
    expect([
      await spec.rows('rm_delivery_schedules', 'scope_key'),
      await spec.rows('rm_closures', 'id'),
    ]).toEqual(before)
  })
})

describe('delivery read model: a rebuild gives the same rows', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15))
  const history: [stream: string, events: DomainEvent[], at: Date][] = [
    ['delivery-schedule-company', [schedule(null, tuesdayFriday)], at(1)],
    ['delivery-schedule-customer-7', [schedule(7, monday)], at(2)],
    ['delivery-schedule-customer-8', [schedule(8, monday)], at(2)],
    ['closures', [closure(THANKSGIVING, '2026-11-26', '2026-11-27', 'Thanksgiving')], at(3)],
    ['delivery-schedule-customer-7', [schedule(7, null)], at(4)],
    ['customer-8', [{ type: 'CustomerDeleted', data: { customerId: 8 } }], at(5)],
    ['closures', [closure(STOCKTAKE, '2027-01-04', '2027-01-04', 'Stock-take')], at(6)],
    ['closures', [reopened(THANKSGIVING, '2026-11-26', '2026-11-27', 'Thanksgiving')], at(7)],
    ['delivery-schedule-customer-9', [schedule(9, tuesdayFriday), schedule(9, monday)], at(8)],
  ]
  const snapshot = async (of: ProjectionSpec) => ({
    schedules: await of.rows('rm_delivery_schedules', 'scope_key'),
    closures: await of.rows('rm_closures', 'id'),
  })
  itRebuildsTheSameRows(deliveryProjection, history, snapshot, {
    title: 'what stands at the end',
    check: (rows) =>
      expect(rows).toEqual({
        schedules: [
          { scope_key: 'company', customer_id: null, days: tuesdayFriday },
          { scope_key: 'customer:9', customer_id: 9, days: monday },
        ],
        closures: [
          {
            id: STOCKTAKE,
            from_date: '2027-01-04',
            to_date: '2027-01-04',
            reason: 'Stock-take',
            standing_move: 'next',
            added_at: null,
          },
        ],
      }),
  })
})
