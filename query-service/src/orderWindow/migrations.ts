import type { ReadModelSchema } from '../projections/migrations.ts'

/** The company's ordering hours and each rep's own. */
export const orderWindowSchema: ReadModelSchema = {
  tables: ['rm_order_windows'],
  async create(knex) {
    await knex.schema.createTable('rm_order_windows', (t) => {
      t.text('scope_key').primary()
      t.boolean('always_open').notNullable()
      t.text('open_time').notNullable()
      t.text('close_time').notNullable()
    })
  },
  migrations: [],
}
