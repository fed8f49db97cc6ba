import {
  listen,
  migrateEventStore,
  migrateExclusively,
  openServiceProcess,
  PostgresEventStore,
  postgresIdAllocator,
  proxyTrustNotice,
  runMain,
  stopOnSignal,
} from '@provender/events/server'
import { createCommandApp } from './app.ts'
import type { CommandDeps } from './deps.ts'
import { readModelCustomerOwners } from './salesUsers/customerOwners.ts'
import { ensureAdmin } from './users/bootstrapAdmin.ts'
import { migrateCommandTables, postgresLoginThrottle } from './users/loginThrottle.ts'

/** The command service in a process of its own, on a PostgreSQL server it shares with the others. */
async function main(): Promise<void> {
  const { settings, sessions, database } = await openServiceProcess(process.env)
  await migrateExclusively(database, async () => {
    await migrateEventStore(database.knex)
    await migrateCommandTables(database.knex)
  })

  const store = new PostgresEventStore(database.knex, { listen: true })
  const deps: CommandDeps = {
    store,
    ids: postgresIdAllocator(database.knex),
    sessions,
    clock: () => new Date(),
    throttle: postgresLoginThrottle(database.knex, {
      maxFailures: settings.LOGIN_MAX_FAILURES,
      lockMs: settings.LOGIN_LOCK_MINUTES * 60_000,
    }),
    customerOwners: readModelCustomerOwners(database.knex, store, {
      timeoutMs: settings.CONSISTENCY_WAIT_MS,
    }),
    settings: {
      COOKIE_SECURE: settings.COOKIE_SECURE,
      TRUST_PROXY: settings.TRUST_PROXY,
      TIME_ZONE: settings.TIME_ZONE,
      DEFAULT_PASSWORD: settings.DEFAULT_PASSWORD,
    },
  }
  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(deps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }

  const http = await listen(createCommandApp(deps).callback(), settings.COMMAND_PORT, settings.HOST)
  console.log(`Command service listening on ${http.url}`)
  console.log(proxyTrustNotice(settings))
  const graceMs = settings.SHUTDOWN_GRACE_SECONDS * 1000
  stopOnSignal(async () => {
    // Orders in flight finish and are answered before the database goes.
    await http.close(graceMs)
    await store.close()
    await database.close()
  }, graceMs)
}

runMain(main)
