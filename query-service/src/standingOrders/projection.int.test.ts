import type { DomainEvent } from '@provender/events'
import { PostgresEventStore } from '@provender/server-kit'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type ProjectionSpec,
  projectedRows,
  type SpecHistory,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { replayRun } from '../projections/replay.ts'
import { standingOrdersDueReadModel } from './duePort.ts'
import { standingOrdersProjection } from './projection.ts'

const A = '0b6f3a39-7d4c-4f5e-9a61-000000000001'
const B = '0b6f3a39-7d4c-4f5e-9a61-000000000002'
const C = '0b6f3a39-7d4c-4f5e-9a61-000000000003'
const CLOSURE = '7c1d2e3f-4a5b-4c6d-8e7f-000000000009'
const lines = [{ productId: 'OIL', quantity: 2, quantityType: 'case' as const }]
const at = (iso: string) => new Date(iso)

const created = (standingOrderId: string, customerId: number, startsOn = '2026-12-01'): DomainEvent => ({
  type: 'StandingOrderCreated',
  data: { standingOrderId, customerId, lines, everyWeeks: 1, startsOn, fromOrderId: null },
})
const ids = (standingOrderId: string, customerId: number) => ({ standingOrderId, customerId })

// Tuesdays, closing Monday 22:00 in Chicago; Green Leaf (8) has Fridays of its own.
const history: SpecHistory = [
  [
    'delivery-schedule-company',
    [
      {
        type: 'DeliveryScheduleSet',
        data: {
          scope: 'company',
          customerId: null,
          days: [{ weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' }],
        },
      },
    ],
    at('2026-11-20T10:00:00Z'),
  ],
  [
    'delivery-schedule-customer-8',
    [
      {
        type: 'DeliveryScheduleSet',
        data: {
          scope: 'customer',
          customerId: 8,
          days: [{ weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' }],
        },
      },
    ],
    at('2026-11-20T10:00:00Z'),
  ],
  [
    'closures',
    [
      {
        type: 'ClosureAdded',
        data: { closureId: CLOSURE, from: '2026-12-22', to: '2026-12-22', reason: 'Stock-take' },
      },
    ],
    at('2026-11-20T10:00:00Z'),
  ],
  [`standing-order-${A}`, [created(A, 7)], at('2026-11-20T12:00:00Z')],
  [`standing-order-${B}`, [created(B, 8, '2026-12-04')], at('2026-11-20T12:00:00Z')],
  [`standing-order-${C}`, [created(C, 9)], at('2026-11-20T12:00:00Z')],
  [
    `standing-order-${A}`,
    [
      { type: 'StandingOrderSkipped', data: { ...ids(A, 7), deliveryDate: '2026-12-08' } },
      {
        type: 'StandingOrderDateEdited',
        data: {
          ...ids(A, 7),
          deliveryDate: '2026-12-15',
          lines: [{ productId: 'SALT', quantity: 1, quantityType: 'pack' }],
        },
      },
    ],
    at('2026-11-21T12:00:00Z'),
  ],
  [`standing-order-${B}`, [{ type: 'StandingOrderPaused', data: ids(B, 8) }], at('2026-11-22T12:00:00Z')],
  [
    `standing-order-${A}`,
    [{ type: 'StandingOrderPlaced', data: { ...ids(A, 7), deliveryDate: '2026-12-01', orderId: 41 } }],
    at('2026-12-01T04:00:01Z'),
  ],
  ['customer-9', [{ type: 'CustomerDeleted', data: { customerId: 9 } }], at('2026-11-23T12:00:00Z')],
]

const snapshot = async (of: ProjectionSpec) => ({
  orders: await of.rows('rm_standing_orders', 'id'),
  dates: await of.rows('rm_standing_order_dates', ['standing_order_id', 'delivery_date']),
  schedules: await of.rows('rm_standing_schedules', 'customer_id'),
  closures: await of.rows('rm_standing_closures', 'id'),
})

describe('standing orders read model: given events, the rows', () => {
  const SLOW = 180_000
  let expected: Awaited<ReturnType<typeof snapshot>>
  beforeAll(async () => {
    expected = await projectedRows(standingOrdersProjection, history, snapshot, { oneRun: false })
  }, SLOW)

  it('keeps each standing order, its dates, and its own copy of the schedules and closures', () => {
    expect(expected.orders.map((o) => [o.id, o.customer_id, o.status])).toEqual([
      [A, 7, 'active'],
      [B, 8, 'paused'],
    ])
    expect(expected.orders[1]?.status_log).toEqual([
      { at: '2026-11-20T12:00:00.000Z', status: 'active' },
      { at: '2026-11-22T12:00:00.000Z', status: 'paused' },
    ])
    expect(expected.dates).toEqual([
      {
        standing_order_id: A,
        delivery_date: '2026-12-01',
        skipped: false,
        edited_lines: null,
        handled: 'placed',
        order_id: 41,
        missed_reason: null,
        moved_to: null,
      },
      {
        standing_order_id: A,
        delivery_date: '2026-12-08',
        skipped: true,
        edited_lines: null,
        handled: null,
        order_id: null,
        missed_reason: null,
        moved_to: null,
      },
      {
        standing_order_id: A,
        delivery_date: '2026-12-15',
        skipped: false,
        edited_lines: [{ productId: 'SALT', quantity: 1, quantityType: 'pack' }],
        handled: null,
        order_id: null,
        missed_reason: null,
        moved_to: null,
      },
    ])
    expect(expected.schedules.map((s) => s.customer_id)).toEqual([0, 8])
    expect(expected.closures).toEqual([
      {
        id: CLOSURE,
        from_date: '2026-12-22',
        to_date: '2026-12-22',
        reason: 'Stock-take',
        standing_move: 'next',
        added_at: null,
      },
    ])
  })

  it(
    'the same in one run, and replayed from the start as a rebuild does',
    async () => {
      expect(await projectedRows(standingOrdersProjection, history, snapshot, { oneRun: true })).toEqual(
        expected,
      )
      expect(
        await projectedRows(standingOrdersProjection, history, snapshot, {
          oneRun: true,
          mode: replayRun({ batchSize: 2, writeEvery: 3 }),
        }),
      ).toEqual(expected)
    },
    SLOW,
  )
})

describe('the placer’s port: which standing orders have a date due', () => {
  const spec = useProjectionSpec(standingOrdersProjection)

  it('names those with a cut-off passed, active then, not skipped, not handled', async () => {
    for (const [stream, events, when] of history) await spec.append(stream, events, when)
    await spec.project()
    const store = new PostgresEventStore(spec.knex)
    const port = standingOrdersDueReadModel(spec.knex, store, {
      timeoutMs: 1000,
      timeZone: 'America/Chicago',
    })
    const since = (iso: string) => ({ from: new Date(Date.parse(iso) - 31 * 86_400_000), to: new Date(iso) })
    // Monday the 30th, 23:00: the 1st's cut-off passed, and A placed it; B is paused.
    expect(await port.due(since('2026-12-01T05:00:00Z'))).toEqual([])
    // Monday the 7th, 23:00: A skipped the 8th.
    expect(await port.due(since('2026-12-08T05:00:00Z'))).toEqual([])
    // Monday the 14th, 23:00: A's edited 15th is due.
    expect(await port.due(since('2026-12-15T05:00:00Z'))).toEqual([A])
    // The 22nd is closed: nothing for A after the 15th's until the 29th, where it moved (issue 36).
    expect(
      await port.due({ from: new Date('2026-12-16T00:00:00Z'), to: new Date('2026-12-22T05:00:00Z') }),
    ).toEqual([])
    expect(
      await port.due({ from: new Date('2026-12-23T00:00:00Z'), to: new Date('2026-12-29T05:00:00Z') }),
    ).toEqual([A])
  })
})
