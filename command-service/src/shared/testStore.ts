import { type Database, migrateEventStore, PostgresEventStore } from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import { migrateCommandTables } from '../commandTables.ts'

/** A test database of its own with the event store's and the command service's tables, and a store on it. */
export async function openCommandStore(): Promise<{ db: Database; store: PostgresEventStore }> {
  const db = await createTestDatabase()
  await migrateEventStore(db.knex)
  await migrateCommandTables(db.knex)
  return { db, store: new PostgresEventStore(db.knex) }
}
