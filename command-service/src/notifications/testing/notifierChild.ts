/**
 * The notifier alone in a process of its own, on a PostgreSQL server, for what must happen to a
 * real process: the kill -9 test (kill9.int.test.ts) and the bench's notifier row
 * (scripts/benchNotifier.mts). Prints `notifier ready` once it follows the log; SIGTERM stops it
 * cleanly, SIGKILL is the crash under test.
 *
 *   node --import tsx command-service/src/notifications/testing/notifierChild.ts
 *
 * Settings as the command service's (DATABASE_URL, SESSION_SECRET, SMTP_URL or DATA_DIR, ...)
 * plus NOTIFIER_LEASE_MS (a claim's lease; short in tests, so a killed claim is retried soon) and
 * NOTIFIER_MIGRATE=true (make the notifier's tables first; off where a test already made them,
 * so a kill never lands inside a migration) and NOTIFIER_AWAIT_GO=true (load, print `notifier
 * loaded`, and start only on a line `go` on stdin: a test starts the next process while the
 * current one works, so restarts take no loading time and only one notifier runs at a time).
 */
import { createInterface } from 'node:readline'
import { connect, PostgresEventStore, parseSettings, stopOnSignal } from '@provender/server-kit'
import { z } from 'zod'
import { migrateCommandTables } from '../../commandTables.ts'
import { startNotifier } from '../notifier.ts'

const childSettings = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  NOTIFIER_LEASE_MS: z.coerce.number().int().positive().optional(),
  NOTIFIER_MIGRATE: z.enum(['true', 'false']).default('false'),
  NOTIFIER_AWAIT_GO: z.enum(['true', 'false']).default('false'),
})

const env = childSettings.parse(
  Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== '')),
)
const settings = parseSettings(process.env)
const knex = connect(env.DATABASE_URL, false)
if (env.NOTIFIER_MIGRATE === 'true') await migrateCommandTables(knex)
const store = new PostgresEventStore(knex, { listen: true })
if (env.NOTIFIER_AWAIT_GO === 'true') {
  await knex.raw('select 1')
  console.log('notifier loaded')
  const lines = createInterface({ input: process.stdin })
  const go = await new Promise<boolean>((resolve) => {
    lines.on('line', (line) => line.trim() === 'go' && resolve(true))
    lines.once('close', () => resolve(false))
  })
  lines.close()
  // The test that started it went away first: nothing to do.
  if (!go) process.exit(0)
}
const notifier = await startNotifier({
  knex,
  store,
  settings,
  linkSecret: env.SESSION_SECRET,
  policy: env.NOTIFIER_LEASE_MS ? { leaseMs: env.NOTIFIER_LEASE_MS } : undefined,
})
console.log(`notifier ready (pid ${process.pid})`)

// The grace a command service has (SHUTDOWN_GRACE_SECONDS): the SIGTERM test holds the stop to it.
stopOnSignal(async () => {
  await notifier.stop()
  await store.close()
  await knex.destroy()
}, settings.SHUTDOWN_GRACE_SECONDS * 1000)
