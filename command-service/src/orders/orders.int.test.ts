import { describe, expect, it } from 'vitest'
import { givenBlueDoor, people, useSliceSpec } from '../shared/sliceSpec.ts'

const { rep, customer, otherRep, admin, auditor } = people

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec)
  // The company orders from 06:00 to 11:00, Chicago time.
  await spec.given('order-window-company', {
    type: 'OrderWindowSet',
    data: { scope: 'company', salesUserId: null, alwaysOpen: false, openTime: '06:00', closeTime: '11:00' },
  })
})

const twoCases = { items: [{ productId: 'OIL', quantity: 2, quantityType: 'case' }] }

/** Then: the request appended one event, Green Leaf's two cases placed under its rep, with `data`. */
function expectOnePlaced(data: Record<string, unknown>) {
  const [placed, ...more] = spec.newEvents()
  expect(more).toEqual([])
  expect(placed).toMatchObject({
    type: 'OrderPlaced',
    data: { customerId: 950, salesUserId: 901, totalCents: 9000, ...data },
  })
}

describe('orders slice: given streams, a request, the new events', () => {
  it('places an order at the negotiated price while the window is open', async () => {
    spec.clock.now = new Date('2026-11-24T15:00:00Z') // 09:00 in Chicago
    const answer = await spec.request(customer, 'POST', '/api/orders', twoCases)
    expect(answer).toMatchObject({
      status: 201,
      body: { totalPrice: 90, createdAt: '2026-11-24T15:00:00.000Z' },
    })
    expectOnePlaced({
      lines: [
        { productId: 'OIL', quantityType: 'case', quantity: 2, unitPriceCents: 750, lineTotalCents: 9000 },
      ],
    })
  })

  it('refuses an order after the window closed, writing nothing', async () => {
    spec.clock.now = new Date('2026-11-24T18:00:00Z') // noon in Chicago
    const answer = await spec.request(customer, 'POST', '/api/orders', twoCases)
    expect(answer).toMatchObject({ status: 409, body: { code: 'ORDERING_CLOSED' } })
    expect(spec.newEvents()).toEqual([])
  })

  it('the owning rep fulfils an order once, as ordered when it sends no amounts', async () => {
    spec.clock.now = new Date('2026-11-24T15:00:00Z')
    const placed = await spec.request<{ id: number }>(customer, 'POST', '/api/orders', twoCases)
    const path = `/api/orders/${placed.body.id}/fulfill`
    expect(await spec.request(rep, 'PATCH', path)).toMatchObject({
      status: 200,
      body: { id: placed.body.id, fulfilled: true, estimatedTotal: 90, finalTotal: 90, totalPrice: 90 },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: `order-${placed.body.id}`,
        type: 'OrderFulfilled',
        data: {
          orderId: placed.body.id,
          fulfilledBy: 901,
          shipped: [{ productId: 'OIL', quantity: 2, lineTotalCents: 9000 }],
          finalTotalCents: 9000,
        },
      },
      // Issue 37: the invoice is issued in the same append (books/fulfilWithInvoice.int.test.ts).
      expect.objectContaining({ stream: 'invoice-numbers', type: 'InvoiceNumberTaken' }),
      expect.objectContaining({ stream: 'ledger-950', type: 'InvoiceIssued' }),
    ])
    expect((await spec.request(rep, 'PATCH', path)).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it('ships what the request says, refuses bad amounts writing nothing, and repeats idempotently', async () => {
    spec.clock.now = new Date('2026-11-24T15:00:00Z')
    const placed = await spec.request<{ id: number }>(customer, 'POST', '/api/orders', twoCases)
    const path = `/api/orders/${placed.body.id}/fulfill`
    expect(
      await spec.request(rep, 'PATCH', path, { shipped: [{ productId: 'OIL', quantity: 3 }] }),
    ).toMatchObject({
      status: 400,
      body: { code: 'MORE_THAN_ORDERED', error: 'Olive oil: at most 2 cases can ship, the amount ordered.' },
    })
    expect(await spec.request(rep, 'PATCH', path, { shipped: [{ productId: 'OIL' }] })).toMatchObject({
      status: 400,
    })
    expect(await spec.request(rep, 'PATCH', path, { lines: [] })).toMatchObject({ status: 400 })
    expect(spec.newEvents()).toEqual([])

    const short = { shipped: [{ productId: 'OIL', quantity: 1 }] }
    expect(await spec.request(rep, 'PATCH', path, short)).toMatchObject({
      status: 200,
      body: {
        estimatedTotal: 90,
        finalTotal: 45,
        items: [{ productId: 'OIL', quantity: 2, shippedQuantity: 1, lineTotal: 90, shippedLineTotal: 45 }],
      },
    })
    expect(spec.newEvents()).toMatchObject([
      { type: 'OrderFulfilled', data: { finalTotalCents: 4500 } },
      { type: 'InvoiceNumberTaken' },
      { type: 'InvoiceIssued', data: { totalCents: 4500 } },
    ])
    expect((await spec.request(rep, 'PATCH', path, short)).status).toBe(200)
    expect(
      await spec.request(rep, 'PATCH', path, { shipped: [{ productId: 'OIL', quantity: 2 }] }),
    ).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_FULFILLED' },
    })
    expect(spec.newEvents()).toEqual([])
  })
})

describe('phone order slice: staff place an order for a customer', () => {
  const path = '/api/customers/950/orders'
  const noon = new Date('2026-11-24T18:00:00Z') // closed in Chicago
  const nine = new Date('2026-11-24T15:00:00Z') // open

  it('the owning rep places it inside the window: the event says who placed it', async () => {
    spec.clock.now = nine
    const answer = await spec.request(rep, 'POST', path, twoCases)
    expect(answer).toMatchObject({
      status: 201,
      body: { totalPrice: 90, placedOutsideWindow: false, placedBy: { id: 901 } },
    })
    expectOnePlaced({ placedBy: { userId: 901 }, placedOutsideWindow: false })
  })

  it('outside the window: refused without the confirmation, placed and recorded with it', async () => {
    spec.clock.now = noon
    expect(await spec.request(rep, 'POST', path, twoCases)).toMatchObject({
      status: 409,
      body: { code: 'ORDERING_CLOSED', error: 'Ordering is closed right now.' },
    })
    expect(spec.newEvents()).toEqual([])
    const answer = await spec.request(rep, 'POST', path, { ...twoCases, outsideWindow: true })
    expect(answer.status).toBe(201)
    expect(spec.newEvents()).toMatchObject([
      { type: 'OrderPlaced', data: { placedBy: { userId: 901 }, placedOutsideWindow: true } },
    ])
    // The customer's own route knows no confirmation: still closed for the customer.
    const own = await spec.request(customer, 'POST', '/api/orders', { ...twoCases, outsideWindow: true })
    expect(own.status).toBe(409)
  })

  it('an admin places it for any customer', async () => {
    spec.clock.now = nine
    expect((await spec.request(admin, 'POST', path, twoCases)).status).toBe(201)
    expect(spec.newEvents()).toMatchObject([{ type: 'OrderPlaced', data: { placedBy: { userId: 900 } } }])
  })

  it("another rep's customer is not found, customers and auditors are refused: nothing is written", async () => {
    spec.clock.now = nine
    expect((await spec.request(otherRep, 'POST', path, twoCases)).status).toBe(404)
    expect((await spec.request(otherRep, 'POST', path, { items: [] })).status).toBe(404)
    expect((await spec.request(customer, 'POST', path, twoCases)).status).toBe(403)
    expect((await spec.request(auditor, 'POST', path, twoCases)).status).toBe(403)
    expect((await spec.request(rep, 'POST', '/api/customers/999999/orders', twoCases)).status).toBe(404)
    expect((await spec.request(rep, 'POST', '/api/customers/abc/orders', twoCases)).status).toBe(404)
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    ['an empty list', { items: [] }, 'Add at least one item to your order.'],
    ['no items', {}, 'Add at least one item to your order.'],
    [
      'a confirmation that is not a boolean',
      { ...twoCases, outsideWindow: 'yes' },
      'Say whether to place the order outside the ordering window: true or false.',
    ],
    [
      'a product not on the price list',
      { items: [{ productId: 'NOPE', quantity: 1, quantityType: 'pack' }] },
      "Product NOPE is not on this customer's price list.",
    ],
    [
      'a fractional pack',
      { items: [{ productId: 'OIL', quantity: 1.5, quantityType: 'pack' }] },
      'Enter a whole number above 0 for Olive oil.',
    ],
  ])('answers 400 for %s', async (_case, body, message) => {
    spec.clock.now = noon
    const answer = await spec.request<{ error: string; issues?: string[] }>(rep, 'POST', path, {
      outsideWindow: true,
      ...body,
    })
    expect(answer.status).toBe(400)
    expect([answer.body.error, ...(answer.body.issues ?? [])].join(' ')).toContain(message)
    expect(spec.newEvents()).toEqual([])
  })
})
