import { join } from 'node:path'
import { LOG_START, type LogPosition } from '@provender/events'
import {
  migrateEventStore,
  migrateExclusively,
  openDatabase,
  PostgresEventStore,
  parseSettings,
  SettingsError,
} from '@provender/events/server'
import { allProjections } from '../projections/all.ts'
import { dropReadModels, migrateReadModels } from '../projections/migrations.ts'
import { ProjectionRunner } from '../projections/runner.ts'

// Long enough for a large log; the runner's own progress is what ends the wait.
const REPLAY_LIMIT_MS = 60 * 60_000

/**
 * Drops every read model and replays the whole log into them. On a PostgreSQL server
 * (DATABASE_URL) the services may keep running: they serve partial data until the replay
 * passes them. The embedded database (DATA_DIR) serves one process, so stop the app first.
 */
async function main(): Promise<void> {
  const settings = parseSettings(process.env)
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: join(settings.DATA_DIR, 'pglite'),
  })
  const { knex } = database
  const store = new PostgresEventStore(knex)
  try {
    const started = performance.now()
    await migrateExclusively(database, async () => {
      await migrateEventStore(knex)
      await migrateReadModels(knex)
      await dropReadModels(knex)
    })
    const log = await measureLog(store)
    const runner = new ProjectionRunner(knex, store, allProjections)
    const reached = !log.last || (await runner.waitFor(log.last, REPLAY_LIMIT_MS))
    // waitFor may leave a last run in flight; it must end before the pool closes.
    await runner.stop()
    if (!reached) throw new Error('The read models did not reach the end of the log; see the errors above.')
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Rebuilt ${allProjections.length} read models from ${log.count} events in ${seconds} s`)
  } finally {
    await store.close()
    await database.close()
  }
}

/** How many events the log holds and where it ends, read as the projections read it. */
async function measureLog(store: PostgresEventStore): Promise<{ count: number; last: LogPosition | null }> {
  let count = 0
  let last: LogPosition | null = null
  for (let batch = await store.readAll(LOG_START, 1000); batch.length > 0; ) {
    count += batch.length
    last = batch.at(-1)!.position
    batch = await store.readAll(last, 1000)
  }
  return { count, last }
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error)
  process.exit(1)
})
