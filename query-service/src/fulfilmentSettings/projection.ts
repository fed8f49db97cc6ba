import { defineProjection } from '../projections/projection.ts'

/** rm_fulfilment_settings: the weight tolerance of fulfilment, once an admin set it. */
export const fulfilmentSettingsProjection = defineProjection({
  name: 'fulfilment-settings',
  handles: ['FulfilmentToleranceSet'],
  streams: ['fulfilmentSettings'],
  async apply(trx, { event }) {
    await trx('rm_fulfilment_settings')
      .insert({ scope_key: 'company', tolerance_percent: event.data.percent })
      .onConflict('scope_key')
      .merge()
  },
})
