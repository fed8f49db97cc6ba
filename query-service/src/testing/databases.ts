import { seedDemoData } from '@provender/demo'
import {
  type Database,
  migrateEventStore,
  PostgresEventStore,
  postgresIdAllocator,
} from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { migrateReadModels, readModelMigrations } from '../projections/migrations.ts'
import { READ_MODELS } from '../projections/schemaLayout.ts'

export interface LogDatabase {
  db: Database
  store: PostgresEventStore
  close(): Promise<void>
}

/** A fresh database (per TEST_DB) with the log's and every read model's tables, all empty. */
export async function createLogDatabase(): Promise<LogDatabase> {
  const db = await createTestDatabase()
  await migrateEventStore(db.knex)
  await migrateReadModels(db.knex)
  const store = new PostgresEventStore(db.knex)
  return {
    db,
    store,
    async close() {
      await store.close()
      await db.close()
    },
  }
}

/** The same with the demo data in its log, as of one fixed afternoon; nothing projected yet. */
export async function createDemoLogDatabase(): Promise<LogDatabase> {
  const database = await createLogDatabase()
  await seedDemoData({
    store: database.store,
    ids: postgresIdAllocator(database.db.knex),
    clock: () => new Date('2026-11-20T15:00:00Z'),
  })
  return database
}

/** Applies read-model migrations one at a time up to and including `name`. */
export async function migrateReadModelsThrough(knex: Knex, name: string): Promise<void> {
  await knex.raw('create schema if not exists ??', [READ_MODELS])
  for (;;) {
    const [done] = await knex.migrate.list(readModelMigrations)
    if ((done as { name: string }[]).some((m) => m.name === name)) return
    await knex.migrate.up(readModelMigrations)
  }
}
