import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import {
  createCommandApp,
  type DemoLogin,
  ensureAdmin,
  LoginThrottle,
  readModelCustomerOwners,
  seedDemoData,
} from '@provender/command-service'
import { LOG_START } from '@provender/events'
import {
  type Database,
  migrateEventStore,
  migrateExclusively,
  openDatabase,
  PostgresEventStore,
  postgresIdAllocator,
  resolveSessionSecret,
  SEAL_INTERVAL_MS,
  SessionKeys,
  type Settings,
  SettingsError,
  startSealing,
} from '@provender/events/server'
import { allProjections, createQueryApp, migrateReadModels, ProjectionRunner } from '@provender/query-service'
import { createGateway } from './gateway.ts'
import { proxyTo } from './proxy.ts'

/** The demo mode's password for new and reset accounts, when DEFAULT_PASSWORD is unset. */
export const DEMO_DEFAULT_PASSWORD = 'Welcome#2026'

export interface RunningProvender {
  url: string
  server: Server
  database: Database
  demoLogins: DemoLogin[]
  seeded: boolean
  stop(): Promise<void>
}

/**
 * The composition root: the gateway, and in-process the command service and the query
 * service on one database (embedded PGlite unless DATABASE_URL is set). A service with a
 * URL runs in its own process instead, which migrates, bootstraps the admin and projects
 * for itself; this process then only forwards to it.
 */
export async function startProvender(
  settings: Settings,
  options: { database?: Database } = {},
): Promise<RunningProvender> {
  if ((settings.COMMAND_SERVICE_URL || settings.QUERY_SERVICE_URL) && !settings.DATABASE_URL) {
    throw new SettingsError([
      'DATABASE_URL: required with COMMAND_SERVICE_URL or QUERY_SERVICE_URL: separate processes cannot share the embedded database',
    ])
  }
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: join(settings.DATA_DIR, 'pglite') }))
  const { knex, embedded } = database
  await migrateExclusively(database, () => migrateEventStore(knex))

  const store = new PostgresEventStore(knex, { listen: !embedded, pollIntervalMs: 1000 })
  const ids = postgresIdAllocator(knex)
  const sessions = new SessionKeys(resolveSessionSecret(settings, embedded), settings.SESSION_TTL_HOURS)
  const clock = () => new Date()
  const defaultPassword =
    settings.DEFAULT_PASSWORD ?? (settings.DEMO_DATA ? DEMO_DEFAULT_PASSWORD : undefined)

  const commandDeps = {
    store,
    ids,
    sessions,
    clock,
    throttle: new LoginThrottle(settings.LOGIN_MAX_FAILURES, settings.LOGIN_LOCK_MINUTES * 60_000),
    customerOwners: readModelCustomerOwners(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
    settings: {
      COOKIE_SECURE: settings.COOKIE_SECURE,
      TIME_ZONE: settings.TIME_ZONE,
      DEFAULT_PASSWORD: defaultPassword,
    },
  }
  const runner = new ProjectionRunner(knex, store, allProjections)

  if (!settings.COMMAND_SERVICE_URL && settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(commandDeps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }
  // Demo data is seeded here in every mode, DEMO_DATA permitting: with separate services it
  // goes straight into the shared log (DATABASE_URL), and their projections pick it up.
  let demoLogins: DemoLogin[] = []
  let seeded = false
  if (settings.DEMO_DATA) {
    const logIsEmpty = (await store.readAll(LOG_START, 1)).length === 0
    if (logIsEmpty) {
      demoLogins = await seedDemoData(commandDeps)
      seeded = true
    }
  }

  // The command side anchors the stream heads (tamper evidence); a separate one does it itself.
  const stopSealing = settings.COMMAND_SERVICE_URL
    ? null
    : await startSealing(knex, store, { intervalMs: SEAL_INTERVAL_MS, clock })

  if (!settings.QUERY_SERVICE_URL) {
    await migrateExclusively(database, () => migrateReadModels(knex))
    runner.start()
    // Serve nothing stale: the read models catch up with the log before the doors open.
    await runner.catchUpToHead()
  }

  const command = settings.COMMAND_SERVICE_URL
    ? proxyTo(settings.COMMAND_SERVICE_URL)
    : createCommandApp(commandDeps).callback()
  const query = settings.QUERY_SERVICE_URL
    ? proxyTo(settings.QUERY_SERVICE_URL)
    : createQueryApp({
        knex,
        runner,
        sessions,
        clock,
        settings: { TIME_ZONE: settings.TIME_ZONE, CONSISTENCY_WAIT_MS: settings.CONSISTENCY_WAIT_MS },
      }).callback()
  const server = createServer(createGateway({ command, query, sessions }).callback())
  await new Promise<void>((resolve) => server.listen(settings.PORT, settings.HOST, resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://localhost:${port}`,
    server,
    database,
    demoLogins,
    seeded,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await runner.stop()
      await stopSealing?.()
      await store.close()
      if (!options.database) await database.close()
    },
  }
}
