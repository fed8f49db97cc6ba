import { describe, expect, it } from 'vitest'
import { people, useSliceSpec } from '../shared/sliceSpec.ts'

const { admin, rep, customer } = people

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(admin, rep, customer)
})

describe('orderWindow slice: given streams, a request, the new events', () => {
  it("an admin sets the company's hours; a rep sets its own", async () => {
    const hours = { alwaysOpen: false, openTime: '06:00', closeTime: '11:00' }
    expect((await spec.request(admin, 'PUT', '/api/settings/order-window/mine', hours)).status).toBe(200)
    expect(spec.newEvents()).toEqual([
      {
        stream: 'order-window-company',
        type: 'OrderWindowSet',
        data: { ...hours, scope: 'company', salesUserId: null },
      },
    ])
    const answer = await spec.request(rep, 'PUT', '/api/settings/order-window/mine', { alwaysOpen: true })
    expect(answer).toMatchObject({
      status: 200,
      body: { alwaysOpen: true, openTime: '06:00', closeTime: '21:00' },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'order-window-sales-901',
        type: 'OrderWindowSet',
        data: { alwaysOpen: true, openTime: '06:00', closeTime: '21:00', scope: 'sales', salesUserId: 901 },
      },
    ])
  })

  it('the same hours again append nothing', async () => {
    const hours = { alwaysOpen: false, openTime: '06:00', closeTime: '11:00' }
    expect((await spec.request(admin, 'PUT', '/api/settings/order-window/mine', hours)).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it('refuses bad hours and customers, writing nothing', async () => {
    const backwards = { alwaysOpen: false, openTime: '09:00', closeTime: '08:00' }
    expect(await spec.request(admin, 'PUT', '/api/settings/order-window/mine', backwards)).toMatchObject({
      status: 400,
      body: { error: 'Close time must be later than open time.' },
    })
    expect(
      (await spec.request(customer, 'PUT', '/api/settings/order-window/mine', { alwaysOpen: true })).status,
    ).toBe(403)
    expect(spec.newEvents()).toEqual([])
  })
})
