import {
  listen,
  migrateEventStore,
  migrateExclusively,
  openServiceProcess,
  PostgresEventStore,
  runMain,
  stopOnSignal,
} from '@provender/server-kit'
import { createQueryApp } from './app.ts'
import { createQueryDeps } from './deps.ts'
import { migrateReadModels } from './projections/migrations.ts'

/**
 * The query service in a process of its own. Run as many as the reads need: each follows
 * the log, and the runner's advisory lock lets one apply a projection at a time.
 */
async function main(): Promise<void> {
  const { settings, sessions, database } = await openServiceProcess(process.env)
  const { knex } = database
  // The event store too: the projections read its log, whichever service starts first.
  await migrateExclusively(database, async () => {
    await migrateEventStore(knex)
    await migrateReadModels(knex)
  })

  const store = new PostgresEventStore(knex, { listen: true })
  const deps = createQueryDeps({ settings, knex, store, sessions })
  const { runner } = deps
  runner.start()
  // Serve nothing stale: the read models catch up with the log before the doors open.
  await runner.catchUpToHead()

  const http = await listen(createQueryApp(deps).callback(), settings.QUERY_PORT, settings.HOST)
  console.log(`Query service listening on ${http.url}`)
  const graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000
  stopOnSignal(async () => {
    await http.close(graceMs)
    await runner.stop()
    await store.close()
    await database.close()
  }, graceMs)
}

runMain(main)
