import type { Knex } from 'knex'
import { migrateExclusively } from './database.ts'
import { Metrics } from './http/metrics.ts'
import { openServiceProcess } from './http/serve.ts'
import { configureLogging } from './logging/logger.ts'
import { migrateEventStore } from './store/postgres/migrate.ts'
import { PostgresEventStore } from './store/postgres/postgresEventStore.ts'

/**
 * A separately run service up to its event store, as every one starts: openServiceProcess,
 * logging, the event store's tables and the service's own (`migrate`) under one lock, whichever
 * service starts first, and the store following the log's appends, observed by the metrics.
 */
export async function startServiceProcess(
  env: Record<string, string | undefined>,
  migrate: (knex: Knex) => Promise<void>,
) {
  const opened = await openServiceProcess(env)
  const log = configureLogging(opened.settings)
  const { knex } = opened.database
  await migrateExclusively(opened.database, async () => {
    await migrateEventStore(knex)
    await migrate(knex)
  })
  const metrics = new Metrics()
  const store = new PostgresEventStore(knex, { listen: true, observer: metrics.store })
  return { ...opened, knex, log, metrics, store }
}
