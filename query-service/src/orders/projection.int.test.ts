import type { DomainEvent, EventOf } from '@provender/events'
import { oliveOilCases } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import {
  itRebuildsTheSameRows,
  type ProjectionSpec,
  SPEC_MOMENT,
  type SpecHistory,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { ordersProjection } from './projection.ts'

const spec = useProjectionSpec(ordersProjection)

const line = oliveOilCases

type Placement = EventOf<'OrderPlaced'>['data']
type Fulfilment = EventOf<'OrderFulfilled'>['data']

/** An order of customer 4, taken by rep 2 (the customer and rep the first spec registers). */
const placed = (
  orderId: number,
  lines: Placement['lines'],
  totalCents: number,
  more: Partial<Placement> = {},
): DomainEvent => ({
  type: 'OrderPlaced',
  data: { orderId, customerId: 4, salesUserId: 2, lines, totalCents, idempotencyKey: null, ...more },
})

/** Its fulfilment by rep 2, with what each named line shipped. */
const fulfilled = (
  orderId: number,
  shipped: Fulfilment['shipped'],
  finalTotalCents: number,
): DomainEvent => ({
  type: 'OrderFulfilled',
  data: { orderId, fulfilledBy: 2, shipped, finalTotalCents },
})

/** One line of a fulfilment: what shipped of a product, and its final line total. */
const shipped = (productId: string, quantity: number, lineTotalCents: number) => ({
  productId,
  quantity,
  lineTotalCents,
})
/** The order's row as the read model holds it. */
const orderRow = async (id: number) => (await spec.rows('rm_orders', 'id')).find((o) => o.id === id)

describe('orders read model: given events, the rows', () => {
  it('an order keeps the name and price each line was sold at, with stable line ids', async () => {
    // The customer and its rep come first: the list sorts and searches orders by their names.
    await spec.given('user-2', [
      {
        type: 'UserRegistered',
        data: {
          userId: 2,
          role: 'sales',
          firstName: 'Sam',
          lastName: 'Reyes',
          email: 'sam@provender.test',
          phone: '3125550100',
          passwordHash: 'x',
          passwordChanged: true,
        },
      },
    ])
    await spec.given('customer-4', [
      {
        type: 'CustomerRegistered',
        data: { customerId: 4, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 2 },
      },
    ])
    await spec.given('order-12', [placed(12, [line], 9000)])
    expect(await spec.rows('rm_orders', 'id')).toEqual([
      {
        id: 12,
        customer_id: 4,
        created_at: SPEC_MOMENT,
        fulfilled: false,
        fulfilled_at: null,
        total: '90.00',
        final_total: null,
        sales_user_id: 2,
        customer_key: 'blue door',
        rep_key: 'sam reyes',
        placed_by_user_id: null,
        placed_by_name: null,
        placed_outside_window: false,
        shipped_changes: null,
        delivery_date: null,
        outside_schedule: false,
        standing_order_id: null,
        left_out: null,
        version: 0,
        changed_at: null,
        changed_by_name: null,
        cancelled: false,
        cancelled_at: null,
        cancelled_by_name: null,
        cancel_reason: null,
        po_number: null,
        note: null,
        moved_at: null,
      },
    ])
    // Counts are kept per customer, so a list page never counts every order.
    expect(await spec.rows('rm_order_customers', 'customer_id')).toMatchObject([
      { customer_id: 4, sales_user_id: 2, open_count: 1, fulfilled_count: 0 },
    ])
    expect(await spec.rows('rm_order_items', 'id')).toEqual([
      {
        id: '12001',
        order_id: 12,
        line_no: 1,
        product_id: 'OIL',
        product_name: 'Olive oil',
        unit_type: 'quantity',
        packs_per_case: 6,
        quantity: '2.00',
        quantity_type: 'case',
        sell_price: '7.50',
        line_total: '90.00',
        substitute_allowed: false,
      },
    ])
  })

  it('a fulfilment recorded before catch weights shipped as ordered: final total = estimate', async () => {
    const later = new Date('2026-11-25T09:00:00Z')
    await spec.given('order-12', [{ type: 'OrderFulfilled', data: { orderId: 12, fulfilledBy: 2 } }], later)
    expect(await spec.rows('rm_orders', 'id')).toMatchObject([
      {
        id: 12,
        fulfilled: true,
        fulfilled_at: later,
        total: '90.00',
        final_total: '90.00',
        shipped_changes: null,
      },
    ])
    // The lines are not rewritten: a fulfilled line named nowhere shipped as ordered.
    expect(await spec.rows('rm_order_items', 'id')).toEqual([
      expect.objectContaining({ id: '12001', quantity: '2.00', line_total: '90.00' }),
    ])
    expect(await spec.rows('rm_order_customers', 'customer_id')).toMatchObject([
      { customer_id: 4, open_count: 0, fulfilled_count: 1 },
    ])
  })

  it('a fulfilment keeps what each line shipped and the final total; only the first one counts', async () => {
    const beef = {
      productId: 'BEEF',
      name: 'Beef ribeye',
      unitType: 'weight',
      packsPerCase: null,
      quantityType: 'weight',
      quantity: 20,
      unitPriceCents: 1265,
      lineTotalCents: 25300,
    } as const
    await spec.given('order-13', [
      placed(13, [beef, line], 34300),
      fulfilled(13, [shipped('BEEF', 19.42, 24566), shipped('OIL', 0, 0)], 24566),
      fulfilled(13, [shipped('BEEF', 20, 25300), shipped('OIL', 2, 9000)], 34300),
    ])
    // Only the lines that shipped other than ordered are kept, on the order.
    expect(await orderRow(13)).toMatchObject({
      fulfilled: true,
      total: '343.00',
      final_total: '245.66',
      shipped_changes: { BEEF: { quantity: 19.42, lineTotal: 245.66 }, OIL: { quantity: 0, lineTotal: 0 } },
    })
    expect(await spec.rows('rm_order_customers', 'customer_id')).toMatchObject([
      { customer_id: 4, open_count: 0, fulfilled_count: 2 },
    ])
  })

  it('a fulfilment that names its lines keeps only those that differ from what was ordered', async () => {
    const twoOil = { ...line, productId: 'OIL2', quantity: 3, lineTotalCents: 13500 }
    await spec.given('order-15', [placed(15, [line, twoOil], 22500)])
    // Placed and fulfilled in separate runs: the fulfilment compares with the stored lines.
    await spec.given('order-15', [fulfilled(15, [shipped('OIL', 2, 9000), shipped('OIL2', 1, 4500)], 13500)])
    expect(await orderRow(15)).toMatchObject({
      final_total: '135.00',
      shipped_changes: { OIL2: { quantity: 1, lineTotal: 45 } },
    })
  })

  it('a phone order keeps who placed it and that it was placed outside the window', async () => {
    await spec.given('order-14', [
      placed(14, [line], 9000, {
        idempotencyKey: 'phone-1',
        placedBy: { userId: 2, name: 'Sam Reyes' },
        placedOutsideWindow: true,
      }),
    ])
    const orders = await spec.rows('rm_orders', 'id')
    expect(orders.find((o) => o.id === 12)).toMatchObject({
      placed_by_user_id: null,
      placed_by_name: null,
      placed_outside_window: false,
    })
    expect(orders.find((o) => o.id === 14)).toMatchObject({
      id: 14,
      customer_id: 4,
      fulfilled: false,
      total: '90.00',
      placed_by_user_id: 2,
      placed_by_name: 'Sam Reyes',
      placed_outside_window: true,
    })
    expect(await spec.rows('rm_order_customers', 'customer_id')).toMatchObject([
      { customer_id: 4, open_count: 1, fulfilled_count: 3 },
    ])
  })

  it('keeps the delivery date, a staff exception, the standing order and what it left out', async () => {
    const standingOrderId = '5a0c1d2e-0000-4000-8000-000000000025'
    const leftOut = [{ productId: 'GONE', name: 'Old cheese', reason: 'deleted' as const }]
    await spec.given('order-16', [placed(16, [line], 9000, { deliveryDate: '2026-12-01' })])
    await spec.given('order-17', [
      placed(17, [line], 9000, {
        deliveryDate: '2026-12-02',
        outsideSchedule: true,
        placedBy: { userId: 2, name: 'Sam Reyes' },
      }),
    ])
    await spec.given('order-18', [
      placed(18, [line], 9000, { deliveryDate: '2026-12-04', standing: { standingOrderId, leftOut } }),
    ])
    await spec.given('order-19', [
      placed(19, [line], 9000, { deliveryDate: '2026-12-04', standing: { standingOrderId, leftOut: [] } }),
    ])
    const delivery = async () =>
      (await spec.rows('rm_orders', 'id'))
        .filter((o) => Number(o.id) >= 16)
        .map(({ id, delivery_date, outside_schedule, standing_order_id, left_out }) => ({
          id,
          delivery_date,
          outside_schedule,
          standing_order_id,
          left_out,
        }))
    expect(await delivery()).toEqual([
      {
        id: 16,
        delivery_date: '2026-12-01',
        outside_schedule: false,
        standing_order_id: null,
        left_out: null,
      },
      {
        id: 17,
        delivery_date: '2026-12-02',
        outside_schedule: true,
        standing_order_id: null,
        left_out: null,
      },
      {
        id: 18,
        delivery_date: '2026-12-04',
        outside_schedule: false,
        standing_order_id: standingOrderId,
        left_out: leftOut,
      },
      {
        id: 19,
        delivery_date: '2026-12-04',
        outside_schedule: false,
        standing_order_id: standingOrderId,
        left_out: null,
      },
    ])
    // A move sets the new date (and whether staff confirmed it outside the schedule); an order
    // placed in the same batch after it still lands.
    await spec.append('order-16', [
      {
        type: 'OrderMoved',
        data: {
          orderId: 16,
          customerId: 4,
          fromDate: '2026-12-01',
          toDate: '2026-12-03',
          reason: 'Closed',
          outsideSchedule: true,
        },
      },
    ])
    await spec.append('order-20', [placed(20, [line], 9000)])
    await spec.append('order-17', [
      {
        type: 'OrderMoved',
        data: {
          orderId: 17,
          customerId: 4,
          fromDate: '2026-12-02',
          toDate: '2026-12-04',
          reason: '',
          outsideSchedule: false,
        },
      },
    ])
    await spec.project()
    expect((await delivery()).map((o) => [o.id, o.delivery_date, o.outside_schedule])).toEqual([
      [16, '2026-12-03', true],
      [17, '2026-12-04', false],
      [18, '2026-12-04', false],
      [19, '2026-12-04', false],
      [20, null, false],
    ])
    // When a move gave it its date (issue 36): a closure added later flags it, one before does not.
    const movedAt = await spec
      .knex('rm_orders')
      .whereIn('id', [16, 18])
      .orderBy('id')
      .select('id', 'moved_at')
    expect(movedAt.map((r) => [r.id, r.moved_at instanceof Date])).toEqual([
      [16, true],
      [18, false],
    ])
  })

  it('the log applied again from its start changes no row: orders, lines and counts once each', async () => {
    const tables = ['rm_orders', 'rm_order_items', 'rm_order_customers', 'rm_order_reps']
    const keys = ['id', 'id', 'customer_id', 'user_id']
    const before = await Promise.all(tables.map((t, i) => spec.rows(t, keys[i]!)))
    expect(before[1]!.length).toBeGreaterThan(0)
    // As after a checkpoint lost while the rows were kept: every placement arrives again.
    await spec.knex('projection_checkpoints').where({ name: 'orders' }).delete()
    await spec.project()
    expect(await Promise.all(tables.map((t, i) => spec.rows(t, keys[i]!)))).toEqual(before)
  })

  it("a deleted customer's orders leave the read model", async () => {
    await spec.given('customer-4', [{ type: 'CustomerDeleted', data: { customerId: 4 } }])
    expect(await spec.rows('rm_orders', 'id')).toEqual([])
    expect(await spec.rows('rm_order_items', 'id')).toEqual([])
  })
})

describe('orders read model: a rebuild gives the same rows, delivery dates and moves included', () => {
  const customer: DomainEvent = {
    type: 'CustomerRegistered',
    data: { customerId: 4, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 2 },
  }
  const moved = (orderId: number, fromDate: string | null, toDate: string): DomainEvent => ({
    type: 'OrderMoved',
    data: { orderId, customerId: 4, fromDate, toDate, reason: 'Thanksgiving', outsideSchedule: false },
  })
  const history: SpecHistory = [
    ['customer-4', [customer], SPEC_MOMENT],
    ['order-1', [placed(1, [line], 9000)], SPEC_MOMENT],
    ['order-2', [placed(2, [line], 9000, { deliveryDate: '2026-11-26' })], SPEC_MOMENT],
    [
      'order-3',
      [placed(3, [line], 9000, { deliveryDate: '2026-11-26', outsideSchedule: true })],
      SPEC_MOMENT,
    ],
    ['order-2', [moved(2, '2026-11-26', '2026-11-27')], SPEC_MOMENT],
    ['order-1', [moved(1, null, '2026-11-30'), fulfilled(1, [shipped('OIL', 2, 9000)], 9000)], SPEC_MOMENT],
    [
      'order-4',
      [
        placed(4, [line], 9000, {
          deliveryDate: '2026-12-01',
          standing: {
            standingOrderId: '5a0c1d2e-0000-4000-8000-000000000025',
            leftOut: [{ productId: 'GONE', name: 'Old cheese', reason: 'deleted' }],
          },
        }),
      ],
      SPEC_MOMENT,
    ],
    ['order-3', [moved(3, '2026-11-26', '2026-12-01')], SPEC_MOMENT],
  ]
  const snapshot = async (of: ProjectionSpec) => ({
    orders: await of.rows('rm_orders', 'id'),
    items: await of.rows('rm_order_items', 'id'),
    customers: await of.rows('rm_order_customers', 'customer_id'),
  })
  itRebuildsTheSameRows(ordersProjection, history, snapshot, {
    title: 'each order on its latest date',
    check: (rows) =>
      expect(rows.orders.map((o) => [o.id, o.delivery_date, o.outside_schedule])).toEqual([
        [1, '2026-11-30', false],
        [2, '2026-11-27', false],
        [3, '2026-12-01', false],
        [4, '2026-12-01', false],
      ]),
  })
})
