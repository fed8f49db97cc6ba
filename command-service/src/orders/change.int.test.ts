import { describe, expect, it } from 'vitest'
import { given, givenBlueDoor, people, tuesdaysAndFridays, useSliceSpec } from '../shared/sliceSpec.ts'

// Issue 36: changing and cancelling an order through the HTTP path. Blue Door (950, rep 901)
// gets Tuesdays and Fridays, closing the evening before at 22:00 Chicago time.
const { rep, customer, otherRep, admin, auditor } = people

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec, { OIL: 750, SALT: 300 })
  await spec.given('product-SALT', given.product('SALT', 350, 'Sea salt'))
  await spec.given('delivery-schedule-company', given.deliverySchedule(null, tuesdaysAndFridays))
  await spec.givenCustomer(
    { customerId: 951, businessName: 'Corner Deli', accountNumber: 'CD-1', salesUserId: rep.id },
    { OIL: 750 },
  )
})

// Tuesday 24 November 2026, 09:00 in Chicago: Friday the 27th closes Thursday at 22:00.
const tuesdayMorning = new Date('2026-11-24T15:00:00Z')
const afterCutoff = new Date('2026-11-27T04:30:00Z')
type Edited = { id: number; version: number; cancelled: boolean; totalPrice: number }

// Each test its own order for Friday, though earlier ones left one open there: the rep keeps it
// separate (one order per date would otherwise merge it, slots.int.test.ts).
async function placeForFriday(): Promise<number> {
  spec.clock.now = tuesdayMorning
  const placed = await spec.request<{ id: number }>(rep, 'POST', '/api/customers/950/orders', {
    items: [{ productId: 'OIL', quantity: 2, quantityType: 'case' }],
    deliveryDate: '2026-11-27',
    separateOrder: true,
  })
  expect(placed.status).toBe(201)
  spec.newEvents()
  return placed.body.id
}

const oilAndSalt = {
  items: [
    { productId: 'OIL', quantity: 1, quantityType: 'case' },
    { productId: 'SALT', quantity: 3, quantityType: 'pack' },
  ],
}

describe('changing an order', () => {
  it('the customer changes its lines before the cut-off; a stale copy answers 409', async () => {
    const id = await placeForFriday()
    const changed = await spec.request<Edited>(customer, 'PUT', `/api/orders/${id}`, {
      ...oilAndSalt,
      version: 0,
    })
    expect(changed).toMatchObject({ status: 200, body: { id, version: 1, cancelled: false, totalPrice: 54 } })
    expect(spec.newEvents()).toMatchObject([
      {
        stream: `order-${id}`,
        type: 'OrderChanged',
        data: { totalCents: 5400, afterCutoff: false, changedBy: { userId: 950, role: 'customer' } },
      },
    ])
    // A second device still holding version 0 does not overwrite the first one's lines.
    const stale = await spec.request(customer, 'PUT', `/api/orders/${id}`, { ...oilAndSalt, version: 0 })
    expect(stale).toMatchObject({ status: 409, body: { code: 'STALE' } })
    expect(spec.newEvents()).toEqual([])
  })

  it('after the cut-off the customer hears whom to call; staff confirm; others see 404', async () => {
    const id = await placeForFriday()
    spec.clock.now = afterCutoff
    expect(await spec.request(customer, 'PUT', `/api/orders/${id}`, oilAndSalt)).toMatchObject({
      status: 409,
      body: {
        code: 'CUTOFF_PASSED',
        error:
          'Orders for 2026-11-27 closed at the cut-off; to change or cancel this order, call First901 Last901 at 3125550100.',
      },
    })
    expect(await spec.request(rep, 'PUT', `/api/orders/${id}`, oilAndSalt)).toMatchObject({
      status: 409,
      body: { code: 'CONFIRMATION_REQUIRED' },
    })
    expect((await spec.request(otherRep, 'PUT', `/api/orders/${id}`, oilAndSalt)).status).toBe(404)
    expect((await spec.request(auditor, 'PUT', `/api/orders/${id}`, oilAndSalt)).status).toBe(403)
    expect(spec.newEvents()).toEqual([])
    const late = await spec.request(admin, 'PUT', `/api/orders/${id}`, { ...oilAndSalt, afterCutoff: true })
    expect(late.status).toBe(200)
    expect(spec.newEvents()).toMatchObject([
      { type: 'OrderChanged', data: { afterCutoff: true, changedBy: { userId: 900, role: 'admin' } } },
    ])
  })

  it('another customer’s order and ids that name nothing answer 404; bad bodies 400', async () => {
    const id = await placeForFriday()
    const other = { id: 951, role: 'customer' } as const
    await spec.givenAccounts(other)
    expect((await spec.request(other, 'PUT', `/api/orders/${id}`, oilAndSalt)).status).toBe(404)
    for (const path of ['/api/orders/__proto__', '/api/orders/constructor', '/api/orders/99999']) {
      expect((await spec.request(customer, 'PUT', path, oilAndSalt)).status).toBe(404)
      expect((await spec.request(customer, 'POST', `${path}/cancel`, {})).status).toBe(404)
    }
    expect((await spec.request(customer, 'PUT', `/api/orders/${id}`, { items: [] })).status).toBe(400)
    const proto = { items: [{ productId: '__proto__', quantity: 1, quantityType: 'pack' }] }
    expect(await spec.request(customer, 'PUT', `/api/orders/${id}`, proto)).toMatchObject({ status: 400 })
    expect(spec.newEvents()).toEqual([])
  })
})

describe('cancelling an order', () => {
  it('the customer cancels before the cut-off; again records nothing; then it cannot change', async () => {
    const id = await placeForFriday()
    const path = `/api/orders/${id}/cancel`
    expect(await spec.request<Edited>(customer, 'POST', path, { reason: 'Closed Friday' })).toMatchObject({
      status: 200,
      body: { id, cancelled: true },
    })
    expect(spec.newEvents()).toMatchObject([{ type: 'OrderCancelled', data: { reason: 'Closed Friday' } }])
    expect((await spec.request(customer, 'POST', path)).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
    expect(await spec.request(customer, 'PUT', `/api/orders/${id}`, oilAndSalt)).toMatchObject({
      status: 409,
      body: { code: 'ORDER_CANCELLED' },
    })
    expect(await spec.request(rep, 'PATCH', `/api/orders/${id}/fulfill`)).toMatchObject({
      status: 409,
      body: { code: 'ORDER_CANCELLED' },
    })
  })

  it('a fulfilled order cannot be cancelled, even by staff confirming', async () => {
    const id = await placeForFriday()
    await spec.request(rep, 'PATCH', `/api/orders/${id}/fulfill`)
    spec.newEvents()
    const answer = await spec.request(admin, 'POST', `/api/orders/${id}/cancel`, { afterCutoff: true })
    expect(answer).toMatchObject({ status: 409, body: { code: 'ORDER_FULFILLED' } })
  })
})
