/**
 * One server under test, in a process of its own so the load generator does not share its
 * event loop: `query` and `command` are the product's services as they run in production,
 * `bare` is the baseline. Tells its parent the port it listens on.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCommandApp, createCommandDeps, migrateCommandTables } from '@provender/command-service'
import { createQueryApp, createQueryDeps, customerOwnersReadModel } from '@provender/query-service'
import { connect, PostgresEventStore, parseSettings, SessionKeys } from '@provender/server-kit'
import { startBareServer } from './benchBare.mts'

const mode = process.argv[2]
const url = process.env.BENCH_URL!
const sessions = new SessionKeys(process.env.SESSION_SECRET!, 8)

async function handlerServer() {
  if (mode === 'bare') return startBareServer(url, sessions)
  const knex = connect(url, false)
  const store = new PostgresEventStore(knex)
  const clock = () => new Date()
  const settings = parseSettings({
    DATABASE_URL: url,
    SESSION_SECRET: process.env.SESSION_SECRET,
    TIME_ZONE: 'America/Chicago',
    CONSISTENCY_WAIT_MS: '2000',
  })
  if (mode === 'query') {
    return createServer(
      createQueryApp(createQueryDeps({ settings, knex, store, sessions, clock })).callback(),
    )
  }
  await migrateCommandTables(knex)
  const customerOwners = customerOwnersReadModel(knex, store, { timeoutMs: settings.CONSISTENCY_WAIT_MS })
  const app = createCommandApp(createCommandDeps({ settings, knex, store, sessions, customerOwners, clock }))
  return createServer(app.callback())
}

const server = await handlerServer()
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port })
})
process.on('disconnect', () => process.exit(0))
