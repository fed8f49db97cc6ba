import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProjectionSpec, startProjectionSpec } from '../projections/projectionSpec.ts'
import { fulfilmentSettingsProjection } from './projection.ts'

let spec: ProjectionSpec
beforeAll(async () => {
  spec = await startProjectionSpec(fulfilmentSettingsProjection)
})
afterAll(() => spec?.stop())

describe('fulfilment settings read model: given events, the rows', () => {
  it('holds no row until an admin sets the tolerance (the default applies)', async () => {
    expect(await spec.rows('rm_fulfilment_settings', 'scope_key')).toEqual([])
  })

  it('holds the latest tolerance and ignores other events', async () => {
    await spec.given('settings-fulfilment', [
      { type: 'FulfilmentToleranceSet', data: { percent: 5 } },
      { type: 'FulfilmentToleranceSet', data: { percent: 12 } },
    ])
    await spec.given('customer-9', [{ type: 'CustomerDeleted', data: { customerId: 9 } }])
    expect(await spec.rows('rm_fulfilment_settings', 'scope_key')).toEqual([
      { scope_key: 'company', tolerance_percent: 12 },
    ])
  })
})
