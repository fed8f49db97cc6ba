import {
  listen,
  migrateEventStore,
  migrateExclusively,
  openServiceProcess,
  PostgresEventStore,
  postgresIdAllocator,
  runMain,
  SEAL_INTERVAL_MS,
  startSealing,
  stopOnSignal,
} from '@provender/events/server'
import { createCommandApp } from './app.ts'
import type { CommandDeps } from './deps.ts'
import { readModelCustomerOwners } from './salesUsers/customerOwners.ts'
import { ensureAdmin } from './users/bootstrapAdmin.ts'
import { LoginThrottle } from './users/loginThrottle.ts'

/** The command service in a process of its own, on a PostgreSQL server it shares with the others. */
async function main(): Promise<void> {
  const { settings, sessions, database } = await openServiceProcess(process.env)
  await migrateExclusively(database, () => migrateEventStore(database.knex))

  const store = new PostgresEventStore(database.knex, { listen: true })
  const deps: CommandDeps = {
    store,
    ids: postgresIdAllocator(database.knex),
    sessions,
    clock: () => new Date(),
    throttle: new LoginThrottle(settings.LOGIN_MAX_FAILURES, settings.LOGIN_LOCK_MINUTES * 60_000),
    customerOwners: readModelCustomerOwners(database.knex, store, {
      timeoutMs: settings.CONSISTENCY_WAIT_MS,
    }),
    settings: {
      COOKIE_SECURE: settings.COOKIE_SECURE,
      TIME_ZONE: settings.TIME_ZONE,
      DEFAULT_PASSWORD: settings.DEFAULT_PASSWORD,
    },
  }
  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    await ensureAdmin(deps, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })
  }

  // Anchors the stream heads now and then, so a cut-off stream tail is detected (tamper evidence).
  const stopSealing = await startSealing(database.knex, store, { intervalMs: SEAL_INTERVAL_MS })
  const http = await listen(createCommandApp(deps).callback(), settings.COMMAND_PORT, settings.HOST)
  console.log(`Command service listening on ${http.url}`)
  stopOnSignal(async () => {
    await http.close()
    await stopSealing()
    await store.close()
    await database.close()
  })
}

runMain(main)
