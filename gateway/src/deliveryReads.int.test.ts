import { type DomainEvent, streams } from '@provender/events'
import { envelope } from '@provender/events/testing'
import { PostgresEventStore } from '@provender/server-kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { weeklyRibeyeStanding } from './testing/orders.ts'
import { TestClient, testStackWith } from './testing/stack.ts'

/**
 * The reading side of delivery days (issue 25) over HTTP: schedules, options, closures, the
 * orders' delivery filters, the pick list and the customer's timeline, with every role's access.
 * The facts are appended straight to the log, as the command side records them.
 */
const { stack, users } = testStackWith(['admin', 'sam', 'priya', 'blueDoor', 'greenleaf', 'auditor'])
const { admin, sam, priya, blueDoor, greenleaf, auditor } = users

const TUESDAY_FRIDAY = [
  { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
]
const WEDNESDAY = [{ weekday: 3, cutoffDaysBefore: 2, cutoffTime: '14:00' }]
const CLOSURE = '3f0c1d2e-0000-4000-8000-0000000000a1'
const STANDING = '5a0c1d2e-0000-4000-8000-0000000000a1'

interface OrderRow {
  id: number
  customerId: number
  deliveryDate: string | null
  outsideSchedule: boolean
  standingOrderId: string | null
  leftOut: unknown[]
  OrderItems: { productId: string; quantity: number; quantityType: 'pack' | 'case' | 'weight' }[]
}
interface PickList {
  date: string
  orderCount: number
  categories: {
    categoryName: string
    products: {
      productId: string
      total: { packs: number; cases: number; lb: number }
      lines: { orderId: number; customerId: number; quantity: number; quantityType: string }[]
    }[]
  }[]
}

let store: PostgresEventStore
const append = async (stream: string, events: DomainEvent[]) => {
  await store.append(
    stream,
    'any',
    events.map((e) => envelope(e)),
  )
  await stack.running.projections.catchUpToHead()
}
const ordersOf = async (customerId: number) =>
  (await admin.client.get<{ rows: OrderRow[] }>(`/api/orders/customer/${customerId}?limit=100`)).body.rows
let blueDoorOrders: OrderRow[]
let greenleafOrders: OrderRow[]

beforeAll(async () => {
  // Monday 23 November 2026, 9:00 am in Chicago.
  stack.clock.setTo('2026-11-23T15:00:00Z')
  store = new PostgresEventStore(stack.running.database.knex)
  await append(streams.companyDeliverySchedule(), [
    { type: 'DeliveryScheduleSet', data: { scope: 'company', customerId: null, days: TUESDAY_FRIDAY } },
  ])
  await append(streams.customerDeliverySchedule(greenleaf.id), [
    { type: 'DeliveryScheduleSet', data: { scope: 'customer', customerId: greenleaf.id, days: WEDNESDAY } },
  ])
  await append(streams.closures(), [
    {
      type: 'ClosureAdded',
      data: { closureId: CLOSURE, from: '2026-11-27', to: '2026-11-27', reason: 'Thanksgiving' },
    },
  ])
  blueDoorOrders = await ordersOf(blueDoor.id)
  greenleafOrders = await ordersOf(greenleaf.id)
  expect(blueDoorOrders.length).toBeGreaterThan(1)
  expect(greenleafOrders.length).toBeGreaterThan(0)
  // Both of Blue Door's and one of Greenleaf's orders are for the closed Friday.
  const move = (
    order: OrderRow,
    toDate: string,
    fromDate: string | null = null,
    reason = '',
  ): DomainEvent => ({
    type: 'OrderMoved',
    data: {
      orderId: order.id,
      customerId: order.customerId,
      fromDate,
      toDate,
      reason,
      outsideSchedule: false,
    },
  })
  for (const order of [blueDoorOrders[0]!, blueDoorOrders[1]!, greenleafOrders[0]!])
    await append(streams.order(order.id), [move(order, '2026-11-27')])
  // Moved away and back again: the history keeps both moves.
  await append(streams.order(blueDoorOrders[1]!.id), [
    move(blueDoorOrders[1]!, '2026-12-01', '2026-11-27', 'Thanksgiving'),
    move(blueDoorOrders[1]!, '2026-11-27', '2026-12-01'),
  ])
  await append(streams.standingOrder(STANDING), [
    weeklyRibeyeStanding(STANDING, blueDoor.id),
    {
      type: 'StandingOrderSkipped',
      data: { standingOrderId: STANDING, customerId: blueDoor.id, deliveryDate: '2026-12-08' },
    },
  ])
}, 120_000)

describe('delivery schedules', () => {
  it("the distributor's: staff and auditors, by weekday, with the zone", async () => {
    for (const who of [admin, sam, auditor]) {
      const answer = await who.client.get('/api/settings/delivery-schedule')
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({
        days: [TUESDAY_FRIDAY[1], TUESDAY_FRIDAY[0]],
        timeZone: 'America/Chicago',
      })
    }
    expect((await blueDoor.client.get('/api/settings/delivery-schedule')).status).toBe(403)
    expect((await new TestClient(stack.url).get('/api/settings/delivery-schedule')).status).toBe(401)
  })

  it("a customer's: its own or the distributor's, to itself, its rep, admins and auditors only", async () => {
    const path = (id: number | string) => `/api/customers/${id}/delivery-schedule`
    expect((await blueDoor.client.get(path(blueDoor.id))).body).toEqual({
      days: [TUESDAY_FRIDAY[1], TUESDAY_FRIDAY[0]],
      own: null,
      inherited: true,
      timeZone: 'America/Chicago',
    })
    for (const who of [greenleaf, priya, admin, auditor]) {
      const answer = await who.client.get(path(greenleaf.id))
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ days: WEDNESDAY, own: WEDNESDAY, inherited: false })
    }
    for (const [who, id] of [
      [sam, greenleaf.id],
      [blueDoor, greenleaf.id],
      [admin, 'abc'],
      [admin, '__proto__'],
      [admin, 99999999],
    ] as const) {
      const answer = await who.client.get(path(id))
      expect(answer.status, `${id}`).toBe(404)
      expect(answer.body).toMatchObject({ error: 'Customer not found.' })
    }
  })
})

describe('delivery options', () => {
  it('a customer: its next open dates with their cut-offs, the closed Friday left out', async () => {
    const answer = await blueDoor.client.get<{
      scheduled: boolean
      next: unknown
      dates: { date: string }[]
    }>('/api/delivery/options')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      scheduled: true,
      timeZone: 'America/Chicago',
      // Orders for Tuesday close at 10:00 pm Monday in Chicago.
      next: { date: '2026-11-24', weekday: 2, cutoff: '2026-11-24T04:00:00.000Z' },
    })
    expect(answer.body.dates.map((d) => d.date)).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-04',
      '2026-12-08',
      '2026-12-11',
      '2026-12-15',
    ])
    // The Friday is named with its reason and the date to choose instead.
    expect(answer.body).toMatchObject({
      closed: [{ date: '2026-11-27', weekday: 5, reason: 'Thanksgiving', next: '2026-12-01' }],
    })
  })

  it('staff name the customer; a rep only its own; bad input is refused', async () => {
    const greenleafOptions = await admin.client.get(`/api/delivery/options?customerId=${greenleaf.id}`)
    expect(greenleafOptions.body).toMatchObject({
      scheduled: true,
      next: { date: '2026-11-25', weekday: 3, cutoff: '2026-11-23T20:00:00.000Z' },
    })
    expect((await priya.client.get(`/api/delivery/options?customerId=${greenleaf.id}`)).status).toBe(200)
    expect((await auditor.client.get(`/api/delivery/options?customerId=${greenleaf.id}`)).status).toBe(200)
    expect((await sam.client.get(`/api/delivery/options?customerId=${greenleaf.id}`)).status).toBe(404)
    expect((await blueDoor.client.get(`/api/delivery/options?customerId=${greenleaf.id}`)).status).toBe(404)
    const none = await admin.client.get('/api/delivery/options')
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ error: 'Choose the customer (customerId) to order for.' })
    expect((await admin.client.get('/api/delivery/options?customerId=abc')).status).toBe(400)
    expect((await blueDoor.client.get('/api/delivery/options?__proto__=1&constructor=x')).status).toBe(200)
  })
})

describe('closures', () => {
  it('by their first day, with the orders on them (a rep: its own customers’)', async () => {
    const closure = {
      id: CLOSURE,
      from: '2026-11-27',
      to: '2026-11-27',
      reason: 'Thanksgiving',
      standingMove: 'next',
    }
    expect((await admin.client.get('/api/settings/closures')).body).toEqual({
      rows: [{ ...closure, orderCount: 3 }],
    })
    expect((await auditor.client.get('/api/settings/closures')).body).toEqual({
      rows: [{ ...closure, orderCount: 3 }],
    })
    expect((await sam.client.get('/api/settings/closures')).body).toEqual({
      rows: [{ ...closure, orderCount: 2 }],
    })
    expect((await priya.client.get('/api/settings/closures')).body).toEqual({
      rows: [{ ...closure, orderCount: 1 }],
    })
    expect((await blueDoor.client.get('/api/settings/closures')).status).toBe(403)
  })
})

describe('orders by delivery date', () => {
  it('filters by a date, none, or a range; every order says its date', async () => {
    const list = (who: TestClient, query: string) =>
      who.get<{ rows: OrderRow[]; count: number }>(`/api/orders?limit=100&${query}`)
    const friday = await list(admin.client, 'deliveryDate=2026-11-27')
    expect(friday.body.count).toBe(3)
    expect(friday.body.rows.every((o) => o.deliveryDate === '2026-11-27' && o.standingOrderId === null)).toBe(
      true,
    )
    expect((await list(sam.client, 'deliveryDate=2026-11-27')).body.count).toBe(2)
    const all = (await list(admin.client, '')).body.count
    expect((await list(admin.client, 'deliveryDate=none')).body.count).toBe(all - 3)
    expect((await list(admin.client, 'deliveryFrom=2026-11-25&deliveryTo=2026-11-30')).body.count).toBe(3)
    expect((await list(admin.client, 'deliveryFrom=2026-11-28')).body.count).toBe(0)
    const sorted = await list(admin.client, 'sortField=deliveryDate&sortOrder=DESC')
    expect(sorted.body.rows.slice(0, 3).map((o) => o.deliveryDate)).toEqual([
      '2026-11-27',
      '2026-11-27',
      '2026-11-27',
    ])
    const own = await blueDoor.client.get<{ count: number; rows: OrderRow[] }>(
      `/api/orders/customer/${blueDoor.id}?deliveryDate=2026-11-27`,
    )
    expect(own.body.count).toBe(2)
    const detail = await blueDoor.client.get<OrderRow>(`/api/orders/${blueDoorOrders[1]!.id}`)
    expect(detail.body).toMatchObject({
      deliveryDate: '2026-11-27',
      outsideSchedule: false,
      standingOrderId: null,
      leftOut: [],
      // Thursday 26 November, 22:00 in Chicago: the Friday's cut-off, until when Blue Door may
      // change it; after it, the rep who owns it is the one to call (issue 36).
      changesCloseAt: '2026-11-27T04:00:00.000Z',
      contact: { name: 'Sam Reyes', phone: expect.stringMatching(/^\d{10}$/) },
    })
    expect(own.body).not.toHaveProperty('rows.0.changesCloseAt')
  })

  it('refuses a date that is not one, and a range the wrong way round', async () => {
    for (const query of [
      'deliveryDate=2026-02-30',
      'deliveryDate=tomorrow',
      'deliveryDate=27/11/2026',
      'deliveryFrom=2026-13-01',
      'deliveryFrom=2026-12-01&deliveryTo=2026-11-01',
      'sortField=__proto__',
    ]) {
      const answer = await admin.client.get(`/api/orders?${query}`)
      expect(answer.status, query).toBe(400)
    }
    const answer = await admin.client.get('/api/orders?deliveryDate=tomorrow')
    expect(answer.body).toMatchObject({ error: expect.stringContaining('deliveryDate') })
  })
})

describe('the pick list', () => {
  it("adds up to the orders' lines, packs, cases and pounds apart", async () => {
    const answer = await admin.client.get<PickList>('/api/pick-list?date=2026-11-27')
    expect(answer.status).toBe(200)
    expect(answer.body.orderCount).toBe(3)
    const orders = (
      await admin.client.get<{ rows: OrderRow[] }>('/api/orders?limit=100&deliveryDate=2026-11-27')
    ).body.rows
    const ordered = new Map<string, { packs: number; cases: number; lb: number }>()
    for (const line of orders.flatMap((o) => o.OrderItems)) {
      const total = ordered.get(line.productId) ?? { packs: 0, cases: 0, lb: 0 }
      const key = ({ pack: 'packs', case: 'cases', weight: 'lb' } as const)[line.quantityType]
      total[key] = Math.round((total[key] + line.quantity) * 100) / 100
      ordered.set(line.productId, total)
    }
    const products = answer.body.categories.flatMap((c) => c.products)
    expect(new Map(products.map((p) => [p.productId, p.total]))).toEqual(ordered)
    expect(products.flatMap((p) => p.lines)).toHaveLength(orders.flatMap((o) => o.OrderItems).length)
  })

  it('a rep sees its own customers’ lines; auditors all; customers none; bad dates refused', async () => {
    const own = await sam.client.get<PickList>('/api/pick-list?date=2026-11-27')
    expect(own.body.orderCount).toBe(2)
    const lines = own.body.categories.flatMap((c) => c.products.flatMap((p) => p.lines))
    expect(new Set(lines.map((l) => l.customerId))).toEqual(new Set([blueDoor.id]))
    expect((await auditor.client.get<PickList>('/api/pick-list?date=2026-11-27')).body.orderCount).toBe(3)
    expect((await admin.client.get<PickList>('/api/pick-list?date=2026-11-28')).body).toEqual({
      date: '2026-11-28',
      orderCount: 0,
      categories: [],
      orderNotes: [],
    })
    expect((await blueDoor.client.get('/api/pick-list?date=2026-11-27')).status).toBe(403)
    for (const query of ['', '?date=', '?date=2026-11-31', '?date=friday', '?__proto__=x']) {
      const answer = await admin.client.get(`/api/pick-list${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body).toMatchObject({ error: expect.stringContaining('date must be a date') })
    }
  })

  it('downloads as CSV, one row per line', async () => {
    const response = await fetch(`${stack.url}/api/pick-list.csv?date=2026-11-27`, {
      headers: { Cookie: sam.client.cookie!, 'X-Requested-With': 'test' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toContain('pick-list-2026-11-27.csv')
    // Behind a session, never stored (issue 35): the CSV, and a JSON answer with a customer in it.
    expect(response.headers.get('cache-control')).toBe('no-store')
    const customerAnswer = await fetch(`${stack.url}/api/customers/${blueDoor.id}`, {
      headers: { Cookie: sam.client.cookie!, 'X-Requested-With': 'test' },
    })
    expect(customerAnswer.status).toBe(200)
    expect(customerAnswer.headers.get('cache-control')).toBe('no-store')
    const rows = (await response.text()).trimEnd().split('\r\n')
    expect(rows[0]).toBe('Category,Product ID,Product,Account,Customer,Order,Quantity,Unit')
    const list = (await sam.client.get<PickList>('/api/pick-list?date=2026-11-27')).body
    expect(rows.length - 1).toBe(list.categories.flatMap((c) => c.products.flatMap((p) => p.lines)).length)
    const customer = await fetch(`${stack.url}/api/pick-list.csv?date=2026-11-27`, {
      headers: { Cookie: blueDoor.client.cookie!, 'X-Requested-With': 'test' },
    })
    expect(customer.status).toBe(403)
  })
})

describe("the customer's timeline", () => {
  it('shows its delivery days, its orders moved and its standing order', async () => {
    type Timeline = { items: { kind: string; sentence: string }[] }
    const greenleafDays = await admin.client.get<Timeline>(
      `/api/history/customers/${greenleaf.id}?kind=delivery`,
    )
    expect(greenleafDays.body.items.map((i) => i.sentence)).toEqual([
      `Order #${greenleafOrders[0]!.id} moved to 2026-11-27`,
      'Delivery days set to Wednesday, orders by 2:00 pm 2 days before',
    ])
    const moved = blueDoorOrders[1]!.id
    const blueDoorDays = await auditor.client.get<Timeline>(
      `/api/history/customers/${blueDoor.id}?kind=delivery,standing`,
    )
    expect(blueDoorDays.body.items.map((i) => i.sentence)).toEqual(
      expect.arrayContaining([
        `Order #${moved} moved from 2026-12-01 to 2026-11-27`,
        `Order #${moved} moved from 2026-11-27 to 2026-12-01 (Thanksgiving)`,
        'Standing order skipped for 2026-12-08',
        'Standing order created: 1 line, every week from 2026-12-01',
      ]),
    )
    expect((await admin.client.get(`/api/history/customers/${blueDoor.id}?kind=shipping`)).status).toBe(400)
  })
})

describe('a distributor without delivery days', () => {
  it('leaves customers without their own unscheduled', async () => {
    await append(streams.companyDeliverySchedule(), [
      { type: 'DeliveryScheduleSet', data: { scope: 'company', customerId: null, days: null } },
    ])
    expect((await blueDoor.client.get('/api/delivery/options')).body).toEqual({
      scheduled: false,
      timeZone: 'America/Chicago',
      next: null,
      dates: [],
      closed: [],
    })
    expect((await admin.client.get('/api/settings/delivery-schedule')).body).toMatchObject({ days: null })
    expect((await greenleaf.client.get('/api/delivery/options')).body).toMatchObject({ scheduled: true })
  })
})
