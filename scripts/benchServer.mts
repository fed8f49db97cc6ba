/**
 * One server under test, in a process of its own so the load generator does not share its
 * event loop: `query` and `command` are the product's services as they run in production,
 * `bare` is the baseline. Tells its parent the port it listens on.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCommandApp, LoginThrottle, readModelCustomerOwners } from '@provender/command-service'
import { connect, PostgresEventStore, postgresIdAllocator, SessionKeys } from '@provender/events/server'
import { createQueryApp, ProjectionRunner } from '@provender/query-service'
import { allProjections } from '../query-service/src/projections/all.ts'
import { startBareServer } from './benchBare.mts'

const mode = process.argv[2]
const url = process.env.BENCH_URL!
const sessions = new SessionKeys(process.env.SESSION_SECRET!, 8)

async function handlerServer() {
  if (mode === 'bare') return startBareServer(url, sessions)
  const knex = connect(url, false)
  const store = new PostgresEventStore(knex)
  const clock = () => new Date()
  if (mode === 'query') {
    const runner = new ProjectionRunner(knex, store, allProjections)
    const app = createQueryApp({
      knex,
      runner,
      sessions,
      clock,
      settings: { TIME_ZONE: 'America/Chicago', CONSISTENCY_WAIT_MS: 2000 },
    })
    return createServer(app.callback())
  }
  const app = createCommandApp({
    store,
    ids: postgresIdAllocator(knex),
    sessions,
    clock,
    throttle: new LoginThrottle(10, 15 * 60_000),
    customerOwners: readModelCustomerOwners(knex, store),
    settings: { COOKIE_SECURE: false, TIME_ZONE: 'America/Chicago', DEFAULT_PASSWORD: undefined },
  })
  return createServer(app.callback())
}

const server = await handlerServer()
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port })
})
process.on('disconnect', () => process.exit(0))
