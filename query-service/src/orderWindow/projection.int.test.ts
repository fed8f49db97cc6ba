import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProjectionSpec, startProjectionSpec } from '../projections/projectionSpec.ts'
import { orderWindowsProjection } from './projection.ts'

let spec: ProjectionSpec
beforeAll(async () => {
  spec = await startProjectionSpec(orderWindowsProjection)
})
afterAll(() => spec?.stop())

const window = (scope: 'company' | 'sales', salesUserId: number | null, openTime: string) =>
  ({
    type: 'OrderWindowSet',
    data: { scope, salesUserId, alwaysOpen: false, openTime, closeTime: '11:00' },
  }) as const

describe('order windows read model: given events, the rows', () => {
  it("holds the company's hours and each rep's, the latest of each", async () => {
    await spec.given('order-window-company', [
      window('company', null, '06:00'),
      window('company', null, '07:00'),
    ])
    await spec.given('order-window-sales-4', [window('sales', 4, '08:00')])
    expect(await spec.rows('rm_order_windows', 'scope_key')).toEqual([
      { scope_key: 'company', always_open: false, open_time: '07:00', close_time: '11:00' },
      { scope_key: 'sales:4', always_open: false, open_time: '08:00', close_time: '11:00' },
    ])
  })

  it("drops a deleted rep's hours and ignores other events", async () => {
    await spec.given('user-4', [{ type: 'UserDeleted', data: { userId: 4, role: 'sales', reassignedTo: 5 } }])
    await spec.given('customer-9', [{ type: 'CustomerDeleted', data: { customerId: 9 } }])
    expect(await spec.rows('rm_order_windows', 'scope_key')).toEqual([
      { scope_key: 'company', always_open: false, open_time: '07:00', close_time: '11:00' },
    ])
  })
})
