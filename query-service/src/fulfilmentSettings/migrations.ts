import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * The fulfilment settings: the weight tolerance an admin set (no row: the default). A slice
 * born after the first schema, so its table comes from its first migration, not from `create`.
 */
export const fulfilmentSettingsSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [
    tablesMigration(
      '0701_fulfilment_settings',
      async (knex) => {
        await knex.schema.createTable('rm_fulfilment_settings', (t) => {
          // One row: the company's setting.
          t.text('scope_key').primary()
          t.integer('tolerance_percent').notNullable()
        })
      },
      { drop: ['rm_fulfilment_settings'], checkpoint: 'fulfilment-settings' },
    ),
  ],
}
