import { describe, expect, it } from 'vitest'
import { given, givenBlueDoor, people, tuesdaysAndFridays, useSliceSpec } from '../shared/sliceSpec.ts'

const { rep, customer, otherRep, admin, auditor } = people
const harbor = { id: 951, role: 'customer' } as const

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec)
  await spec.givenAccounts(harbor)
  await spec.givenCustomer(
    { customerId: 951, businessName: 'Harbor Fish', accountNumber: 'HF-1', salesUserId: otherRep.id },
    { OIL: 800 },
  )
  await spec.given('delivery-schedule-company', given.deliverySchedule(null, tuesdaysAndFridays))
  // Tuesday 24 Nov 2026, 09:00 in Chicago: the next delivery date is Friday, Nov 27.
  spec.clock.now = new Date('2026-11-24T15:00:00Z')
})

const path = '/api/products/OIL/availability'
const cases = (quantity: number) => ({ items: [{ productId: 'OIL', quantity, quantityType: 'case' }] })

describe('stock slice: PUT /api/products/:id/availability', () => {
  it('an admin marks a product out until a date, on its own stream', async () => {
    const answer = await spec.request(admin, 'PUT', path, { status: 'out', until: '2026-12-08' })
    expect(answer).toMatchObject({
      status: 200,
      body: { id: 'OIL', availability: { status: 'out', until: '2026-12-08' } },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'availability-OIL',
        type: 'ProductAvailabilitySet',
        data: { productId: 'OIL', availability: { status: 'out', until: '2026-12-08' } },
      },
    ])
  })

  it('a rep, an auditor and a customer may not write it (any rep, any product)', async () => {
    for (const who of [rep, otherRep, auditor, customer]) {
      expect((await spec.request(who, 'PUT', path, { status: 'available' })).status).toBe(403)
    }
    expect((await spec.request(null, 'PUT', path, { status: 'available' })).status).toBe(401)
    expect(spec.newEvents()).toEqual([])
  })

  it('bad input answers 400 with the reason; an unknown or __proto__ id 404', async () => {
    const bad = [
      [{ status: 'gone' }, 'status must be available, limited or out.'],
      [{ status: 'limited', quantity: 0, unit: 'case', per: 'date' }, 'The limit must be above 0.'],
      [{ status: 'limited', quantity: 3, unit: 'box', per: 'date' }, 'unit must be case, pack or lb.'],
      [{ status: 'out', until: '12/08/2026' }, ''],
      [{ status: 'available', extra: 1 }, ''],
    ] as const
    for (const [body, text] of bad) {
      const answer = await spec.request<{ error: string; issues?: string[] }>(admin, 'PUT', path, body)
      expect(answer.status).toBe(400)
      if (text) expect(JSON.stringify(answer.body)).toContain(text)
    }
    const lb = await spec.request(admin, 'PUT', path, {
      status: 'limited',
      quantity: 3,
      unit: 'lb',
      per: 'date',
    })
    expect(lb).toMatchObject({
      status: 400,
      body: { error: 'Olive oil is sold in packs or cases; give the limit in packs or cases.' },
    })
    for (const id of ['NOPE', '__proto__']) {
      const answer = await spec.request(admin, 'PUT', `/api/products/${id}/availability`, {
        status: 'available',
      })
      expect(answer).toMatchObject({ status: 404, body: { error: 'Product not found.' } })
    }
    expect(spec.newEvents()).toEqual([])
  })
})

describe('stock slice: orders refuse what cannot be had', () => {
  it('out of stock: placing answers 409 OUT_OF_STOCK naming the product and the date', async () => {
    await spec.request(admin, 'PUT', path, { status: 'out', until: '2026-12-08' })
    const answer = await spec.request(customer, 'POST', '/api/orders', cases(1))
    expect(answer).toMatchObject({
      status: 409,
      body: { code: 'OUT_OF_STOCK', error: 'Olive oil is out of stock until Dec 8.' },
    })
    // A phone order by the owning rep is refused alike.
    const phone = await spec.request(rep, 'POST', '/api/customers/950/orders', cases(1))
    expect(phone).toMatchObject({ status: 409, body: { code: 'OUT_OF_STOCK' } })
    expect(spec.newEvents()).toEqual([])
  })

  it('a total limit for the date holds when two customers race for the last cases', async () => {
    await spec.request(admin, 'PUT', path, { status: 'limited', quantity: 5, unit: 'case', per: 'date' })
    const [a, b] = await Promise.all([
      spec.request(customer, 'POST', '/api/orders', cases(4)),
      spec.request(harbor, 'POST', '/api/orders', cases(4)),
    ])
    const statuses = [a!.status, b!.status].sort()
    expect(statuses).toEqual([201, 409])
    const refused = [a!, b!].find((r) => r.status === 409)!
    expect(refused.body).toMatchObject({
      code: 'OVER_LIMIT',
      error: 'Only 1 case of Olive oil left for Friday, Nov 27.',
    })
    const claims = spec.newEvents().filter((e) => e.type === 'StockClaimed')
    expect(claims).toHaveLength(1)
    expect(claims[0]).toMatchObject({ stream: 'stock-2026-11-27-OIL' })
    // The last case is still there to take.
    const last = await spec.request(refused === a ? customer : harbor, 'POST', '/api/orders', cases(1))
    expect(last.status).toBe(201)
    const soldOut = await spec.request(harbor, 'POST', '/api/orders', cases(1))
    expect(soldOut.body).toMatchObject({
      code: 'OVER_LIMIT',
      error: 'Olive oil is sold out for Friday, Nov 27.',
    })
  })
})

const oil = (quantity: number, deliveryDate: string) => ({
  items: [{ productId: 'OIL', quantity, quantityType: 'case' }],
  deliveryDate,
})
const placeFor = async (who: { id: number; role: 'customer' }, quantity: number, date: string) => {
  const placed = await spec.request<{ id: number }>(who, 'POST', '/api/orders', oil(quantity, date))
  expect(placed.status).toBe(201)
  return placed.body.id
}
const move = (orderId: number, deliveryDate: string) =>
  spec.request(rep, 'POST', `/api/orders/${orderId}/move`, { deliveryDate })

describe('orders slice: a staff move judges the new date’s stock (POST /api/orders/:id/move)', () => {
  it('refuses a line out of stock on the new date with the reason placing gives', async () => {
    await spec.request(admin, 'PUT', path, { status: 'available' })
    const orderId = await placeFor(customer, 2, '2026-12-11')
    await spec.request(admin, 'PUT', path, { status: 'out', until: '2026-12-22' })
    spec.newEvents()
    expect(await move(orderId, '2026-12-15')).toMatchObject({
      status: 409,
      body: { code: 'OUT_OF_STOCK', error: 'Olive oil is out of stock until Dec 22.' },
    })
    expect(spec.newEvents()).toEqual([])
    // Back on the 22nd: the move is taken there.
    expect(await move(orderId, '2026-12-22')).toMatchObject({
      status: 200,
      body: { deliveryDate: '2026-12-22' },
    })
  })

  it('refuses what is past a limit for the new date, and claims the stock it takes there', async () => {
    await spec.request(admin, 'PUT', path, {
      status: 'limited',
      quantity: 3,
      unit: 'case',
      per: 'date',
    })
    const orderId = await placeFor(customer, 2, '2026-12-11')
    await placeFor(harbor, 2, '2026-12-15')
    spec.newEvents()
    expect(await move(orderId, '2026-12-15')).toMatchObject({
      status: 409,
      body: { code: 'OVER_LIMIT', error: 'Only 1 case of Olive oil left for Tuesday, Dec 15.' },
    })
    expect(spec.newEvents()).toEqual([])
    expect((await move(orderId, '2026-12-18')).status).toBe(200)
    expect(spec.newEvents().find((e) => e.type === 'StockClaimed')).toMatchObject({
      stream: 'stock-2026-12-18-OIL',
      data: { orderId, customerId: 950, deliveryDate: '2026-12-18' },
    })
    // What the moved order took counts for the 18th; the 11th it left is free again.
    const late = await spec.request(harbor, 'POST', '/api/orders', oil(2, '2026-12-18'))
    expect(late.body).toMatchObject({
      code: 'OVER_LIMIT',
      error: 'Only 1 case of Olive oil left for Friday, Dec 18.',
    })
    expect((await spec.request(harbor, 'POST', '/api/orders', oil(3, '2026-12-11'))).status).toBe(201)
  })
})
