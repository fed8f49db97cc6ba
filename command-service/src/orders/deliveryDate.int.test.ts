import { describe, expect, it } from 'vitest'
import { given, givenBlueDoor, people, tuesdaysAndFridays, useSliceSpec } from '../shared/sliceSpec.ts'

// Issue 25: an order's delivery date, through the HTTP path. No ordering window is set, so
// ordering is always open (the default) until the last test closes it.
const { rep, customer, otherRep, admin, auditor } = people

const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec)
  await spec.givenCustomer(
    { customerId: 951, businessName: 'Corner Deli', accountNumber: 'CD-1', salesUserId: rep.id },
    { OIL: 750 },
  )
})

const twoCases = { items: [{ productId: 'OIL', quantity: 2, quantityType: 'case' }] }
// Tuesday 24 November 2026, 09:00 in Chicago.
const tuesdayMorning = new Date('2026-11-24T15:00:00Z')

type Answer = { id: number; deliveryDate: string | null; outsideSchedule: boolean }

describe('no delivery schedule: the spec as before', () => {
  it('an order has no date, and its event the original shape', async () => {
    spec.clock.now = tuesdayMorning
    const answer = await spec.request<Answer>(customer, 'POST', '/api/orders', twoCases)
    expect(answer).toMatchObject({ status: 201, body: { deliveryDate: null, outsideSchedule: false } })
    const [placed] = spec.newEvents()
    expect(Object.keys(placed?.data as object).sort()).toEqual(
      ['customerId', 'idempotencyKey', 'lines', 'orderId', 'salesUserId', 'totalCents'].sort(),
    )
  })

  it('a date asked for is refused, unless staff confirm it', async () => {
    const dated = { ...twoCases, deliveryDate: '2026-11-27' }
    expect(await spec.request(customer, 'POST', '/api/orders', dated)).toMatchObject({
      status: 409,
      body: {
        code: 'DELIVERY_DATE_UNAVAILABLE',
        error: 'This customer has no delivery days set.',
        nextDeliveryDate: null,
        nextCutoff: null,
      },
    })
    expect((await spec.request(rep, 'POST', '/api/customers/950/orders', dated)).status).toBe(409)
    expect(spec.newEvents()).toEqual([])
    const confirmed = await spec.request(rep, 'POST', '/api/customers/950/orders', {
      ...dated,
      outsideSchedule: true,
    })
    expect(confirmed).toMatchObject({
      status: 201,
      body: { deliveryDate: '2026-11-27', outsideSchedule: true },
    })
    // A dated order claims its date (issue 36: one order per customer per date).
    expect(spec.newEvents()).toMatchObject([
      { type: 'OrderPlaced', data: { deliveryDate: '2026-11-27', outsideSchedule: true } },
      { type: 'DeliverySlotClaimed', data: { deliveryDate: '2026-11-27' } },
    ])
  })
})

describe("a customer's own delivery days", () => {
  it('the order goes to the next date open by default', async () => {
    await spec.given('delivery-schedule-customer-950', given.deliverySchedule(950, tuesdaysAndFridays))
    spec.clock.now = tuesdayMorning
    const answer = await spec.request<Answer & { mergedInto: number }>(
      customer,
      'POST',
      '/api/orders',
      twoCases,
    )
    // Tuesday's cut-off passed last night: Friday, whose cut-off is 10:00 pm Thursday. The rep's
    // order for Friday (above) is open: one order per date, so the lines go into it.
    expect(answer).toMatchObject({
      status: 200,
      body: { deliveryDate: '2026-11-27', outsideSchedule: false },
    })
    expect(answer.body.mergedInto).toBe(answer.body.id)
    expect(spec.newEvents()).toMatchObject([
      {
        stream: `order-${answer.body.id}`,
        type: 'OrderChanged',
        data: { merged: { deliveryDate: '2026-11-27' }, lines: [{ productId: 'OIL', quantity: 4 }] },
      },
    ])
  })

  it('a date open for orders is kept', async () => {
    const body = { ...twoCases, deliveryDate: '2026-12-04' }
    expect(await spec.request(customer, 'POST', '/api/orders', body)).toMatchObject({
      status: 201,
      body: { deliveryDate: '2026-12-04', outsideSchedule: false },
    })
  })

  it.each([
    ['not a delivery day', '2026-11-25', '2026-11-25 is not a delivery day for this customer.'],
    ['past its cut-off', '2026-11-24', 'Orders for 2026-11-24 closed at the cut-off.'],
  ])('a date %s answers 409 with the next date open, writing nothing', async (_case, deliveryDate, error) => {
    spec.clock.now = tuesdayMorning
    const answer = await spec.request(customer, 'POST', '/api/orders', { ...twoCases, deliveryDate })
    expect(answer).toEqual({
      status: 409,
      body: {
        error,
        code: 'DELIVERY_DATE_UNAVAILABLE',
        nextDeliveryDate: '2026-11-27',
        nextCutoff: '2026-11-27T04:00:00.000Z',
      },
    })
    expect(spec.newEvents()).toEqual([])
  })

  it('a closure takes its day away: refused there, and the next day offered instead', async () => {
    await spec.given('closures', {
      type: 'ClosureAdded',
      data: {
        closureId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        from: '2026-11-27',
        to: '2026-11-27',
        reason: 'Thanksgiving',
      },
    })
    const answer = await spec.request(customer, 'POST', '/api/orders', {
      ...twoCases,
      deliveryDate: '2026-11-27',
    })
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'No deliveries on 2026-11-27: Thanksgiving.', nextDeliveryDate: '2026-12-01' },
    })
    expect((await spec.request<Answer>(customer, 'POST', '/api/orders', twoCases)).body.deliveryDate).toBe(
      '2026-12-01',
    )
  })

  it('staff confirm an exception, and it is recorded; a customer cannot', async () => {
    const body = { ...twoCases, deliveryDate: '2026-11-25', outsideSchedule: true }
    expect(await spec.request(customer, 'POST', '/api/orders', body)).toMatchObject({ status: 409 })
    expect(spec.newEvents()).toEqual([])
    const answer = await spec.request(rep, 'POST', '/api/customers/950/orders', body)
    expect(answer).toMatchObject({ status: 201, body: { deliveryDate: '2026-11-25', outsideSchedule: true } })
    expect(spec.newEvents()).toMatchObject([
      {
        type: 'OrderPlaced',
        data: { deliveryDate: '2026-11-25', outsideSchedule: true, placedBy: { userId: rep.id } },
      },
      { type: 'DeliverySlotClaimed', data: { deliveryDate: '2026-11-25' } },
    ])
  })

  it.each([
    ['a date that has passed', '2026-11-20', 'Choose a delivery date that has not passed.'],
    ['ten years ahead', '2036-11-25', 'Choose a delivery date within the next 366 days.'],
    ['not a date', '25/11/2026', 'Choose the delivery date as YYYY-MM-DD.'],
    ['a day that does not exist', '2026-02-29', 'Choose the delivery date as YYYY-MM-DD.'],
  ])('refuses %s with a 400, staff confirming or not', async (_case, deliveryDate, error) => {
    const body = { ...twoCases, deliveryDate, outsideSchedule: true }
    expect(await spec.request(customer, 'POST', '/api/orders', body)).toMatchObject({
      status: 400,
      body: { error },
    })
    expect(await spec.request(rep, 'POST', '/api/customers/950/orders', body)).toMatchObject({
      status: 400,
      body: { error },
    })
    expect(spec.newEvents()).toEqual([])
  })
})

describe("the distributor's days, and a cut-off on both sides of a daylight-saving change", () => {
  // Corner Deli follows the distributor: Mondays, orders in by 10:00 pm Sunday. Clocks fall
  // back on Sunday 1 November 2026: 10:00 pm is 03:00 UTC before, 04:00 UTC after.
  const path = '/api/customers/951/orders'
  const at = async (iso: string, deliveryDate: string) => {
    spec.clock.now = new Date(iso)
    return spec.request<Answer & { nextDeliveryDate?: string; nextCutoff?: string }>(rep, 'POST', path, {
      ...twoCases,
      deliveryDate,
    })
  }

  it('before the change (CDT): open until 10:00 pm, 03:00 UTC', async () => {
    await spec.given(
      'delivery-schedule-company',
      given.deliverySchedule(null, [{ weekday: 1, cutoffDaysBefore: 1, cutoffTime: '22:00' }]),
    )
    expect(await at('2026-10-26T02:59:00Z', '2026-10-26')).toMatchObject({
      status: 201,
      body: { deliveryDate: '2026-10-26', outsideSchedule: false },
    })
    expect(await at('2026-10-26T03:00:00Z', '2026-10-26')).toMatchObject({
      status: 409,
      body: {
        error: 'Orders for 2026-10-26 closed at the cut-off.',
        nextDeliveryDate: '2026-11-02',
        nextCutoff: '2026-11-02T04:00:00.000Z',
      },
    })
  })

  it('after the change (CST): still open at 03:30 UTC (9:30 pm), closed at 04:00 UTC', async () => {
    expect(await at('2026-11-02T03:30:00Z', '2026-11-02')).toMatchObject({
      status: 201,
      body: { deliveryDate: '2026-11-02' },
    })
    expect(await at('2026-11-02T04:00:00Z', '2026-11-02')).toMatchObject({
      status: 409,
      body: { nextDeliveryDate: '2026-11-09', nextCutoff: '2026-11-09T04:00:00.000Z' },
    })
  })

  it("a customer's own days win over the distributor's", async () => {
    spec.clock.now = tuesdayMorning
    const answer = await spec.request<Answer>(rep, 'POST', '/api/customers/950/orders', twoCases)
    expect(answer.body.deliveryDate).toBe('2026-12-01')
  })
})

describe('move an order to another delivery date', () => {
  // A fresh order each time, though earlier tests left one open for the date: staff keep it separate.
  const placeFor = async (deliveryDate: string) => {
    spec.clock.now = tuesdayMorning
    const body = { ...twoCases, deliveryDate, separateOrder: true }
    const placed = await spec.request<Answer>(rep, 'POST', '/api/customers/950/orders', body)
    expect(placed.status).toBe(201)
    return placed.body.id
  }
  // The orders' own events; which slots a move frees or takes is the slot tests' (slots.int.test.ts).
  const orderEvents = () => spec.newEvents().filter((e) => !e.stream.startsWith('delivery-slot-'))

  it('the owning rep moves it to another delivery day; the same date again records nothing', async () => {
    const id = await placeFor('2026-12-01')
    const path = `/api/orders/${id}/move`
    expect(
      await spec.request(rep, 'POST', path, { deliveryDate: '2026-12-04', reason: 'Customer asked' }),
    ).toEqual({
      status: 200,
      body: { id, deliveryDate: '2026-12-04' },
    })
    expect(orderEvents()).toEqual([
      {
        stream: `order-${id}`,
        type: 'OrderMoved',
        data: {
          orderId: id,
          customerId: 950,
          fromDate: '2026-12-01',
          toDate: '2026-12-04',
          reason: 'Customer asked',
          outsideSchedule: false,
        },
      },
    ])
    expect((await spec.request(admin, 'POST', path, { deliveryDate: '2026-12-04' })).status).toBe(200)
    expect(orderEvents()).toEqual([])
  })

  it('a day that is not a delivery day, or is closed, needs staff to confirm it', async () => {
    const id = await placeFor('2026-12-01')
    const path = `/api/orders/${id}/move`
    expect(await spec.request(admin, 'POST', path, { deliveryDate: '2026-12-02' })).toMatchObject({
      status: 409,
      body: { code: 'DELIVERY_DATE_UNAVAILABLE', nextDeliveryDate: '2026-12-04' },
    })
    expect(await spec.request(admin, 'POST', path, { deliveryDate: '2026-11-27' })).toMatchObject({
      status: 409,
      body: { error: 'No deliveries on 2026-11-27: Thanksgiving.' },
    })
    expect(orderEvents()).toEqual([])
    const confirmed = { deliveryDate: '2026-12-02', outsideSchedule: true }
    expect((await spec.request(admin, 'POST', path, confirmed)).status).toBe(200)
    expect(orderEvents()).toMatchObject([
      { type: 'OrderMoved', data: { toDate: '2026-12-02', outsideSchedule: true, reason: '' } },
    ])
  })

  it('a fulfilled order cannot be moved', async () => {
    const id = await placeFor('2026-12-01')
    expect((await spec.request(rep, 'PATCH', `/api/orders/${id}/fulfill`)).status).toBe(200)
    expect(
      await spec.request(rep, 'POST', `/api/orders/${id}/move`, { deliveryDate: '2026-12-04' }),
    ).toMatchObject({
      status: 409,
      body: { code: 'ORDER_FULFILLED', error: 'A fulfilled order cannot be moved.' },
    })
    expect(orderEvents()).toEqual([])
  })

  it('refuses bad dates with a 400, and whom it must: writing nothing', async () => {
    const id = await placeFor('2026-12-01')
    const path = `/api/orders/${id}/move`
    const cases: [unknown, number, string?][] = [
      [
        { deliveryDate: '2026-11-20', outsideSchedule: true },
        400,
        'Choose a delivery date that has not passed.',
      ],
      [{ deliveryDate: 'soon' }, 400, 'Choose the delivery date as YYYY-MM-DD.'],
      [{}, 400, 'Choose the delivery date as YYYY-MM-DD.'],
      [{ deliveryDate: '2026-12-04', outsideSchedule: 'yes' }, 400],
    ]
    for (const [body, status, error] of cases) {
      const answer = await spec.request<{ error: string }>(rep, 'POST', path, body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      if (error) expect(answer.body.error).toBe(error)
    }
    const move = { deliveryDate: '2026-12-04' }
    expect(await spec.request(otherRep, 'POST', path, move)).toMatchObject({
      status: 404,
      body: { error: 'Order not found.' },
    })
    expect((await spec.request(otherRep, 'POST', path, {})).status).toBe(404)
    expect((await spec.request(customer, 'POST', path, move)).status).toBe(403)
    expect((await spec.request(auditor, 'POST', path, move)).status).toBe(403)
    for (const other of ['999999', '__proto__', 'constructor', '-1']) {
      expect((await spec.request(admin, 'POST', `/api/orders/${other}/move`, move)).status, other).toBe(404)
    }
    expect(orderEvents()).toEqual([])
  })
})

describe('the date is judged after the ordering window', () => {
  it('a closed window answers as before, whatever the date', async () => {
    await spec.given('order-window-sales-901', {
      type: 'OrderWindowSet',
      data: { scope: 'sales', salesUserId: rep.id, alwaysOpen: false, openTime: '06:00', closeTime: '08:00' },
    })
    spec.clock.now = tuesdayMorning
    const answer = await spec.request(customer, 'POST', '/api/orders', {
      ...twoCases,
      deliveryDate: '2026-11-25',
    })
    expect(answer).toMatchObject({ status: 409, body: { code: 'ORDERING_CLOSED' } })
    expect(spec.newEvents()).toEqual([])
  })
})
