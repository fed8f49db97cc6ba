import { describe, expect, it } from 'vitest'
import { given, givenBlueDoor, people, tuesdaysAndFridays, useSliceSpec } from '../shared/sliceSpec.ts'

const { rep, customer, otherRep, admin, auditor } = people

// Blue Door (950) is the rep's; Green Leaf (951) the other rep's, with no delivery days of its own.
const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec, { OIL: 750, SALT: 250 })
  await spec.givenAccounts({ id: 951, role: 'customer' })
  await spec.given('product-SALT', given.product('SALT', 300, 'Sea salt'))
  await spec.givenCustomer(
    { customerId: 951, businessName: 'Green Leaf', accountNumber: 'GL-1', salesUserId: otherRep.id },
    { OIL: 800 },
  )
  // Blue Door gets Tuesdays and Fridays, each closing the evening before at 22:00 (Chicago).
  await spec.given('delivery-schedule-customer-950', given.deliverySchedule(950, tuesdaysAndFridays))
})

const twoCases = [{ productId: 'OIL', quantity: 2, quantityType: 'case' }]
type View = {
  id: string
  status: string
  startsOn: string
  upcoming: { date: string; state: string; edited: boolean }[]
}

type Person = { id: number; role: 'admin' | 'sales' | 'customer' | 'auditor' }

async function created(
  as: Person = customer,
  body: Record<string, unknown> = { items: twoCases, everyWeeks: 1 },
) {
  spec.clock.now = new Date('2026-11-24T15:00:00Z') // Tuesday 09:00 in Chicago
  const answer = await spec.request<View>(as, 'POST', '/api/standing-orders', body)
  expect(answer.status).toBe(201)
  return answer.body
}

describe('standing orders slice: requests, the new events', () => {
  it('a customer makes an order standing from the next open delivery date', async () => {
    const view = await created()
    expect(view).toMatchObject({
      customerId: 950,
      businessName: 'Blue Door',
      everyWeeks: 1,
      status: 'active',
      // Tuesday's cut-off (Monday 22:00) has passed: Friday is the next open date.
      startsOn: '2026-11-27',
      lines: [{ productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case' }],
    })
    expect(view.upcoming.map((u) => u.date)).toEqual([
      '2026-11-27',
      '2026-12-01',
      '2026-12-04',
      '2026-12-08',
      '2026-12-11',
      '2026-12-15',
    ])
    expect(spec.newEvents()).toEqual([
      {
        stream: `standing-order-${view.id}`,
        type: 'StandingOrderCreated',
        data: {
          standingOrderId: view.id,
          customerId: 950,
          lines: twoCases,
          everyWeeks: 1,
          startsOn: '2026-11-27',
          fromOrderId: null,
        },
      },
    ])
  })

  it('the rep makes one of its customer’s orders standing, every other week', async () => {
    spec.clock.now = new Date('2026-11-24T15:00:00Z')
    await spec.given('order-window-company', {
      type: 'OrderWindowSet',
      data: { scope: 'company', salesUserId: null, alwaysOpen: true, openTime: '06:00', closeTime: '21:00' },
    })
    const order = await spec.request<{ id: number }>(customer, 'POST', '/api/orders', { items: twoCases })
    expect(order.status).toBe(201)
    const view = await created(rep, { customerId: 950, fromOrderId: order.body.id, everyWeeks: 2 })
    expect(view).toMatchObject({ everyWeeks: 2, lines: [{ productId: 'OIL', quantity: 2 }] })
    expect(spec.newEvents()).toMatchObject([
      { type: 'StandingOrderCreated', data: { fromOrderId: order.body.id } },
    ])
  })

  it('skips, unskips and edits a date; changes, pauses, resumes and cancels', async () => {
    const { id } = await created()
    const path = `/api/standing-orders/${id}`
    const skip = await spec.request<View>(customer, 'POST', `${path}/skip`, { deliveryDate: '2026-12-01' })
    expect(skip.body.upcoming[1]).toMatchObject({ date: '2026-12-01', state: 'skipped' })
    expect(spec.newEvents()).toMatchObject([
      { type: 'StandingOrderSkipped', data: { deliveryDate: '2026-12-01' } },
    ])
    await spec.request(customer, 'POST', `${path}/unskip`, { deliveryDate: '2026-12-01' })
    expect(spec.newEvents()).toMatchObject([{ type: 'StandingOrderUnskipped' }])
    const edit = await spec.request<View>(rep, 'PUT', `${path}/dates/2026-12-04`, {
      items: [{ productId: 'SALT', quantity: 1, quantityType: 'pack' }],
    })
    expect(edit.body.upcoming[2]).toMatchObject({ date: '2026-12-04', edited: true, state: 'scheduled' })
    await spec.request(customer, 'PUT', path, { items: twoCases, everyWeeks: 2 })
    expect(spec.newEvents()).toMatchObject([{ type: 'StandingOrderChanged', data: { everyWeeks: 2 } }])
    expect((await spec.request<View>(customer, 'POST', `${path}/pause`)).body).toMatchObject({
      status: 'paused',
      upcoming: [],
    })
    expect((await spec.request<View>(admin, 'POST', `${path}/resume`)).body.status).toBe('active')
    expect((await spec.request<View>(customer, 'DELETE', path)).body.status).toBe('cancelled')
    const again = await spec.request(customer, 'POST', `${path}/skip`, { deliveryDate: '2026-12-08' })
    expect(again).toMatchObject({ status: 409, body: { code: 'STANDING_ORDER_CANCELLED' } })
    expect(spec.newEvents()).toEqual([])
  })

  it('refuses a skip past the cut-off and one for a date already placed', async () => {
    const { id } = await created()
    await spec.given(`standing-order-${id}`, {
      type: 'StandingOrderPlaced',
      data: { standingOrderId: id, customerId: 950, deliveryDate: '2026-11-27', orderId: 4242 },
    })
    const placed = await spec.request(customer, 'POST', `/api/standing-orders/${id}/skip`, {
      deliveryDate: '2026-11-27',
    })
    expect(placed).toEqual({
      status: 409,
      body: {
        error: 'The order for 2026-11-27 is already placed.',
        code: 'STANDING_DATE_PLACED',
        orderId: 4242,
      },
    })
    spec.clock.now = new Date('2026-12-01T04:30:00Z') // Monday 22:30: Tuesday's orders closed
    const late = await spec.request(customer, 'POST', `/api/standing-orders/${id}/skip`, {
      deliveryDate: '2026-12-01',
    })
    expect(late).toMatchObject({
      status: 409,
      body: { error: 'Orders for 2026-12-01 closed at the cut-off.', code: 'CUTOFF_PASSED' },
    })
    const notADate = await spec.request(customer, 'POST', `/api/standing-orders/${id}/skip`, {
      deliveryDate: '2026-12-02',
    })
    expect(notADate).toMatchObject({
      status: 400,
      body: { error: '2026-12-02 is not a delivery date of this standing order.' },
    })
    expect(spec.newEvents()).toEqual([])
  })

  it('a closed date moves, keeps its key for skip, and closes at its new day’s cut-off (issue 36)', async () => {
    const view = await created()
    const path = `/api/standing-orders/${view.id}`
    // Friday Dec 4 closed, its standing dates moved to the Tuesday before (Dec 1).
    const closure = await spec.request<{ id: string }>(admin, 'POST', '/api/settings/closures', {
      from: '2026-12-04',
      reason: 'Stock-take',
      standingMove: 'previous',
    })
    expect(closure.status).toBe(201)
    type Moved = View & { upcoming: { date: string; movedFrom: { date: string } | null; state: string }[] }
    // Named by its scheduled date: the skip is kept under Dec 4, shown on Dec 1.
    const skipped = await spec.request<Moved>(customer, 'POST', `${path}/skip`, {
      deliveryDate: '2026-12-04',
    })
    expect(skipped.status).toBe(200)
    expect(spec.newEvents()).toMatchObject([
      { type: 'StandingOrderSkipped', data: { deliveryDate: '2026-12-04' } },
    ])
    expect(skipped.body.upcoming.slice(1, 3)).toMatchObject([
      { date: '2026-12-01', movedFrom: null, state: 'scheduled' },
      { date: '2026-12-01', movedFrom: { date: '2026-12-04', reason: 'Stock-take' }, state: 'skipped' },
    ])
    // Dec 1 is a date of its own too: naming it skips that one.
    await spec.request(customer, 'POST', `${path}/skip`, { deliveryDate: '2026-12-01' })
    expect(spec.newEvents()).toMatchObject([
      { type: 'StandingOrderSkipped', data: { deliveryDate: '2026-12-01' } },
    ])
    // Tuesday 23:00 Chicago: Dec 1's cut-off has passed, so has the moved date's (Dec 4's own has not).
    spec.clock.now = new Date('2026-12-01T05:00:00Z')
    expect(
      await spec.request(customer, 'POST', `${path}/unskip`, { deliveryDate: '2026-12-04' }),
    ).toMatchObject({ status: 409, body: { code: 'CUTOFF_PASSED' } })
    // The closure removed: Dec 4 is back on its own day, still skipped, its cut-off its own.
    spec.clock.now = new Date('2026-11-24T15:00:00Z')
    expect((await spec.request(admin, 'DELETE', `/api/settings/closures/${closure.body.id}`)).status).toBe(
      204,
    )
    spec.clock.now = new Date('2026-12-01T05:00:00Z')
    const back = await spec.request<Moved>(customer, 'POST', `${path}/unskip`, { deliveryDate: '2026-12-04' })
    expect(back.status).toBe(200)
    expect(back.body.upcoming.find((u) => u.date === '2026-12-04')).toMatchObject({
      movedFrom: null,
      state: 'scheduled',
    })
  })

  it('answers who may do what: customer own, rep own customers, auditor 403, others 404', async () => {
    const { id } = await created()
    const path = `/api/standing-orders/${id}/pause`
    expect((await spec.request(auditor, 'POST', path)).status).toBe(403)
    expect(await spec.request({ id: 951, role: 'customer' }, 'POST', path)).toMatchObject({
      status: 404,
      body: { error: 'Standing order not found.' },
    })
    expect((await spec.request(otherRep, 'POST', path)).status).toBe(404)
    expect((await spec.request(null, 'POST', path)).status).toBe(401)
    expect((await spec.request(rep, 'POST', '/api/standing-orders/not-a-uuid/pause')).status).toBe(404)
    const forOther = { customerId: 951, items: twoCases, everyWeeks: 1 }
    expect(await spec.request(rep, 'POST', '/api/standing-orders', forOther)).toMatchObject({
      status: 404,
      body: { error: 'Customer not found.' },
    })
    expect((await spec.request(customer, 'POST', '/api/standing-orders', forOther)).status).toBe(404)
    expect((await spec.request(auditor, 'POST', '/api/standing-orders', forOther)).status).toBe(403)
    expect(spec.newEvents()).toEqual([])
  })

  it('refuses bad input, no delivery days and a deleted customer, writing nothing', async () => {
    spec.clock.now = new Date('2026-11-24T15:00:00Z')
    const post = (as: Person, body: unknown) => spec.request(as, 'POST', '/api/standing-orders', body)
    expect(await post(customer, { items: [], everyWeeks: 1 })).toMatchObject({
      status: 400,
      body: { error: 'Add at least one item to the standing order.' },
    })
    expect(await post(customer, { everyWeeks: 1 })).toMatchObject({
      status: 400,
      body: { error: 'Choose the items, or the order to make standing.' },
    })
    expect(await post(customer, { items: twoCases, everyWeeks: 3 })).toMatchObject({
      status: 400,
      body: { error: 'Choose every week (1) or every other week (2).' },
    })
    expect(await post(customer, { items: twoCases, everyWeeks: 1, startsOn: '2026-02-30' })).toMatchObject({
      status: 400,
    })
    expect(await post(customer, { items: twoCases, everyWeeks: 1, startsOn: '2026-11-01' })).toMatchObject({
      status: 400,
      body: { error: 'Choose a first delivery date that has not passed.' },
    })
    expect(await post({ id: 951, role: 'customer' }, { items: twoCases, everyWeeks: 1 })).toMatchObject({
      status: 409,
      body: {
        code: 'NO_DELIVERY_SCHEDULE',
        error: 'Set delivery days for this customer before making an order standing.',
      },
    })
    await spec.given('customer-951', { type: 'CustomerDeleted', data: { customerId: 951 } })
    expect(await post(admin, { customerId: 951, items: twoCases, everyWeeks: 1 })).toMatchObject({
      status: 404,
      body: { error: 'Customer not found.' },
    })
    expect(spec.newEvents()).toEqual([])
  })
})
