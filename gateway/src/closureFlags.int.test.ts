import { type DomainEvent, streams } from '@provender/events'
import { envelope } from '@provender/events/testing'
import { PostgresEventStore } from '@provender/server-kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { closureReopening } from '../../query-service/src/standingOrders/reopened.ts'
import { weeklyRibeyeStanding } from './testing/orders.ts'
import { testStackWith } from './testing/stack.ts'

/**
 * Closures the customer can see (issue 36), read over HTTP with every role: the orders flagged on
 * a date closed after they got it, what a closure would do to standing orders before it is added,
 * the distributor's setting, and a standing order's moved date. Facts appended straight to the log.
 */
const { stack, users } = testStackWith(['admin', 'sam', 'priya', 'blueDoor', 'greenleaf', 'auditor'])
const { admin, sam, priya, blueDoor, greenleaf, auditor } = users

const TUESDAY_FRIDAY = [
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
]
const CLOSURE = '3f0c1d2e-0000-4000-8000-0000000000b1'
const STANDING = '5a0c1d2e-0000-4000-8000-0000000000b1'
interface OrderRow {
  id: number
  customerId: number
}
interface Flagged {
  total: number
  rows: {
    orderId: number
    customerId: number
    businessName: string
    deliveryDate: string
    closure: unknown
  }[]
}

let store: PostgresEventStore
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const append = async (stream: string, events: DomainEvent[], when = new Date()) => {
  await store.append(
    stream,
    'any',
    events.map((e) => envelope(e, when)),
  )
  await stack.running.projections.catchUpToHead()
}
const ordersOf = async (customerId: number) =>
  (await admin.client.get<{ rows: OrderRow[] }>(`/api/orders/customer/${customerId}?limit=100`)).body.rows
const move = (order: OrderRow, toDate: string, outsideSchedule = false): DomainEvent => ({
  type: 'OrderMoved',
  data: {
    orderId: order.id,
    customerId: order.customerId,
    fromDate: null,
    toDate,
    reason: '',
    outsideSchedule,
  },
})
let early: OrderRow
let onPurpose: OrderRow
let greenleafOrder: OrderRow

beforeAll(async () => {
  // Monday 23 November 2026, 9:00 am in Chicago.
  stack.clock.setTo('2026-11-23T15:00:00Z')
  store = new PostgresEventStore(stack.running.database.knex)
  await append(streams.companyDeliverySchedule(), [
    { type: 'DeliveryScheduleSet', data: { scope: 'company', customerId: null, days: TUESDAY_FRIDAY } },
  ])
  const blueDoorOrders = await ordersOf(blueDoor.id)
  ;[early, onPurpose] = blueDoorOrders as [OrderRow, OrderRow]
  greenleafOrder = (await ordersOf(greenleaf.id))[0]!
  // Two orders for Friday Dec 4 before the closure; a third put there by staff after it, on purpose.
  await append(streams.order(early.id), [move(early, '2026-12-04')], at(0))
  await append(streams.order(greenleafOrder.id), [move(greenleafOrder, '2026-12-04')], at(0))
  await append(streams.standingOrder(STANDING), [weeklyRibeyeStanding(STANDING, blueDoor.id)])
}, 120_000)

describe('what a closure would do to standing orders, before it is added', () => {
  it('counts the standing orders it moves, by the setting or as asked; a rep its own customers’', async () => {
    const preview = '/api/settings/closures/preview?from=2026-12-04'
    expect((await admin.client.get(preview)).body).toEqual({
      from: '2026-12-04',
      to: '2026-12-04',
      standingMove: 'next',
      standingOrders: 1,
      customers: 1,
      dates: 1,
    })
    expect((await admin.client.get(`${preview}&to=2026-12-08&standingMove=previous`)).body).toMatchObject({
      standingMove: 'previous',
      standingOrders: 1,
      dates: 2,
    })
    expect((await sam.client.get(preview)).body).toMatchObject({ standingOrders: 1 })
    expect((await priya.client.get(preview)).body).toMatchObject({ standingOrders: 0 })
    expect((await auditor.client.get(preview)).body).toMatchObject({ standingOrders: 1 })
    expect((await blueDoor.client.get(preview)).status).toBe(403)
    for (const query of [
      '',
      '?from=friday',
      '?from=2026-12-04&to=2026-12-01',
      '?from=2026-12-04&standingMove=up',
    ]) {
      expect((await admin.client.get(`/api/settings/closures/preview${query}`)).status, query).toBe(400)
    }
  })

  it('the setting: next until an admin sets it; staff read it, customers not', async () => {
    expect((await sam.client.get('/api/settings/standing-move')).body).toEqual({
      standingMove: 'next',
      isDefault: true,
    })
    await append(streams.closures(), [{ type: 'ClosureStandingMoveSet', data: { standingMove: 'previous' } }])
    for (const who of [admin, sam, auditor]) {
      expect((await who.client.get('/api/settings/standing-move')).body).toEqual({
        standingMove: 'previous',
        isDefault: false,
      })
    }
    expect((await blueDoor.client.get('/api/settings/standing-move')).status).toBe(403)
    expect((await admin.client.get('/api/settings/closures/preview?from=2026-12-04')).body).toMatchObject({
      standingMove: 'previous',
    })
  })
})

describe('a closure added', () => {
  beforeAll(async () => {
    await append(
      streams.closures(),
      [
        {
          type: 'ClosureAdded',
          data: {
            closureId: CLOSURE,
            from: '2026-12-04',
            to: '2026-12-04',
            reason: 'Stock-take',
            standingMove: 'next',
            addedAt: at(1).toISOString(),
          },
        },
      ],
      at(1),
    )
    // Staff put this one on the closed day after it was closed, on purpose: not flagged.
    await append(streams.order(onPurpose.id), [move(onPurpose, '2026-12-04', true)], at(2))
  })

  it('flags the open orders on it placed before: admins and auditors all, a rep its own', async () => {
    const flagged = await admin.client.get<Flagged>('/api/delivery/closed-orders')
    expect(flagged.status).toBe(200)
    expect(flagged.body.total).toBe(2)
    expect(flagged.body.rows.map((r) => r.orderId).sort()).toEqual([early.id, greenleafOrder.id].sort())
    expect(flagged.body.rows[0]).toMatchObject({
      deliveryDate: '2026-12-04',
      closure: { id: CLOSURE, from: '2026-12-04', to: '2026-12-04', reason: 'Stock-take' },
    })
    expect((await auditor.client.get<Flagged>('/api/delivery/closed-orders')).body.total).toBe(2)
    expect((await sam.client.get<Flagged>('/api/delivery/closed-orders')).body.rows).toMatchObject([
      { orderId: early.id, businessName: expect.any(String) },
    ])
    expect((await priya.client.get<Flagged>('/api/delivery/closed-orders')).body.rows).toMatchObject([
      { orderId: greenleafOrder.id },
    ])
    expect((await blueDoor.client.get('/api/delivery/closed-orders')).status).toBe(403)
  })

  it('narrows to one date (the pick list) or one order (its page)', async () => {
    const byDate = (date: string) =>
      admin.client.get<Flagged>(`/api/delivery/closed-orders?deliveryDate=${date}`)
    expect((await byDate('2026-12-04')).body.total).toBe(2)
    expect((await byDate('2026-12-01')).body).toEqual({ total: 0, rows: [] })
    const one = await admin.client.get<Flagged>(`/api/delivery/closed-orders?orderId=${early.id}`)
    expect(one.body.rows.map((r) => r.orderId)).toEqual([early.id])
    expect(
      (await admin.client.get<Flagged>(`/api/delivery/closed-orders?orderId=${onPurpose.id}`)).body.total,
    ).toBe(0)
    expect((await admin.client.get('/api/delivery/closed-orders?deliveryDate=friday')).status).toBe(400)
    expect((await admin.client.get('/api/delivery/closed-orders?orderId=abc')).status).toBe(400)
  })

  it('an order moved off it, or cancelled, is flagged no more', async () => {
    await append(streams.order(early.id), [move(early, '2026-12-08')], at(3))
    await append(
      streams.order(greenleafOrder.id),
      [
        {
          type: 'OrderCancelled',
          data: {
            orderId: greenleafOrder.id,
            customerId: greenleafOrder.customerId,
            cancelledBy: { userId: 1, name: 'Admin', role: 'admin' },
            reason: 'Closed',
            afterCutoff: true,
          },
        },
      ],
      at(3),
    )
    expect((await admin.client.get<Flagged>('/api/delivery/closed-orders')).body.total).toBe(0)
  })

  it("shows the standing order's date on it moved to the next delivery day, with the reason", async () => {
    const answer = await blueDoor.client.get<{ upcoming: { date: string; movedFrom: unknown }[] }>(
      `/api/standing-orders/${STANDING}`,
    )
    expect(answer.body.upcoming.slice(0, 3)).toMatchObject([
      { date: '2026-12-01', movedFrom: null },
      { date: '2026-12-08', movedFrom: { date: '2026-12-04', reason: 'Stock-take' } },
      { date: '2026-12-08', movedFrom: null },
    ])
  })
})

// The closure-removed mail's read (the notifier asks it after the removal): the standing dates
// the closure had moved go back, and the open orders it had flagged are named, on the real tables.
describe('a closure removed', () => {
  it('gives back the standing date it moved and names the open order it had flagged', async () => {
    const open = await admin.client.get<{ rows: (OrderRow & { fulfilled: boolean })[] }>(
      '/api/orders?limit=100',
    )
    const taken = [early.id, onPurpose.id, greenleafOrder.id]
    const third = open.body.rows.find((o) => !o.fulfilled && !taken.includes(o.id))
    // Put on the closed Friday before the closure was added (at(1)): the closure flagged it.
    await append(streams.order(third!.id), [move(third!, '2026-12-04')], at(0.5))
    await append(
      streams.closures(),
      [
        {
          type: 'ClosureRemoved',
          data: { closureId: CLOSURE, from: '2026-12-04', to: '2026-12-04', reason: 'Stock-take' },
        },
      ],
      at(4),
    )
    const asAdded = {
      id: CLOSURE,
      from: '2026-12-04',
      to: '2026-12-04',
      reason: 'Stock-take',
      standingMove: 'next' as const,
      addedAt: at(1).toISOString(),
    }
    const reopening = await closureReopening(stack.running.database.knex, asAdded, {
      now: new Date('2026-11-23T15:00:00Z'),
      timeZone: 'America/Chicago',
    })
    // Staff moved `early` off it, cancelled Greenleaf's and put `onPurpose` there after it closed.
    expect(reopening.orders).toEqual([
      { orderId: third!.id, customerId: third!.customerId, deliveryDate: '2026-12-04', movedFrom: null },
    ])
    expect(reopening.standing).toMatchObject([
      {
        standingOrderId: STANDING,
        customerId: blueDoor.id,
        dates: [{ from: '2026-12-04', to: '2026-12-08' }],
      },
    ])
  })
})
