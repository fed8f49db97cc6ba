import { describe, expect, it } from 'vitest'
import { people, type SliceSpec, useSliceSpec } from '../shared/sliceSpec.ts'

const { admin, rep, otherRep, auditor, customer } = people

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(admin, rep, otherRep, auditor, customer)
  await spec.givenCustomer({
    customerId: 950,
    businessName: 'Blue Door',
    accountNumber: 'BD-1',
    salesUserId: rep.id,
  })
})

const tuesday = { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' }
const friday = { weekday: 5, cutoffDaysBefore: 2, cutoffTime: '18:00' }
const companyPath = '/api/settings/delivery-schedule'
const customerPath = '/api/customers/950/delivery-schedule'

/** The call is refused with a 400 saying `error`, and nothing is appended. */
async function expectRefused(
  as: Parameters<SliceSpec['request']>[0],
  method: string,
  path: string,
  body: unknown,
  error: string,
) {
  expect(await spec.request(as, method, path, body)).toMatchObject({ status: 400, body: { error } })
  expect(spec.newEvents()).toEqual([])
}

describe("the distributor's delivery schedule", () => {
  it('an admin sets it, in weekday order; the same again appends nothing', async () => {
    expect(await spec.request(admin, 'PUT', companyPath, { days: [friday, tuesday] })).toMatchObject({
      status: 200,
      body: { days: [tuesday, friday] },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'delivery-schedule-company',
        type: 'DeliveryScheduleSet',
        data: { scope: 'company', customerId: null, days: [tuesday, friday] },
      },
    ])
    expect((await spec.request(admin, 'PUT', companyPath, { days: [tuesday, friday] })).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    ['an empty weekday set', { days: [] }, 'Choose at least one delivery day.'],
    [
      'a weekday twice',
      { days: [tuesday, { ...tuesday, cutoffTime: '08:00' }] },
      'Each weekday can appear only once.',
    ],
    [
      'a cut-off 0 days before',
      { days: [{ ...tuesday, cutoffDaysBefore: 0 }] },
      'A cut-off must come before its delivery day: at least 1 day before.',
    ],
    [
      'a cut-off after the delivery',
      { days: [{ ...tuesday, cutoffDaysBefore: -2 }] },
      'A cut-off must come before its delivery day: at least 1 day before.',
    ],
    [
      'a cut-off 15 days before',
      { days: [{ ...tuesday, cutoffDaysBefore: 15 }] },
      'A cut-off can be at most 14 days before its delivery.',
    ],
    ['a bad time', { days: [{ ...tuesday, cutoffTime: '10pm' }] }, 'Cut-off time must be HH:MM, 24-hour.'],
    ['24:00', { days: [{ ...tuesday, cutoffTime: '24:00' }] }, 'Cut-off time must be HH:MM, 24-hour.'],
    ['weekday 8', { days: [{ ...tuesday, weekday: 8 }] }, 'Weekday must be 1 (Monday) to 7 (Sunday).'],
    ['weekday 0', { days: [{ ...tuesday, weekday: 0 }] }, 'Weekday must be 1 (Monday) to 7 (Sunday).'],
    ['no days at all', {}, 'Send the delivery days as a list, or none at all.'],
  ])('refuses %s with a 400, writing nothing', async (_case, body, error) => {
    await expectRefused(admin, 'PUT', companyPath, body, error)
  })

  it('only an admin may set it', async () => {
    for (const who of [rep, auditor, customer]) {
      expect((await spec.request(who, 'PUT', companyPath, { days: [tuesday] })).status).toBe(403)
    }
    expect((await spec.request(null, 'PUT', companyPath, { days: [tuesday] })).status).toBe(401)
    expect(spec.newEvents()).toEqual([])
  })
})

describe("a customer's own delivery schedule", () => {
  it('the owning rep sets the customer its own days, then back to the distributor’s', async () => {
    expect(await spec.request(rep, 'PUT', customerPath, { days: [friday] })).toMatchObject({
      status: 200,
      body: { days: [friday], inherited: false },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'delivery-schedule-customer-950',
        type: 'DeliveryScheduleSet',
        data: { scope: 'customer', customerId: 950, days: [friday] },
      },
    ])
    expect(await spec.request(admin, 'PUT', customerPath, { days: null })).toMatchObject({
      status: 200,
      body: { days: [tuesday, friday], inherited: true },
    })
    expect(spec.newEvents()).toMatchObject([{ type: 'DeliveryScheduleSet', data: { days: null } }])
  })

  it("another rep's customer is not found, whatever the body; customers and auditors are refused", async () => {
    expect(await spec.request(otherRep, 'PUT', customerPath, { days: [friday] })).toMatchObject({
      status: 404,
      body: { error: 'Customer not found.' },
    })
    expect((await spec.request(otherRep, 'PUT', customerPath, { days: [] })).status).toBe(404)
    expect((await spec.request(customer, 'PUT', customerPath, { days: [friday] })).status).toBe(403)
    expect((await spec.request(auditor, 'PUT', customerPath, { days: [friday] })).status).toBe(403)
    for (const id of ['999999', '__proto__', 'constructor', '0', '1e3']) {
      const answer = await spec.request(admin, 'PUT', `/api/customers/${id}/delivery-schedule`, {
        days: null,
      })
      expect(answer, id).toMatchObject({ status: 404, body: { error: 'Customer not found.' } })
    }
    expect(spec.newEvents()).toEqual([])
  })

  it('refuses a bad schedule with a 400, writing nothing', async () => {
    await expectRefused(rep, 'PUT', customerPath, { days: [] }, 'Choose at least one delivery day.')
  })
})

describe('closures', () => {
  // The slice spec's clock: Tuesday 24 November 2026, 09:00 in Chicago.
  const closuresPath = '/api/settings/closures'

  it('an admin adds one; the last day defaults to the first', async () => {
    const answer = await spec.request<{ id: string }>(admin, 'POST', closuresPath, {
      from: '2026-11-26',
      reason: 'Thanksgiving',
    })
    expect(answer).toMatchObject({
      status: 201,
      body: { from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving', standingMove: 'next' },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'closures',
        type: 'ClosureAdded',
        data: {
          closureId: answer.body.id,
          from: '2026-11-26',
          to: '2026-11-26',
          reason: 'Thanksgiving',
          standingMove: 'next',
          addedAt: '2026-11-24T15:00:00.000Z',
        },
      },
    ])
  })

  it('refuses one that overlaps another, naming it', async () => {
    const answer = await spec.request(admin, 'POST', closuresPath, {
      from: '2026-11-25',
      to: '2026-11-27',
      reason: 'Stock-take',
    })
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'CLOSURE_OVERLAPS',
        error: 'This overlaps the closure from 2026-11-26 to 2026-11-26 (Thanksgiving).',
      },
    })
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    ['a start in the past', { from: '2026-11-23', reason: 'Late' }, 'A closure cannot start in the past.'],
    [
      'more than 31 days',
      { from: '2026-12-01', to: '2027-01-01', reason: 'Long' },
      'A closure can last at most 31 days.',
    ],
    [
      'a last day before the first',
      { from: '2026-12-10', to: '2026-12-09', reason: 'Backwards' },
      'The last closed day cannot be before the first.',
    ],
    ['no reason', { from: '2026-12-10' }, 'Say why deliveries stop (a holiday, a stock-take).'],
    [
      'a blank reason',
      { from: '2026-12-10', reason: '   ' },
      'Say why deliveries stop (a holiday, a stock-take).',
    ],
    [
      'a date that does not exist',
      { from: '2026-02-30', reason: 'x' },
      'Choose the first closed day as YYYY-MM-DD.',
    ],
    [
      'a date in another format',
      { from: '12/10/2026', reason: 'x' },
      'Choose the first closed day as YYYY-MM-DD.',
    ],
  ])('refuses %s with a 400, writing nothing', async (_case, body, error) => {
    await expectRefused(admin, 'POST', closuresPath, body, error)
  })

  it('an admin removes one; removing it again, or an unknown id, is not found', async () => {
    const added = await spec.request<{ id: string }>(admin, 'POST', closuresPath, {
      from: '2026-12-31',
      reason: 'Stock-take',
    })
    const path = `${closuresPath}/${added.body.id}`
    expect((await spec.request(admin, 'DELETE', path)).status).toBe(204)
    expect(spec.newEvents()).toEqual([
      {
        stream: 'closures',
        type: 'ClosureRemoved',
        data: { closureId: added.body.id, from: '2026-12-31', to: '2026-12-31', reason: 'Stock-take' },
      },
    ])
    for (const id of [added.body.id, '0f8fad5b-d9cb-469f-a165-70867728950e', '__proto__', 'constructor']) {
      expect(await spec.request(admin, 'DELETE', `${closuresPath}/${id}`), id).toMatchObject({
        status: 404,
        body: { error: 'Closure not found.' },
      })
    }
    expect(spec.newEvents()).toEqual([])
  })

  it("where a closure moves standing orders: the admin's setting, or as the closure says (issue 36)", async () => {
    const settingPath = '/api/settings/standing-move'
    expect(await spec.request(admin, 'PUT', settingPath, { standingMove: 'previous' })).toMatchObject({
      status: 200,
      body: { standingMove: 'previous' },
    })
    expect(spec.newEvents()).toEqual([
      { stream: 'closures', type: 'ClosureStandingMoveSet', data: { standingMove: 'previous' } },
    ])
    expect((await spec.request(admin, 'PUT', settingPath, { standingMove: 'previous' })).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
    const byDefault = await spec.request(admin, 'POST', closuresPath, {
      from: '2027-02-01',
      reason: 'Inventory',
    })
    expect(byDefault).toMatchObject({ status: 201, body: { standingMove: 'previous' } })
    expect(spec.newEvents()).toMatchObject([{ type: 'ClosureAdded', data: { standingMove: 'previous' } }])
    const asked = await spec.request(admin, 'POST', closuresPath, {
      from: '2027-02-08',
      reason: 'Inventory',
      standingMove: 'next',
    })
    expect(asked).toMatchObject({ status: 201, body: { standingMove: 'next' } })
    expect(spec.newEvents()).toMatchObject([{ type: 'ClosureAdded', data: { standingMove: 'next' } }])
    for (const body of [{ standingMove: 'sideways' }, {}, { standingMove: 'next', extra: 1 }]) {
      expect(await spec.request(admin, 'PUT', settingPath, body)).toMatchObject({
        status: 400,
        body: { error: "Say where standing orders move: 'previous' or 'next' delivery day." },
      })
    }
    expect(
      await spec.request(admin, 'POST', closuresPath, {
        from: '2027-03-01',
        reason: 'x',
        standingMove: 'later',
      }),
    ).toMatchObject({ status: 400 })
    for (const who of [rep, auditor, customer]) {
      expect((await spec.request(who, 'PUT', settingPath, { standingMove: 'next' })).status).toBe(403)
    }
    expect(spec.newEvents()).toEqual([])
  })

  it('only an admin adds or removes closures', async () => {
    const body = { from: '2027-01-04', reason: 'Stock-take' }
    for (const who of [rep, auditor, customer]) {
      expect((await spec.request(who, 'POST', closuresPath, body)).status).toBe(403)
      expect(
        (await spec.request(who, 'DELETE', `${closuresPath}/0f8fad5b-d9cb-469f-a165-70867728950e`)).status,
      ).toBe(403)
    }
    expect(spec.newEvents()).toEqual([])
  })
})
