import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import {
  createCommandApp,
  type DemoLogin,
  ensureAdmin,
  LoginThrottle,
  seedDemoData,
} from '@provender/command-service'
import { LOG_START } from '@provender/events'
import {
  type Database,
  migrateEventStore,
  openDatabase,
  PostgresEventStore,
  postgresIdAllocator,
  resolveSessionSecret,
  SessionKeys,
  type Settings,
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
 * The composition root: one process with the gateway, the command service and the query
 * service on one database (embedded PGlite unless DATABASE_URL is set).
 */
export async function startProvender(
  settings: Settings,
  options: { database?: Database } = {},
): Promise<RunningProvender> {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: join(settings.DATA_DIR, 'pglite') }))
  const { knex, embedded } = database
  await migrateEventStore(knex)
  await migrateReadModels(knex)

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
    settings: {
      COOKIE_SECURE: settings.COOKIE_SECURE,
      TIME_ZONE: settings.TIME_ZONE,
      DEFAULT_PASSWORD: defaultPassword,
    },
  }
  const runner = new ProjectionRunner(knex, store, allProjections)

  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(commandDeps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }
  let demoLogins: DemoLogin[] = []
  let seeded = false
  if (settings.DEMO_DATA) {
    const logIsEmpty = (await store.readAll(LOG_START, 1)).length === 0
    if (logIsEmpty) {
      demoLogins = await seedDemoData(commandDeps)
      seeded = true
    }
  }

  runner.start()
  // Serve nothing stale: the read models catch up with the log before the doors open.
  await runner.catchUp()

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
  await new Promise<void>((resolve) => server.listen(settings.PORT, '127.0.0.1', resolve))
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
      await store.close()
      if (!options.database) await database.close()
    },
  }
}
