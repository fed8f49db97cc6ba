import {
  listen,
  migrateEventStore,
  migrateExclusively,
  openServiceProcess,
  PostgresEventStore,
  runMain,
  stopOnSignal,
} from '@provender/events/server'
import { customerOwnersReadModel } from '@provender/query-service'
import { createCommandApp } from './app.ts'
import { createCommandDeps } from './deps.ts'
import { ensureAdmin } from './users/bootstrapAdmin.ts'

/** The command service in a process of its own, on a PostgreSQL server it shares with the others. */
async function main(): Promise<void> {
  const { settings, sessions, database } = await openServiceProcess(process.env)
  await migrateExclusively(database, () => migrateEventStore(database.knex))

  const { knex } = database
  const store = new PostgresEventStore(knex, { listen: true })
  // Who owns which customers comes from the query service's read model, on the shared database.
  const customerOwners = customerOwnersReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS })
  const deps = createCommandDeps({ settings, knex, store, sessions, customerOwners })
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

runMain(main)
