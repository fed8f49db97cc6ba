import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../database.ts'
import { migrateEventStore } from '../store/postgres/migrate.ts'
import { PostgresEventStore, type PostgresEventStoreOptions } from '../store/postgres/postgresEventStore.ts'
import { createTestDatabase } from './database.ts'

/** A store on a fresh database of its own, migrated for the event log. */
export interface TestEventStore {
  database: Database
  store: PostgresEventStore
  /** Closes the store, then drops (or stops) its database. */
  close(): Promise<void>
}

/** The store's options, or a function of the database (PGlite cannot spare a connection to LISTEN). */
export type TestEventStoreOptions =
  | PostgresEventStoreOptions
  | ((database: Database) => PostgresEventStoreOptions)

export async function openTestEventStore(options: TestEventStoreOptions = {}): Promise<TestEventStore> {
  const database = await createTestDatabase()
  try {
    await migrateEventStore(database.knex)
  } catch (error) {
    await database.close()
    throw error
  }
  const store = new PostgresEventStore(
    database.knex,
    typeof options === 'function' ? options(database) : options,
  )
  return {
    database,
    store,
    async close() {
      await store.close()
      await database.close()
    },
  }
}

/**
 * In a test file (or a describe): opens a test event store before its tests, hands it to
 * `opened` (to keep in the file's own variables) and closes it after them.
 */
export function useTestEventStore(
  opened: (log: TestEventStore) => void,
  options?: TestEventStoreOptions,
): void {
  let log: TestEventStore | undefined
  beforeAll(async () => {
    log = await openTestEventStore(options)
    opened(log)
  })
  afterAll(async () => {
    await log?.close()
  })
}
