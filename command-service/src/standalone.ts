import {
  configureLogging,
  type Listening,
  listen,
  Metrics,
  migrateEventStore,
  migrateExclusively,
  openServiceProcess,
  PostgresEventStore,
  proxyTrustNotice,
  SEAL_INTERVAL_MS,
  startSealing,
  stopOnSignal,
} from '@provender/server-kit'
import { createCommandApp } from './app.ts'
import { type CommandParts, createCommandDeps } from './deps.ts'
import type { CustomerOwners } from './salesUsers/customerOwners.ts'
import { ensureAdmin } from './users/bootstrapAdmin.ts'
import { migrateCommandTables } from './users/loginThrottle.ts'

/** The ports of the command service that are answered outside it, given by the composition root. */
export interface CommandServiceWiring {
  /** Who owns which customers: the query service's read model, on the shared database. */
  customerOwners(parts: Pick<CommandParts, 'settings' | 'knex' | 'store'>): CustomerOwners
}

/**
 * The command service in a process of its own, on a PostgreSQL server it shares with the others.
 * Started by its composition root (gateway/src/commandServiceMain.ts, `npm start -w command-service`).
 */
export async function runCommandService(wiring: CommandServiceWiring): Promise<void> {
  const { settings, sessions, database } = await openServiceProcess(process.env)
  const log = configureLogging(settings)
  await migrateExclusively(database, async () => {
    await migrateEventStore(database.knex)
    await migrateCommandTables(database.knex)
  })

  const { knex } = database
  const metrics = new Metrics()
  const store = new PostgresEventStore(knex, { listen: true, observer: metrics.store })
  // Draining from the moment the stop begins: /health/ready answers 503 until the process exits.
  let http: Listening | undefined
  const customerOwners = wiring.customerOwners({ settings, knex, store })
  const deps = createCommandDeps({
    settings,
    knex,
    store,
    sessions,
    customerOwners,
    metrics,
    isDraining: () => http?.draining() ?? false,
  })
  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(deps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }

  // Anchors the stream heads now and then, so a cut-off stream tail is detected (tamper evidence).
  const stopSealing = await startSealing(database.knex, store, { intervalMs: SEAL_INTERVAL_MS })
  http = await listen(createCommandApp(deps).callback(), settings.COMMAND_PORT, settings.HOST)
  log.info({ url: http.url }, `listening on ${http.url} (command service)`)
  log.info(proxyTrustNotice(settings))
  const graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000
  stopOnSignal(async () => {
    // Orders in flight finish and are answered before the database goes.
    await http?.close(graceMs)
    await stopSealing()
    await store.close()
    await database.close()
  }, graceMs)
}
