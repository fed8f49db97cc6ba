import type { Knex } from 'knex'
import { catalogueSchema } from '../catalogue/migrations.ts'
import { customersSchema } from '../customers/migrations.ts'
import { fulfilmentSettingsSchema } from '../fulfilmentSettings/migrations.ts'
import { ordersSchema } from '../orders/migrations.ts'
import { orderWindowSchema } from '../orderWindow/migrations.ts'
import { priceChangesSchema } from '../priceChanges/migrations.ts'
import { usersSchema } from '../users/migrations.ts'

export interface Migration {
  name: string
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * A read model's tables, kept in its own slice folder: how they were first created, and the
 * changes since (named by number, each slice its own range: 01xx catalogue, 02xx customers,
 * 03xx users, 04xx orders, 05xx order windows, 06xx price changes, 07xx fulfilment settings).
 */
export interface ReadModelSchema {
  /** Its tables, in the order `create` makes them. */
  tables: string[]
  create(knex: Knex): Promise<void>
  migrations: Migration[]
  /**
   * Indexes only the screens read by, never the projection: a replay of the whole log drops
   * them and builds each once at the end, instead of inserting every row into them.
   */
  screenIndexes?: string[]
}

/** Every read model, in the order their tables are created (and dropped the other way). */
const schemas: ReadModelSchema[] = [
  usersSchema,
  catalogueSchema,
  customersSchema,
  ordersSchema,
  orderWindowSchema,
  priceChangesSchema,
  fulfilmentSettingsSchema,
]

/**
 * The first migration creates the runner's checkpoints and every slice's first tables. It keeps
 * the name every existing database has recorded, so a slice's first tables stay in it.
 */
const firstSchema: Migration = {
  name: '0001_read_models',
  async up(knex) {
    await knex.schema.createTable('projection_checkpoints', (t) => {
      t.text('name').primary()
      t.text('transaction_id').notNullable()
      t.text('sequence').notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
    })
    for (const schema of schemas) await schema.create(knex)
  },
  async down(knex) {
    const tables = schemas.flatMap((s) => s.tables)
    for (const table of [...tables.reverse(), 'projection_checkpoints']) {
      await knex.schema.dropTableIfExists(table)
    }
  },
}

/** Read models: written only by projections, dropped and rebuilt from the log at will. */
const all = [firstSchema, ...schemas.flatMap((s) => s.migrations)].sort((a, b) =>
  a.name.localeCompare(b.name),
)

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

/** Every read model's indexes that only the screens read by (see `ReadModelSchema`). */
export const screenIndexes: string[] = schemas.flatMap((s) => s.screenIndexes ?? [])

/** Drops every read model (and the checkpoints) and creates them empty again. */
export async function dropReadModels(knex: Knex): Promise<void> {
  await knex.migrate.rollback(readModelMigrations, true)
  await knex.migrate.latest(readModelMigrations)
}
