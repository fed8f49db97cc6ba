import type { ReadModelSchema } from '../projections/migrations.ts'

/** Orders and their lines, each line with the name and price it was sold at. */
export const ordersSchema: ReadModelSchema = {
  tables: ['rm_orders', 'rm_order_items'],
  async create(knex) {
    await knex.schema.createTable('rm_orders', (t) => {
      t.integer('id').primary()
      t.integer('customer_id').notNullable()
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.boolean('fulfilled').notNullable()
      t.timestamp('fulfilled_at', { useTz: true }).nullable()
      t.decimal('total', 14, 2).notNullable()
      t.index(['fulfilled', 'created_at'])
      t.index(['customer_id', 'created_at'])
    })
    await knex.schema.createTable('rm_order_items', (t) => {
      t.bigInteger('id').primary()
      t.integer('order_id').notNullable().index()
      t.integer('line_no').notNullable()
      t.text('product_id').notNullable()
      t.text('product_name').notNullable()
      t.text('unit_type').notNullable()
      t.integer('packs_per_case').nullable()
      t.decimal('quantity', 12, 2).notNullable()
      t.text('quantity_type').notNullable()
      t.decimal('sell_price', 12, 2).notNullable()
      t.decimal('line_total', 14, 2).notNullable()
    })
  },
  migrations: [],
}
