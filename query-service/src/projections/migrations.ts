import type { Knex } from 'knex'

import { catalogueMigrations } from '../catalogue/migrations.ts'
import { customersMigrations } from '../customers/migrations.ts'
import { ordersMigrations } from '../orders/migrations.ts'
import { usersMigrations } from '../users/migrations.ts'

export interface Migration {
  name: string
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/** Read models: written only by projections, dropped and rebuilt from the log at will. */
const migrations: Migration[] = [
  {
    name: '0001_read_models',
    async up(knex) {
      await knex.schema.createTable('projection_checkpoints', (t) => {
        t.text('name').primary()
        t.text('transaction_id').notNullable()
        t.text('sequence').notNullable()
        t.timestamp('updated_at', { useTz: true }).notNullable()
      })
      await knex.schema.createTable('rm_users', (t) => {
        t.integer('id').primary()
        t.text('role').notNullable()
        t.text('email').notNullable()
        t.text('first_name').notNullable()
        t.text('last_name').notNullable()
        t.text('phone').notNullable()
        t.boolean('password_changed').notNullable()
        t.integer('session_version').notNullable()
        t.timestamp('created_at', { useTz: true }).notNullable()
        t.index(['role', 'first_name'])
      })
      await knex.schema.createTable('rm_categories', (t) => {
        t.integer('id').primary()
        t.text('name').notNullable()
      })
      await knex.schema.createTable('rm_products', (t) => {
        t.text('id').primary()
        t.text('name').notNullable()
        t.text('description').notNullable()
        t.integer('category_id').nullable().index()
        t.text('unit_type').notNullable()
        t.integer('packs_per_case').nullable()
        t.decimal('price', 12, 2).notNullable()
      })
      await knex.schema.createTable('rm_customers', (t) => {
        t.integer('id').primary()
        t.text('business_name').notNullable()
        t.text('account_number').notNullable()
        t.integer('sales_user_id').notNullable().index()
        t.timestamp('created_at', { useTz: true }).notNullable()
      })
      await knex.schema.createTable('rm_customer_products', (t) => {
        t.integer('customer_id').notNullable()
        t.text('product_id').notNullable().index()
        t.decimal('price', 12, 2).notNullable()
        t.primary(['customer_id', 'product_id'])
      })
      await knex.schema.createTable('rm_favorites', (t) => {
        t.integer('customer_id').notNullable()
        t.text('product_id').notNullable()
        t.primary(['customer_id', 'product_id'])
      })
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
      await knex.schema.createTable('rm_order_windows', (t) => {
        t.text('scope_key').primary()
        t.boolean('always_open').notNullable()
        t.text('open_time').notNullable()
        t.text('close_time').notNullable()
      })
    },
    async down(knex) {
      for (const table of [
        'rm_order_windows',
        'rm_order_items',
        'rm_orders',
        'rm_favorites',
        'rm_customer_products',
        'rm_customers',
        'rm_products',
        'rm_categories',
        'rm_users',
        'projection_checkpoints',
      ]) {
        await knex.schema.dropTableIfExists(table)
      }
    },
  },
]

/**
 * Later changes live beside their read model; names sort by their number, so each slice
 * takes its own range: 01xx catalogue, 02xx customers, 03xx users, 04xx orders.
 */
const all = [
  ...migrations,
  ...catalogueMigrations,
  ...customersMigrations,
  ...usersMigrations,
  ...ordersMigrations,
].sort((a, b) => a.name.localeCompare(b.name))

export const readModelMigrations = {
  tableName: 'read_model_migrations',
  migrationSource: {
    getMigrations: async () => all,
    getMigrationName: (m: Migration) => m.name,
    getMigration: async (m: Migration) => m,
  },
}

export async function migrateReadModels(knex: Knex): Promise<void> {
  await knex.migrate.latest(readModelMigrations)
}

/** Drops every read model (and the checkpoints) and creates them empty again. */
export async function dropReadModels(knex: Knex): Promise<void> {
  await knex.migrate.rollback(readModelMigrations, true)
  await knex.migrate.latest(readModelMigrations)
}
