import { describe, expect, it } from 'vitest'
import { STAFF_AND_CUSTOMERS, TestClient, testStackWith } from './testing/stack.ts'

/** A phone order: staff place an order for a customer (POST /api/customers/{id}/orders). */
interface PlacedAnswer {
  id: number
  totalPrice: number
  placedBy?: { id: number; name: string }
  placedOutsideWindow?: boolean
}
interface OrderRow {
  id: number
  customerId: number
  placedBy: { id: number; name: string } | null
  placedOutsideWindow: boolean
}

const { stack, users } = testStackWith([...STAFF_AND_CUSTOMERS, 'auditor'])
const { sam, priya, admin, blueDoor, greenleaf } = users
const auditor = users.auditor.client

const ribeye = [{ productId: 'MEA-BEEF-RIB', quantity: 2, quantityType: 'weight' }]
const phoneOrder = (client: TestClient, customerId: number, body: unknown, key?: string) =>
  client.request<PlacedAnswer & { error?: string; code?: string; issues?: string[] }>(
    'POST',
    `/api/customers/${customerId}/orders`,
    body,
    key ? { 'Idempotency-Key': key } : {},
  )

describe('a rep places an order for a customer outside the window', () => {
  it('is refused until confirmed, then placed once per key, at the negotiated price', async () => {
    // Noon in Chicago; Sam's customers order from 06:00 to 11:00.
    stack.clock.setTo('2026-11-24T18:00:00Z')
    try {
      const set = await sam.client.request('PUT', '/api/settings/order-window/mine', {
        alwaysOpen: false,
        openTime: '06:00',
        closeTime: '11:00',
      })
      expect(set.status).toBe(200)

      expect(await phoneOrder(sam.client, blueDoor.id, { items: ribeye }, 'phone-1')).toMatchObject({
        status: 409,
        body: { code: 'ORDERING_CLOSED', error: 'Ordering is closed right now.' },
      })
      const placed = await phoneOrder(
        sam.client,
        blueDoor.id,
        { items: ribeye, outsideWindow: true },
        'phone-1',
      )
      expect(placed.status).toBe(201)
      // Blue Door's negotiated ribeye price is 12.65/lb (the list price is 13.75).
      expect(placed.body).toMatchObject({
        totalPrice: 25.3,
        placedBy: { id: sam.id, name: 'Sam Reyes' },
        placedOutsideWindow: true,
      })
      // A double tap resends the same key: the same order, not a second one.
      const again = await phoneOrder(
        sam.client,
        blueDoor.id,
        { items: ribeye, outsideWindow: true },
        'phone-1',
      )
      expect(again).toMatchObject({ status: 201, body: { id: placed.body.id } })

      // The customer sees it in its history, placed by Sam, outside the window.
      blueDoor.client.consistencyToken = sam.client.consistencyToken
      const history = await blueDoor.client.get<{ rows: OrderRow[] }>(
        `/api/orders/customer/${blueDoor.id}?limit=100`,
      )
      const mine = history.body.rows.filter((r) => r.id === placed.body.id)
      expect(mine).toEqual([
        expect.objectContaining({
          placedBy: { id: sam.id, name: 'Sam Reyes' },
          placedOutsideWindow: true,
        }),
      ])
      expect(history.body.rows.filter((r) => r.placedBy === null).length).toBeGreaterThan(0)
      // The dashboard lists it like any other, and the detail says who placed it.
      const dashboard = await sam.client.get<{ rows: OrderRow[] }>('/api/orders?fulfilled=false&limit=100')
      expect(dashboard.body.rows.map((r) => r.id)).toContain(placed.body.id)
      admin.client.consistencyToken = sam.client.consistencyToken
      expect((await admin.client.get(`/api/orders/${placed.body.id}`)).body).toMatchObject({
        placedBy: { id: sam.id, name: 'Sam Reyes' },
        placedOutsideWindow: true,
      })
    } finally {
      stack.clock.reset()
      await sam.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })
    }
  })
})

describe('who may place a phone order', () => {
  it("an admin places one for any customer; a rep never for another rep's customer", async () => {
    const byAdmin = await phoneOrder(admin.client, greenleaf.id, {
      items: [{ productId: 'PRD-LEM', quantity: 1, quantityType: 'weight' }],
    })
    expect(byAdmin).toMatchObject({
      status: 201,
      body: { placedBy: { id: admin.id, name: 'Alex Morgan' }, placedOutsideWindow: false },
    })
    expect((await phoneOrder(priya.client, blueDoor.id, { items: ribeye })).status).toBe(404)
    expect((await phoneOrder(priya.client, blueDoor.id, { items: [] })).status).toBe(404)
    expect((await phoneOrder(sam.client, 999_999, { items: ribeye })).status).toBe(404)
    expect((await phoneOrder(sam.client, Number.NaN, { items: ribeye })).status).toBe(404)
  })

  it('customers and auditors are refused (403), the signed-out 401', async () => {
    expect((await phoneOrder(blueDoor.client, blueDoor.id, { items: ribeye })).status).toBe(403)
    expect((await phoneOrder(greenleaf.client, blueDoor.id, { items: ribeye })).status).toBe(403)
    expect((await phoneOrder(auditor, blueDoor.id, { items: ribeye })).status).toBe(403)
    expect((await phoneOrder(new TestClient(stack.url), blueDoor.id, { items: ribeye })).status).toBe(401)
  })
})

describe('a phone order with bad input', () => {
  it.each([
    ['no body', undefined, 'Send the order as a JSON object'],
    ['an empty list', { items: [] }, 'Add at least one item to your order.'],
    ['items that are not a list', { items: 'ribeye' }, 'Add at least one item to your order.'],
    [
      'a confirmation that is not true or false',
      { items: ribeye, outsideWindow: 'yes' },
      'Say whether to place the order outside the ordering window: true or false.',
    ],
    [
      'a quantity that is not a number',
      { items: [{ ...ribeye[0], quantity: 'two' }] },
      'Quantity must be a number.',
    ],
    [
      'an unknown quantity type',
      { items: [{ ...ribeye[0], quantityType: 'crate' }] },
      'Quantity type must be pack, case or weight.',
    ],
    [
      'a product not on the price list',
      { items: [{ productId: 'NOPE', quantity: 1, quantityType: 'pack' }] },
      "Product NOPE is not on this customer's price list.",
    ],
    ['a weight with three decimals', { items: [{ ...ribeye[0], quantity: 1.125 }] }, 'at most two decimals'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const answer = await phoneOrder(sam.client, blueDoor.id, body)
    expect(answer.status).toBe(400)
    expect([answer.body.error, ...(answer.body.issues ?? [])].join(' ')).toContain(message)
  })

  it('answers 400 for an Idempotency-Key that is not printable ASCII', async () => {
    const answer = await phoneOrder(sam.client, blueDoor.id, { items: ribeye }, 'clé')
    expect(answer.status).toBe(400)
  })
})
