import type { DomainEvent, OrderLine } from '@provender/events'
import { oliveOilCases } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { loadPickList } from '../pickList/queries.ts'
import {
  itRebuildsTheSameRows,
  type ProjectionSpec,
  SPEC_MOMENT,
  type SpecHistory,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { ordersProjection } from './projection.ts'

// Issue 36: an order's lines changed, and an order cancelled, as the orders read model keeps them.
const customer: DomainEvent = {
  type: 'CustomerRegistered',
  data: { customerId: 4, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 2 },
}
const salt: OrderLine = {
  productId: 'SALT',
  name: 'Sea salt',
  unitType: 'quantity',
  packsPerCase: 6,
  quantityType: 'pack',
  quantity: 3,
  unitPriceCents: 300,
  lineTotalCents: 900,
}
type Notes = { poNumber?: string; note?: string }
const placed = (orderId: number, notes: Notes = {}): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    customerId: 4,
    salesUserId: 2,
    lines: [oliveOilCases],
    totalCents: oliveOilCases.lineTotalCents,
    idempotencyKey: null,
    deliveryDate: '2026-11-27',
    outsideSchedule: false,
    ...notes,
  },
})
const changed = (orderId: number, lines: OrderLine[], notes: Notes = {}): DomainEvent => ({
  type: 'OrderChanged',
  data: {
    orderId,
    customerId: 4,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
    changedBy: { userId: 4, name: 'Dana Cole', role: 'customer' },
    afterCutoff: false,
    ...notes,
  },
})
const cancelled = (orderId: number): DomainEvent => ({
  type: 'OrderCancelled',
  data: {
    orderId,
    customerId: 4,
    cancelledBy: { userId: 2, name: 'Sam Reyes', role: 'sales' },
    reason: 'Closed Friday',
    afterCutoff: true,
  },
})
const later = new Date('2026-11-25T10:00:00Z')

describe('orders read model: changes and cancellations', () => {
  const spec = useProjectionSpec(ordersProjection)

  it('a change replaces the lines (same ids as placement), the total and the version', async () => {
    await spec.given('customer-4', [customer])
    await spec.given('order-12', [placed(12)])
    await spec.given(
      'order-12',
      [changed(12, [salt, { ...oliveOilCases, quantity: 1, lineTotalCents: 4500 }])],
      later,
    )
    expect(await spec.rows('rm_orders', 'id')).toMatchObject([
      {
        id: 12,
        total: '54.00',
        version: 1,
        changed_at: later,
        changed_by_name: 'Dana Cole',
        cancelled: false,
      },
    ])
    expect(
      (await spec.rows('rm_order_items', 'id')).map((i) => [
        i.id,
        i.line_no,
        i.product_id,
        i.quantity,
        i.line_total,
      ]),
    ).toEqual([
      ['12001', 1, 'SALT', '3.00', '9.00'],
      ['12002', 2, oliveOilCases.productId, '1.00', '45.00'],
    ])
  })

  it('a cancellation keeps the order, flagged with who, when and why; the pick list leaves it out', async () => {
    await spec.given('order-13', [placed(13)])
    expect((await loadPickList(spec.knex, '2026-11-27', undefined)).orderCount).toBe(2)
    await spec.given('order-13', [cancelled(13)], later)
    expect((await spec.rows('rm_orders', 'id')).find((o) => o.id === 13)).toMatchObject({
      cancelled: true,
      cancelled_at: later,
      cancelled_by_name: 'Sam Reyes',
      cancel_reason: 'Closed Friday',
    })
    const pick = await loadPickList(spec.knex, '2026-11-27', undefined)
    expect(pick.orderCount).toBe(1)
  })
})

describe('orders read model: a rebuild gives the same rows, changes and cancellations included', () => {
  const history: SpecHistory = [
    ['customer-4', [customer], SPEC_MOMENT],
    ['order-1', [placed(1)], SPEC_MOMENT],
    ['order-2', [placed(2)], SPEC_MOMENT],
    ['order-1', [changed(1, [salt])], later],
    ['order-2', [cancelled(2)], later],
    ['order-3', [placed(3), changed(3, [salt, oliveOilCases]), changed(3, [oliveOilCases])], later],
  ]
  const snapshot = async (of: ProjectionSpec) => ({
    orders: await of.rows('rm_orders', 'id'),
    items: await of.rows('rm_order_items', 'id'),
  })
  itRebuildsTheSameRows(ordersProjection, history, snapshot, {
    title: 'each order with its latest lines',
    check: (rows) => {
      expect(rows.orders.map((o) => [o.id, o.version, o.cancelled])).toEqual([
        [1, 1, false],
        [2, 0, true],
        [3, 2, false],
      ])
      expect(rows.items.map((i) => [i.order_id, i.product_id])).toEqual([
        [1, 'SALT'],
        [2, oliveOilCases.productId],
        [3, oliveOilCases.productId],
      ])
    },
  })
})

// Issue 36: the PO number and the note to the warehouse an order carries, placed and changed.
const notesOf = async (spec: ProjectionSpec) =>
  (await spec.rows('rm_orders', 'id')).map((o) => [o.id, o.po_number, o.note])

describe('orders read model: PO numbers and notes', () => {
  const spec = useProjectionSpec(ordersProjection)

  it('keeps what a placement carries, null for what it does not; the pick list names it', async () => {
    await spec.given('customer-4', [customer])
    await spec.given('order-1', [placed(1, { poNumber: 'PO-4410', note: 'Back door\nafter 6 am' })])
    await spec.given('order-2', [placed(2)])
    expect(await notesOf(spec)).toEqual([
      [1, 'PO-4410', 'Back door\nafter 6 am'],
      [2, null, null],
    ])
    expect((await loadPickList(spec.knex, '2026-11-27', undefined)).orderNotes).toEqual([
      {
        orderId: 1,
        businessName: 'Blue Door',
        accountNumber: 'BD-1',
        poNumber: 'PO-4410',
        note: 'Back door\nafter 6 am',
      },
    ])
  })

  it('a change sets what it names, keeps what it does not, and an empty one removes it', async () => {
    await spec.given('order-1', [changed(1, [oliveOilCases], { poNumber: 'PO-4411' })], later)
    await spec.given('order-2', [changed(2, [oliveOilCases], { note: 'Ring twice' })], later)
    expect(await notesOf(spec)).toEqual([
      [1, 'PO-4411', 'Back door\nafter 6 am'],
      [2, null, 'Ring twice'],
    ])
    await spec.given('order-1', [changed(1, [oliveOilCases], { note: '' })], later)
    expect((await notesOf(spec))[0]).toEqual([1, 'PO-4411', null])
  })

  itRebuildsTheSameRows(
    ordersProjection,
    [
      ['customer-4', [customer], SPEC_MOMENT],
      ['order-1', [placed(1, { poNumber: 'PO-1', note: 'Dock 2' })], SPEC_MOMENT],
      ['order-2', [placed(2), changed(2, [salt], { poNumber: 'PO-2' })], later],
      ['order-1', [changed(1, [salt], { poNumber: '' })], later],
    ],
    async (of) => of.rows('rm_orders', 'id'),
    {
      title: 'each order with its latest PO number and note',
      check: (rows) => {
        expect(rows.map((o) => [o.id, o.po_number, o.note])).toEqual([
          [1, null, 'Dock 2'],
          [2, 'PO-2', null],
        ])
      },
    },
  )
})
