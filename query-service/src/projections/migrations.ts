import { analyzeTablesWithoutStatistics } from '@provender/server-kit'
import type { Knex } from 'knex'
import { booksSchema } from '../books/migrations.ts'
import { catalogueSchema } from '../catalogue/migrations.ts'
import { customersSchema } from '../customers/migrations.ts'
import { deliverySchema } from '../delivery/migrations.ts'
import { fulfilmentSettingsSchema } from '../fulfilmentSettings/migrations.ts'
import { mailPreferencesSchema } from '../mailPreferences/migrations.ts'
import { notificationsSchema } from '../notifications/migrations.ts'
import { orderRequirementsSchema } from '../orderRequirements/migrations.ts'
import { ordersSchema } from '../orders/migrations.ts'
import { orderWindowSchema } from '../orderWindow/migrations.ts'
import { priceChangesSchema } from '../priceChanges/migrations.ts'
import { standingOrdersSchema } from '../standingOrders/migrations.ts'
import { stockSchema } from '../stock/migrations.ts'
import { usersSchema } from '../users/migrations.ts'
import { usualItemsSchema } from '../usualItems/migrations.ts'
import { MIGRATIONS_TABLE, moveReadModelsOutOfPublic, READ_MODELS, searchPathFor } from './schemaLayout.ts'

export interface Migration {
  name: string
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * A read model's tables, kept in its own slice folder: how they were first created, and the
 * changes since (named by number, each slice its own range: 01xx catalogue, 02xx customers,
 * 03xx users, 04xx orders, 05xx order windows, 06xx price changes, 07xx fulfilment settings,
 * 08xx usual items, 09xx mail preferences, 10xx sent mail, 11xx delivery days and closures, 12xx standing orders,
 * 13xx order requirements, 14xx stock, 15xx the books).
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
  usualItemsSchema,
  mailPreferencesSchema,
  notificationsSchema,
  deliverySchema,
  standingOrdersSchema,
  orderRequirementsSchema,
  stockSchema,
  booksSchema,
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

/**
 * The migrations of the read models in `schema`: the migrator's tables kept there too, and each
 * migration run with that schema first on its transaction's search_path, so the slices'
 * unqualified `create table` and `alter table` act there (see schemaLayout.ts).
 */
export function readModelMigrationsIn(schema: string) {
  const inSchema = (run: (knex: Knex) => Promise<void>) => async (trx: Knex) => {
    await trx.raw(`select set_config('search_path', ?, true)`, [searchPathFor(schema)])
    await run(trx)
  }
  const migrations = all.map((m) => ({ name: m.name, up: inSchema(m.up), down: inSchema(m.down) }))
  return {
    tableName: MIGRATIONS_TABLE,
    schemaName: schema,
    migrationSource: {
      getMigrations: async () => migrations,
      getMigrationName: (m: Migration) => m.name,
      getMigration: async (m: Migration) => m,
    },
  }
}

export const readModelMigrations = readModelMigrationsIn(READ_MODELS)

/**
 * Creates or updates the read models in `schema` (the served ones by default). The served ones
 * of a database made before they had a schema of their own are first moved out of `public`.
 */
export async function migrateReadModels(knex: Knex, schema: string = READ_MODELS): Promise<void> {
  if (schema === READ_MODELS) await moveReadModelsOutOfPublic(knex)
  await knex.raw('create schema if not exists ??', [schema])
  await knex.migrate.latest(readModelMigrationsIn(schema))
  await analyzeTablesWithoutStatistics(knex, schema)
}

/** Every read model's indexes that only the screens read by (see `ReadModelSchema`). */
export const screenIndexes: string[] = schemas.flatMap((s) => s.screenIndexes ?? [])

/** Drops every read model (and the checkpoints) in `schema` and creates them empty again. */
export async function dropReadModels(knex: Knex, schema: string = READ_MODELS): Promise<void> {
  await knex.migrate.rollback(readModelMigrationsIn(schema), true)
  await knex.migrate.latest(readModelMigrationsIn(schema))
}
