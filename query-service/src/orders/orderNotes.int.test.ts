import type { DomainEvent } from '@provender/events'
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

// Issue 36: the PO number and the note to the warehouse an order carries, placed and changed.
const customer: DomainEvent = {
  type: 'CustomerRegistered',
  data: { customerId: 4, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 2 },
}
const placed = (orderId: number, notes: { poNumber?: string; note?: string } = {}): DomainEvent => ({
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
const changed = (orderId: number, notes: { poNumber?: string; note?: string }): DomainEvent => ({
  type: 'OrderChanged',
  data: {
    orderId,
    customerId: 4,
    lines: [oliveOilCases],
    totalCents: oliveOilCases.lineTotalCents,
    changedBy: { userId: 4, name: 'Dana Cole', role: 'customer' },
    afterCutoff: false,
    ...notes,
  },
})
const later = new Date('2026-11-25T10:00:00Z')
const notesOf = async (spec: ProjectionSpec) =>
  (await spec.rows('rm_orders', 'id')).map((o) => [o.id, o.po_number, o.note])

describe('orders read model: PO numbers and notes', () => {
  const spec = useProjectionSpec(ordersProjection)

  it('keeps what a placement carries, null for what it does not', async () => {
    await spec.given('customer-4', [customer])
    await spec.given('order-1', [placed(1, { poNumber: 'PO-4410', note: 'Back door\nafter 6 am' })])
    await spec.given('order-2', [placed(2)])
    expect(await notesOf(spec)).toEqual([
      [1, 'PO-4410', 'Back door\nafter 6 am'],
      [2, null, null],
    ])
    // The pick list names the order with a PO number or note, and only that one.
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
    await spec.given('order-1', [changed(1, { poNumber: 'PO-4411' })], later)
    await spec.given('order-2', [changed(2, { note: 'Ring twice' })], later)
    expect(await notesOf(spec)).toEqual([
      [1, 'PO-4411', 'Back door\nafter 6 am'],
      [2, null, 'Ring twice'],
    ])
    await spec.given('order-1', [changed(1, { note: '' })], later)
    expect((await notesOf(spec))[0]).toEqual([1, 'PO-4411', null])
  })
})

describe('orders read model: a rebuild gives the same PO numbers and notes', () => {
  const history: SpecHistory = [
    ['customer-4', [customer], SPEC_MOMENT],
    ['order-1', [placed(1, { poNumber: 'PO-1', note: 'Dock 2' })], SPEC_MOMENT],
    ['order-2', [placed(2), changed(2, { poNumber: 'PO-2' })], later],
    ['order-1', [changed(1, { poNumber: '' })], later],
  ]
  itRebuildsTheSameRows(ordersProjection, history, async (of) => of.rows('rm_orders', 'id'), {
    title: 'each order with its latest PO number and note',
    check: (rows) => {
      expect(rows.map((o) => [o.id, o.po_number, o.note])).toEqual([
        [1, null, 'Dock 2'],
        [2, 'PO-2', null],
      ])
    },
  })
})
