import {
  listen,
  migrateEventStore,
  migrateExclusively,
  openDatabase,
  PostgresEventStore,
  parseSettings,
  postgresIdAllocator,
  resolveSessionSecret,
  SessionKeys,
  SettingsError,
  stopOnSignal,
} from '@provender/events/server'
import { createCommandApp } from './app.ts'
import type { CommandDeps } from './deps.ts'
import { readModelCustomerOwners } from './salesUsers/customerOwners.ts'
import { ensureAdmin } from './users/bootstrapAdmin.ts'
import { LoginThrottle } from './users/loginThrottle.ts'

/** The command service in a process of its own, on a PostgreSQL server it shares with the others. */
async function main(): Promise<void> {
  const settings = parseSettings(process.env)
  if (!settings.DATABASE_URL) {
    throw new SettingsError([
      'DATABASE_URL: required: separate processes cannot share the embedded database (use `npm start` for one process)',
    ])
  }
  const sessions = new SessionKeys(resolveSessionSecret(settings, false), settings.SESSION_TTL_HOURS)
  const database = await openDatabase({ databaseUrl: settings.DATABASE_URL })
  await migrateExclusively(database, () => migrateEventStore(database.knex))

  const store = new PostgresEventStore(database.knex, { listen: true })
  const deps: CommandDeps = {
    store,
    ids: postgresIdAllocator(database.knex),
    sessions,
    clock: () => new Date(),
    throttle: new LoginThrottle(settings.LOGIN_MAX_FAILURES, settings.LOGIN_LOCK_MINUTES * 60_000),
    customerOwners: readModelCustomerOwners(database.knex, { timeoutMs: settings.CONSISTENCY_WAIT_MS }),
    settings: {
      COOKIE_SECURE: settings.COOKIE_SECURE,
      TIME_ZONE: settings.TIME_ZONE,
      DEFAULT_PASSWORD: settings.DEFAULT_PASSWORD,
    },
  }
  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(deps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }

  const http = await listen(createCommandApp(deps).callback(), settings.COMMAND_PORT, settings.HOST)
  console.log(`Command service listening on ${http.url}`)
  stopOnSignal(async () => {
    await http.close()
    await store.close()
    await database.close()
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error)
  process.exit(1)
})
