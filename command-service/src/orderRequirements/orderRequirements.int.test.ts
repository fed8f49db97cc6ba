import { describe, expect, it } from 'vitest'
import { givenBlueDoor, people, useSliceSpec } from '../shared/sliceSpec.ts'

const { rep, customer, otherRep, admin } = people
const path = '/api/customers/950/order-requirements'

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec)
})

// Olive oil at Blue Door's 7.50 a pack, 45.00 a case: one case is below a $50.00 minimum.
const oneCase = { items: [{ productId: 'OIL', quantity: 1, quantityType: 'case' }] }

describe('order requirements slice: given streams, a request, the new events', () => {
  it('the owning rep sets them; the same again appends nothing', async () => {
    const body = { poNumberRequired: true, minimumOrder: 50 }
    expect(await spec.request(rep, 'PUT', path, body)).toMatchObject({ status: 200, body })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'order-requirements-950',
        type: 'OrderRequirementsSet',
        data: { customerId: 950, poNumberRequired: true, minimumOrderCents: 5000 },
      },
    ])
    expect((await spec.request(admin, 'PUT', path, body)).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it('another rep, the customer itself and a missing customer are refused, writing nothing', async () => {
    const body = { poNumberRequired: false, minimumOrder: null }
    expect((await spec.request(otherRep, 'PUT', path, body)).status).toBe(404)
    expect((await spec.request(customer, 'PUT', path, body)).status).toBe(403)
    expect(
      (await spec.request(admin, 'PUT', '/api/customers/__proto__/order-requirements', body)).status,
    ).toBe(404)
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    [
      { poNumberRequired: 'yes', minimumOrder: null },
      'Say whether every order needs a PO number: true or false.',
    ],
    [
      { poNumberRequired: true, minimumOrder: -5 },
      'The minimum order must be an amount of $0.01 to $100,000, or empty for none.',
    ],
    [{ poNumberRequired: true, minimumOrder: 10.005 }, 'The minimum order can have at most two decimals.'],
    [
      { poNumberRequired: true },
      'The minimum order must be an amount of $0.01 to $100,000, or empty for none.',
    ],
  ])('refuses %j with a 400', async (body, error) => {
    expect(await spec.request(admin, 'PUT', path, body)).toMatchObject({ status: 400, body: { error } })
    expect(spec.newEvents()).toEqual([])
  })

  it('placing then needs the PO number and the minimum; staff may confirm below it', async () => {
    spec.clock.now = new Date('2026-11-24T15:00:00Z')
    await spec.request(admin, 'PUT', path, { poNumberRequired: true, minimumOrder: 50 })
    spec.newEvents()
    expect(await spec.request(customer, 'POST', '/api/orders', oneCase)).toMatchObject({
      status: 400,
      body: { code: 'PO_NUMBER_REQUIRED' },
    })
    const withPo = { ...oneCase, poNumber: '  PO-4410 ', note: 'Leave at\r\nthe back door' }
    expect(await spec.request(customer, 'POST', '/api/orders', withPo)).toMatchObject({
      status: 409,
      body: { code: 'BELOW_MINIMUM', error: 'This order is $5.00 short of the $50.00 minimum order.' },
    })
    expect(spec.newEvents()).toEqual([])
    const byPhone = await spec.request(rep, 'POST', '/api/customers/950/orders', {
      ...withPo,
      belowMinimum: true,
    })
    expect(byPhone).toMatchObject({
      status: 201,
      body: { poNumber: 'PO-4410', note: 'Leave at\nthe back door' },
    })
    expect(spec.newEvents()).toMatchObject([
      {
        type: 'OrderPlaced',
        data: { poNumber: 'PO-4410', note: 'Leave at\nthe back door', belowMinimumCents: 5000 },
      },
    ])
  })

  it('refuses a PO number with control characters and a note past 500 characters', async () => {
    const bidi = { ...oneCase, poNumber: 'PO\u202e1' }
    expect((await spec.request(customer, 'POST', '/api/orders', bidi)).status).toBe(400)
    const long = { ...oneCase, poNumber: 'PO-1', note: 'x'.repeat(501) }
    expect((await spec.request(customer, 'POST', '/api/orders', long)).status).toBe(400)
    expect(spec.newEvents()).toEqual([])
  })
})
