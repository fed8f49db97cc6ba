/**
 * The standing-order placer alone in a process of its own, on a PostgreSQL server, for what must
 * happen to a real process: the kill -9 and two-process tests (placer.kill9.int.test.ts).
 * Prints `placer ready`; SIGKILL is the crash under test.
 *
 *   node --import tsx command-service/src/standingOrders/testing/placerChild.ts
 *
 * DATABASE_URL and TIME_ZONE as the command service's, plus PLACER_CLOCK_FILE (the simulated
 * time: an ISO instant the test rewrites, read at each tick) and PLACER_TICK_MS. Which standing
 * orders to look at comes from the log (logDue.ts): the test runs no query service.
 */
import { readFileSync } from 'node:fs'
import { connect, PostgresEventStore, parseSettings, postgresIdAllocator } from '@provender/server-kit'
import { z } from 'zod'
import { StandingOrderPlacer } from '../placer.ts'
import { logDue } from './logDue.ts'

const env = z
  .object({
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
    PLACER_CLOCK_FILE: z.string().min(1),
    PLACER_TICK_MS: z.coerce.number().int().positive().default(20),
  })
  .parse(process.env)
const settings = parseSettings(process.env)
const knex = connect(env.DATABASE_URL, false)
const store = new PostgresEventStore(knex)
const placer = new StandingOrderPlacer({
  store,
  ids: postgresIdAllocator(knex),
  clock: () => new Date(readFileSync(env.PLACER_CLOCK_FILE, 'utf8').trim()),
  timeZone: settings.TIME_ZONE,
  due: logDue(store),
  concurrency: 4,
})
placer.start(env.PLACER_TICK_MS)
console.log(`placer ready (pid ${process.pid})`)
