import { describeEventStoreContract, openTestEventStore, testDatabaseKind } from '../../testing/index.ts'
import type { PostgresEventStoreOptions } from './postgresEventStore.ts'

/** A store on a fresh, migrated database of its own; on the server it LISTENs, as the services do. */
function openOnFreshDatabase(options: PostgresEventStoreOptions) {
  return openTestEventStore((db) => ({
    ...options,
    // PGlite serves one connection, which LISTEN would keep to itself.
    listen: !db.embedded,
    // The fallback poll would wake listeners on its own: rare enough here that a wake-up
    // within the contract's wait comes from the append (or its notice).
    pollIntervalMs: 60_000,
  }))
}

describeEventStoreContract(`PostgreSQL, group commit, on ${testDatabaseKind()}`, () =>
  openOnFreshDatabase({}),
)

describeEventStoreContract(`PostgreSQL, one commit per append, on ${testDatabaseKind()}`, () =>
  openOnFreshDatabase({ groupCommit: false }),
)
