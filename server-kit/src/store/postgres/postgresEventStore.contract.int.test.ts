import { createTestDatabase, describeEventStoreContract, testDatabaseKind } from '../../testing/index.ts'
import { migrateEventStore } from './migrate.ts'
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore.ts'

/** A store on a fresh, migrated database of its own; on the server it LISTENs, as the services do. */
async function openOnFreshDatabase(options: PostgresEventStoreOptions) {
  const db = await createTestDatabase()
  try {
    await migrateEventStore(db.knex)
  } catch (error) {
    await db.close()
    throw error
  }
  const store = new PostgresEventStore(db.knex, {
    ...options,
    // PGlite serves one connection, which LISTEN would keep to itself.
    listen: !db.embedded,
    // The fallback poll would wake listeners on its own: rare enough here that a wake-up
    // within the contract's wait comes from the append (or its notice).
    pollIntervalMs: 60_000,
  })
  return {
    store,
    async close() {
      await store.close()
      await db.close()
    },
  }
}

describeEventStoreContract(`PostgreSQL, group commit, on ${testDatabaseKind()}`, () =>
  openOnFreshDatabase({}),
)

describeEventStoreContract(`PostgreSQL, one commit per append, on ${testDatabaseKind()}`, () =>
  openOnFreshDatabase({ groupCommit: false }),
)
