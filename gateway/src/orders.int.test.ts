import { localTime } from '@provender/events'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { OrderTotals } from './testing/orders.ts'
import { STAFF_AND_CUSTOMERS, signedIn, type TestClient, testStackWith } from './testing/stack.ts'

interface OrderRow {
  id: number
  fulfilled: boolean
  totalPrice: number
  customerId: number
  Customer: { businessName: string; SalesUser: { id: number; firstName: string } | null }
  OrderItems: {
    productId: string
    quantity: number
    quantityType: string
    sellPrice: number
    lineTotal: number
  }[]
}
interface OrderList {
  rows: OrderRow[]
  count: number
}
interface Product {
  id: string
  price: number
  defaultPrice: number
  unitType: string
  packsPerCase: number | null
}

const { stack, users } = testStackWith(STAFF_AND_CUSTOMERS)
const { admin, sam, priya, blueDoor, greenleaf } = users

const place = (client: TestClient, items: unknown, key?: string) =>
  client.request<Record<string, unknown>>(
    'POST',
    '/api/orders',
    { items },
    key ? { 'Idempotency-Key': key } : {},
  )

describe("a customer's products", () => {
  it('lists its own negotiated prices, with category and favourite', async () => {
    const answer = await blueDoor.client.get<{ products: (Product & Record<string, unknown>)[] }>(
      `/api/customers/${blueDoor.id}/products`,
    )
    expect(answer.status).toBe(200)
    const ribeye = answer.body.products.find((p) => p.id === 'MEA-BEEF-RIB')
    expect(ribeye).toMatchObject({
      productId: 'MEA-BEEF-RIB',
      name: 'Beef ribeye',
      unitType: 'weight',
      packsPerCase: null,
      category: 'Meat & Poultry',
      defaultPrice: 13.75,
      price: 12.65,
      sellPrice: 12.65,
      favorite: false,
    })
  })

  it("answers 404 for another customer's products, and lets the owning rep see them", async () => {
    expect((await blueDoor.client.get(`/api/customers/${greenleaf.id}/products`)).status).toBe(404)
    expect((await sam.client.get(`/api/customers/${greenleaf.id}/products`)).status).toBe(404)
    expect((await priya.client.get(`/api/customers/${greenleaf.id}/products`)).status).toBe(200)
    expect((await admin.client.get(`/api/customers/${greenleaf.id}/products`)).status).toBe(200)
  })
})

describe('placing an order', () => {
  it('prices every line on the server from the negotiated price (spec 9)', async () => {
    const placed = await place(blueDoor.client, [
      { productId: 'MEA-BEEF-RIB', quantity: 12.25, quantityType: 'weight', price: 0.01 },
      { productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'case' },
      { productId: 'PRD-HRB-BAS', quantity: 3, quantityType: 'pack' },
    ])
    expect(placed.status).toBe(201)
    // 12.65 x 12.25 lb = 154.96; 3.82 x 36 x 2 = 275.04; 2.71 x 3 = 8.13
    expect(placed.body).toMatchObject({
      totalPrice: 438.13,
      items: [
        { productId: 'MEA-BEEF-RIB', quantityType: 'weight', price: 12.65, lineTotal: 154.96 },
        { productId: 'DRY-BUT-UNS', quantityType: 'case', price: 3.82, lineTotal: 275.04 },
        { productId: 'PRD-HRB-BAS', quantityType: 'pack', price: 2.71, lineTotal: 8.13 },
      ],
    })
    expect(typeof placed.body.createdAt).toBe('string')
    const order = await blueDoor.client.get<OrderRow>(`/api/orders/${placed.body.id}`)
    expect(order.body).toMatchObject({ id: placed.body.id, fulfilled: false, totalPrice: 438.13 })
    expect(order.body.OrderItems.map((i) => i.lineTotal)).toEqual([154.96, 275.04, 8.13])
  })

  it.each([
    [
      [{ productId: 'DRY-BUT-UNS', quantity: 1.5, quantityType: 'case' }],
      'Enter a whole number above 0 for Unsalted butter.',
    ],
    [
      [{ productId: 'DRY-BUT-UNS', quantity: 0, quantityType: 'pack' }],
      'Enter a whole number above 0 for Unsalted butter.',
    ],
    [
      [{ productId: 'MEA-BEEF-RIB', quantity: 1.255, quantityType: 'weight' }],
      'Enter a weight above 0 lb with at most two decimals for Beef ribeye.',
    ],
    [
      [{ productId: 'DRY-BUT-UNS', quantity: 100_001, quantityType: 'case' }],
      'Enter at most 100,000 cases for Unsalted butter.',
    ],
    [
      [{ productId: 'MEA-BEEF-RIB', quantity: 2, quantityType: 'case' }],
      'Beef ribeye cannot be ordered by the case.',
    ],
    [
      [{ productId: 'OTH-FOIL-18', quantity: 1, quantityType: 'case' }],
      'Aluminium foil cannot be ordered by the case.',
    ],
    [
      [{ productId: 'NOT-A-PRODUCT', quantity: 1, quantityType: 'pack' }],
      'Product NOT-A-PRODUCT is not on your price list.',
    ],
    [[], 'Add at least one item to your order.'],
    [
      [
        { productId: 'PRD-LEM', quantity: 1, quantityType: 'weight' },
        { productId: 'PRD-LEM', quantity: 2, quantityType: 'weight' },
      ],
      'Product PRD-LEM appears twice in the order.',
    ],
    [[{ productId: 'PRD-LEM', quantity: 'lots', quantityType: 'weight' }], 'Quantity must be a number.'],
  ])('refuses %j with a clear message and stores nothing', async (items, message) => {
    const before = await sam.client.get<OrderList>(`/api/orders/customer/${blueDoor.id}?limit=1`)
    const answer = await place(blueDoor.client, items)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(message)
    const after = await sam.client.get<OrderList>(`/api/orders/customer/${blueDoor.id}?limit=1`)
    expect(after.body.count).toBe(before.body.count)
  })

  it("refuses a product that is on another customer's list only", async () => {
    const harbor = await signedIn(stack.url, 'harbor')
    const listOf = async (who: { client: TestClient; id: number }) =>
      (await who.client.get<{ products: Product[] }>(`/api/customers/${who.id}/products`)).body.products.map(
        (p) => p.id,
      )
    const harborIds = new Set(await listOf(harbor))
    const notHarbors = (await listOf(blueDoor)).find((id) => !harborIds.has(id))
    expect(notHarbors).toBeDefined()
    const answer = await place(harbor.client, [{ productId: notHarbors, quantity: 1, quantityType: 'pack' }])
    expect(answer).toMatchObject({
      status: 400,
      body: { error: `Product ${notHarbors} is not on your price list.` },
    })
  })

  it('is for customers only', async () => {
    expect(
      (await place(sam.client, [{ productId: 'PRD-LEM', quantity: 1, quantityType: 'weight' }])).status,
    ).toBe(403)
  })

  it('makes one order of 20 simultaneous submissions with one Idempotency-Key', async () => {
    const before = (await sam.client.get<OrderList>(`/api/orders/customer/${blueDoor.id}?limit=1`)).body.count
    const items = [{ productId: 'PRD-LEM', quantity: 4.5, quantityType: 'weight' }]
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(blueDoor.client, items, 'checkout-7f3a')),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
    const again = await place(blueDoor.client, items, 'checkout-7f3a')
    expect(again.body.id).toBe(answers[0]!.body.id)
    sam.client.consistencyToken = blueDoor.client.consistencyToken
    const after = (await sam.client.get<OrderList>(`/api/orders/customer/${blueDoor.id}?limit=1`)).body.count
    expect(after).toBe(before + 1)
    // The same key from another customer is another order.
    const other = await place(
      greenleaf.client,
      [{ productId: 'PRD-LEM', quantity: 1, quantityType: 'weight' }],
      'checkout-7f3a',
    )
    expect(other.body.id).not.toBe(answers[0]!.body.id)
  })
})

describe('fulfilling an order', () => {
  it('moves it from Current to Past, once, for the owning rep only', async () => {
    const placed = await place(blueDoor.client, [
      { productId: 'SEA-COD', quantity: 8, quantityType: 'weight' },
    ])
    const id = placed.body.id as number
    sam.client.consistencyToken = blueDoor.client.consistencyToken
    const current = await sam.client.get<OrderList>('/api/orders?fulfilled=false&limit=100')
    expect(current.body.rows.map((r) => r.id)).toContain(id)

    expect((await priya.client.request('PATCH', `/api/orders/${id}/fulfill`)).status).toBe(404)
    expect((await priya.client.get(`/api/orders/${id}`)).status).toBe(404)
    expect((await blueDoor.client.request('PATCH', `/api/orders/${id}/fulfill`)).status).toBe(403)
    expect((await sam.client.request('PATCH', '/api/orders/999999/fulfill')).status).toBe(404)
    expect((await sam.client.request('PATCH', '/api/orders/abc/fulfill')).status).toBe(404)
    // Beyond PostgreSQL's integer range: still a plain 404, never a database error.
    expect((await sam.client.request('PATCH', '/api/orders/99999999999/fulfill')).status).toBe(404)
    expect((await sam.client.get('/api/orders/99999999999')).status).toBe(404)
    expect((await sam.client.get('/api/orders/customer/99999999999')).status).toBe(404)
    expect((await blueDoor.client.get('/api/customers/99999999999/products')).status).toBe(404)

    const done = await sam.client.request('PATCH', `/api/orders/${id}/fulfill`)
    expect(done.status).toBe(200)
    const token = done.headers.get('consistency-token')
    expect(token).toMatch(/^\d+\.\d+$/)
    const twice = await sam.client.request('PATCH', `/api/orders/${id}/fulfill`)
    expect(twice.status).toBe(200)
    expect(twice.headers.get('consistency-token')).toBeNull()

    const order = await sam.client.get<OrderRow & { fulfilledAt: string }>(`/api/orders/${id}`)
    expect(order.body).toMatchObject({ fulfilled: true })
    expect(order.body.fulfilledAt).toEqual(expect.any(String))
    const past = await sam.client.get<OrderList>('/api/orders?fulfilled=true&limit=100')
    expect(past.body.rows.map((r) => r.id)).toContain(id)
    const stillCurrent = await sam.client.get<OrderList>('/api/orders?fulfilled=false&limit=100')
    expect(stillCurrent.body.rows.map((r) => r.id)).not.toContain(id)
  })
})

describe('fulfilling at the weight the scale read (catch weights and shorts)', () => {
  interface Settled extends OrderTotals {
    OrderItems: {
      productId: string
      quantity: number
      lineTotal: number
      shippedQuantity: number | null
      shippedLineTotal: number | null
    }[]
  }

  it("settles the final total at the order's prices, kept beside the estimate, for staff and customer", async () => {
    const placed = await place(blueDoor.client, [
      { productId: 'MEA-BEEF-RIB', quantity: 20, quantityType: 'weight' },
      { productId: 'DRY-BUT-UNS', quantity: 2, quantityType: 'case' },
    ])
    const id = placed.body.id as number
    sam.client.consistencyToken = blueDoor.client.consistencyToken
    const before = await sam.client.get<Settled>(`/api/orders/${id}`)
    // 12.65 x 20 lb = 253.00; 3.82 x 36 x 2 = 275.04
    expect(before.body).toMatchObject({ totalPrice: 528.04, estimatedTotal: 528.04, finalTotal: null })
    expect(before.body.OrderItems[0]).toMatchObject({ shippedQuantity: null, shippedLineTotal: null })

    const path = `/api/orders/${id}/fulfill`
    const refusals: [unknown, number, string][] = [
      [{ shipped: [{ productId: 'MEA-BEEF-RIB', quantity: -1 }] }, 400, 'INVALID_QUANTITY'],
      [{ shipped: [{ productId: 'MEA-BEEF-RIB', quantity: 22.01 }] }, 400, 'OVER_TOLERANCE'],
      [{ shipped: [{ productId: 'DRY-BUT-UNS', quantity: 3 }] }, 400, 'MORE_THAN_ORDERED'],
      [{ shipped: [{ productId: 'DRY-BUT-UNS', quantity: 0.5 }] }, 400, 'INVALID_QUANTITY'],
      [{ shipped: [{ productId: 'SEA-COD', quantity: 1 }] }, 400, 'UNKNOWN_LINE'],
      [
        {
          shipped: [
            { productId: 'DRY-BUT-UNS', quantity: 1 },
            { productId: 'DRY-BUT-UNS', quantity: 1 },
          ],
        },
        400,
        'DUPLICATE_LINE',
      ],
    ]
    for (const [body, status, code] of refusals) {
      const refused = await sam.client.request<{ code: string; error: string }>('PATCH', path, body)
      expect(refused.status, JSON.stringify(body)).toBe(status)
      expect(refused.body.code, JSON.stringify(body)).toBe(code)
    }
    for (const body of [
      { shipped: 'all' },
      { shipped: [{ productId: 'MEA-BEEF-RIB', quantity: '19' }] },
      [],
    ]) {
      expect((await sam.client.request('PATCH', path, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await sam.client.get<Settled>(`/api/orders/${id}`)).body.finalTotal).toBeNull()

    // 12.65 x 19.42 lb = 245.66; 1 case short: 3.82 x 36 = 137.52
    const shipped = {
      shipped: [
        { productId: 'MEA-BEEF-RIB', quantity: 19.42 },
        { productId: 'DRY-BUT-UNS', quantity: 1 },
      ],
    }
    const done = await sam.client.request<Settled>('PATCH', path, shipped)
    expect(done.body).toMatchObject({ estimatedTotal: 528.04, finalTotal: 383.18, totalPrice: 383.18 })
    expect((await sam.client.request('PATCH', path, shipped)).status).toBe(200)
    expect((await sam.client.request('PATCH', path)).status).toBe(200)
    const other = await sam.client.request<{ code: string }>('PATCH', path, {
      shipped: [{ productId: 'DRY-BUT-UNS', quantity: 2 }],
    })
    expect(other).toMatchObject({ status: 409, body: { code: 'ALREADY_FULFILLED' } })

    const expected = {
      totalPrice: 383.18,
      estimatedTotal: 528.04,
      finalTotal: 383.18,
      OrderItems: [
        {
          productId: 'MEA-BEEF-RIB',
          quantity: 20,
          lineTotal: 253,
          shippedQuantity: 19.42,
          shippedLineTotal: 245.66,
        },
        {
          productId: 'DRY-BUT-UNS',
          quantity: 2,
          lineTotal: 275.04,
          shippedQuantity: 1,
          shippedLineTotal: 137.52,
        },
      ],
    }
    expect((await sam.client.get<Settled>(`/api/orders/${id}`)).body).toMatchObject(expected)
    const past = await sam.client.get<{ rows: Settled[] }>('/api/orders?fulfilled=true&limit=100')
    expect(past.body.rows.find((r) => (r as unknown as { id: number }).id === id)).toMatchObject(expected)
    blueDoor.client.consistencyToken = sam.client.consistencyToken
    expect((await blueDoor.client.get<Settled>(`/api/orders/${id}`)).body).toMatchObject(expected)
  })

  it('an admin sets the weight tolerance; the next fulfilment is judged by it', async () => {
    expect((await sam.client.get('/api/settings/fulfilment-tolerance')).body).toEqual({
      percent: 10,
      isDefault: true,
    })
    expect(
      (await sam.client.request('PUT', '/api/settings/fulfilment-tolerance', { percent: 20 })).status,
    ).toBe(403)
    expect((await blueDoor.client.get('/api/settings/fulfilment-tolerance')).status).toBe(403)
    const refused = await admin.client.request('PUT', '/api/settings/fulfilment-tolerance', { percent: 120 })
    expect(refused).toMatchObject({ status: 400, body: { error: 'Tolerance must be between 0 and 100%.' } })
    const set = await admin.client.request('PUT', '/api/settings/fulfilment-tolerance', { percent: 20 })
    expect(set).toMatchObject({ status: 200, body: { percent: 20 } })
    expect((await admin.client.get('/api/settings/fulfilment-tolerance')).body).toEqual({
      percent: 20,
      isDefault: false,
    })

    const placed = await place(blueDoor.client, [
      { productId: 'MEA-BEEF-RIB', quantity: 10, quantityType: 'weight' },
    ])
    const path = `/api/orders/${placed.body.id}/fulfill`
    admin.client.consistencyToken = blueDoor.client.consistencyToken
    const over = await admin.client.request<{ error: string }>('PATCH', path, {
      shipped: [{ productId: 'MEA-BEEF-RIB', quantity: 12.01 }],
    })
    expect(over).toMatchObject({
      status: 400,
      body: {
        code: 'OVER_TOLERANCE',
        error: 'Beef ribeye: 12.01 lb is more than 20% over the 10 lb ordered; at most 12.00 lb can ship.',
      },
    })
    expect(
      (
        await admin.client.request('PATCH', path, {
          shipped: [{ productId: 'MEA-BEEF-RIB', quantity: 11.5 }],
        })
      ).status,
    ).toBe(200)
    await admin.client.request('PUT', '/api/settings/fulfilment-tolerance', { percent: 10 })
  })
})

describe('the orders list', () => {
  it('shows a sales rep only the orders of its own customers', async () => {
    const mine = await sam.client.get<OrderList>('/api/orders?limit=100')
    expect(mine.body.count).toBeGreaterThan(0)
    expect(mine.body.rows.every((r) => r.Customer.SalesUser?.id === sam.id)).toBe(true)
    expect((await sam.client.get('/api/orders?scope=all')).status).toBe(403)
  })

  it('gives admins All (default) and Mine', async () => {
    const all = await admin.client.get<OrderList>('/api/orders?limit=100')
    const reps = new Set(all.body.rows.map((r) => r.Customer.SalesUser?.id))
    expect(reps).toEqual(new Set([sam.id, priya.id]))
    const mine = await admin.client.get<OrderList>('/api/orders?scope=Mine')
    expect(mine.body).toEqual({ rows: [], count: 0 })
  })

  it('pages by offset and limit, sorts by the spec fields, newest first by default', async () => {
    const all = await admin.client.get<OrderList>('/api/orders?limit=100')
    const created = all.body.rows.map((r) => (r as unknown as { createdAt: string }).createdAt)
    expect([...created].sort().reverse()).toEqual(created)
    const page2 = await admin.client.get<OrderList>('/api/orders?limit=5&offset=5')
    expect(page2.body.count).toBe(all.body.count)
    expect(page2.body.rows.map((r) => r.id)).toEqual(all.body.rows.slice(5, 10).map((r) => r.id))
    const byCustomer = await admin.client.get<OrderList>(
      '/api/orders?limit=100&sortField=customer&sortOrder=ASC',
    )
    const names = byCustomer.body.rows.map((r) => r.Customer.businessName.toLowerCase())
    expect(names).toEqual([...names].sort())
    const byRep = await admin.client.get<OrderList>('/api/orders?limit=100&sortField=salesRep&sortOrder=desc')
    expect(byRep.body.rows[0]!.Customer.SalesUser?.firstName).toBe('Sam')
    const byId = await admin.client.get<OrderList>('/api/orders?limit=100&sortField=id&sortOrder=ASC')
    const ids = byId.body.rows.map((r) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('searches order number, business, account number and rep, every word', async () => {
    const byBusiness = await admin.client.get<OrderList>('/api/orders?limit=100&search=harbor')
    expect(byBusiness.body.count).toBeGreaterThan(0)
    expect(byBusiness.body.rows.every((r) => r.Customer.businessName === 'Harbor Fish House')).toBe(true)
    const byAccount = await admin.client.get<OrderList>('/api/orders?limit=100&search=gl-1003')
    expect(byAccount.body.rows.every((r) => r.Customer.businessName === 'Greenleaf Market')).toBe(true)
    const byRepAndBusiness = await admin.client.get<OrderList>('/api/orders?limit=100&search=priya%20tavola')
    expect(byRepAndBusiness.body.rows.every((r) => r.Customer.businessName === 'Tavola Trattoria')).toBe(true)
    const byNumber = await admin.client.get<OrderList>('/api/orders?search=%233')
    expect(byNumber.body.rows.map((r) => r.id)).toEqual([3])
    const nothing = await admin.client.get<OrderList>('/api/orders?search=%25_%5C')
    expect(nothing.body).toEqual({ rows: [], count: 0 })
  })

  it.each([
    'limit=0',
    'limit=101',
    'offset=-1',
    'sortField=total',
    'sortOrder=UP',
    'fulfilled=maybe',
    'scope=team',
  ])('refuses the bad query value %s with 400', async (query) => {
    expect((await admin.client.get(`/api/orders?${query}`)).status).toBe(400)
  })

  it("lists one customer's orders for the customer itself and its rep, and 404 for others", async () => {
    const own = await blueDoor.client.get<OrderList>(
      `/api/orders/customer/${blueDoor.id}?sortField=createdAt&sortOrder=DESC`,
    )
    expect(own.body.count).toBeGreaterThan(0)
    expect(own.body.rows.every((r) => r.customerId === blueDoor.id)).toBe(true)
    expect((await blueDoor.client.get(`/api/orders/customer/${greenleaf.id}`)).status).toBe(404)
    expect((await priya.client.get(`/api/orders/customer/${blueDoor.id}`)).status).toBe(404)
    expect((await blueDoor.client.get('/api/orders')).status).toBe(403)
  })
})

describe('the ordering window', () => {
  it('refuses orders while the effective window is closed, and reports it', async () => {
    onTestFinished(() => stack.clock.reset())
    // Noon in Chicago (UTC-6 in November), after a window that closes at 11:00.
    const now = new Date('2026-11-24T18:00:00Z')
    stack.clock.setTo(now.toISOString())
    const [openTime, closeTime] = ['06:00', '11:00']
    const set = await priya.client.request('PUT', '/api/settings/order-window/mine', {
      alwaysOpen: false,
      openTime,
      closeTime,
    })
    expect(set.status).toBe(200)
    greenleaf.client.consistencyToken = priya.client.consistencyToken
    const effective = await greenleaf.client.get('/api/settings/order-window/effective')
    expect(effective.body).toEqual({
      alwaysOpen: false,
      openTime,
      closeTime,
      open: false,
      opensAt: expect.any(String),
      closesAt: null,
      timeZone: 'America/Chicago',
    })
    // The next opening, as an instant: in the future, within a day, at the open time in Chicago.
    const opensAt = new Date((effective.body as { opensAt: string }).opensAt)
    expect(opensAt.getTime()).toBeGreaterThan(now.getTime())
    expect(opensAt.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000)
    expect(localTime(opensAt, 'America/Chicago')).toBe(openTime)
    const refused = await place(greenleaf.client, [
      { productId: 'PRD-LEM', quantity: 1, quantityType: 'weight' },
    ])
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'ORDERING_CLOSED', error: 'Ordering is closed right now.' },
    })
    // Sam's customers follow the company default (always open) and are not affected.
    expect((await blueDoor.client.get('/api/settings/order-window/effective')).body).toMatchObject({
      alwaysOpen: true,
      open: true,
    })
    // An hour earlier the same window is open, and the order goes through.
    stack.clock.setTo('2026-11-24T16:30:00Z')
    expect((await greenleaf.client.get('/api/settings/order-window/effective')).body).toMatchObject({
      open: true,
    })
    const placed = await place(greenleaf.client, [
      { productId: 'PRD-LEM', quantity: 1, quantityType: 'weight' },
    ])
    expect(placed.status).toBe(201)
    expect(placed.body.createdAt).toBe('2026-11-24T16:30:00.000Z')
    stack.clock.reset()
    await priya.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })
    greenleaf.client.consistencyToken = priya.client.consistencyToken
    expect((await greenleaf.client.get('/api/settings/order-window/effective')).body).toMatchObject({
      open: true,
      opensAt: null,
      closesAt: null,
    })
  })

  it('validates the hours with the spec messages', async () => {
    const both = await admin.client.request('PUT', '/api/settings/order-window/mine', {
      alwaysOpen: false,
      openTime: '06:00',
    })
    expect(both.body).toMatchObject({ error: 'Please choose both times.' })
    const order = await admin.client.request('PUT', '/api/settings/order-window/mine', {
      alwaysOpen: false,
      openTime: '09:00',
      closeTime: '08:00',
    })
    expect(order.body).toMatchObject({ error: 'Close time must be later than open time.' })
    expect(
      (await blueDoor.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })).status,
    ).toBe(403)
  })
})
