import { type Listening, listen, runMain, startServiceProcess, stopOnSignal } from '@provender/server-kit'
import { createQueryApp } from './app.ts'
import { createQueryDeps } from './deps.ts'
import { migrateReadModels } from './projections/migrations.ts'

/**
 * The query service in a process of its own. Run as many as the reads need: each follows
 * the log, and the runner's advisory lock lets one apply a projection at a time.
 */
async function main(): Promise<void> {
  // The event store too: the projections read its log, whichever service starts first.
  const { settings, sessions, database, knex, log, store, metrics } = await startServiceProcess(
    process.env,
    migrateReadModels,
  )
  // Draining from the moment the stop begins: /health/ready answers 503 until the process exits.
  let http: Listening | undefined
  const isDraining = () => http?.draining() ?? false
  const deps = createQueryDeps({ settings, knex, store, sessions, metrics, isDraining })
  const { runner } = deps
  deps.replica?.start()
  if (settings.PROJECTIONS) {
    runner.start()
    // Serve nothing stale: the read models catch up with the log before the doors open.
    await runner.catchUpToHead()
  }

  http = await listen(createQueryApp(deps).callback(), settings.QUERY_PORT, settings.HOST, {
    keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT_MS,
  })
  log.info({ url: http.url }, `listening on ${http.url} (query service)`)
  const graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000
  stopOnSignal(async () => {
    await http?.close(graceMs)
    await runner.stop()
    await deps.replica?.close()
    await store.close()
    await database.close()
  }, graceMs)
}

runMain(main)
