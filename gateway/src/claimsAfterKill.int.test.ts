import { testDatabaseKind } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { count, installGate, killNow, until, useKillTest } from './testing/killGate.ts'
import type { RunningProcess } from './testing/processes.ts'

// kill -9 of the one-process start (on a PostgreSQL server) while four clients create sales users,
// three times; afterwards every creation that was cut off can be made again. A claim (EmailReserved)
// and its act (UserRegistered) appended one after the other could be cut apart by the kill, leaving
// the address held by an account that never came to exist ("That email is already in use." for
// good). To land the kill between the two, the test holds every UserRegistered at a gate in the
// database, kills the process, then ends its connections, as if the act had never been sent.
//
// Only on the PostgreSQL server: the test reaches the database from outside the process it kills
// (the gate, the connections it ends), and embedded PGlite lives inside that process and serves
// it one connection.

const SECRET = 'kill-test-secret-kill-test-secret-0123456789'
const ADMIN = { email: 'admin@provender.test', password: 'Kill#Admin2026' }
/** Every connection of the process under test carries this name, so the test can end them. */
const APP_NAME = 'provender-under-kill'
/** The advisory lock the gate waits on (below 2^31: pg_locks shows it as objid). */
const GATE = 72_220_001
const CLIENTS = 4
const ROUNDS = 3
const TEST_TIMEOUT_MS = 900_000

const killTest = useKillTest(APP_NAME)

async function startGateway(databaseUrl: string): Promise<RunningProcess> {
  return killTest.start(databaseUrl, {
    DEMO_DATA: 'false',
    SESSION_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEFAULT_PASSWORD: 'Welcome#2026',
  })
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'test' },
    body: JSON.stringify(ADMIN),
  })
  expect(answer.status).toBe(200)
  return answer.headers.get('set-cookie')!.split(';')[0]!
}

type Outcome = { status: number; body: { error?: string } } | { error: string }

function createSalesUser(url: string, cookie: string, email: string): Promise<Outcome> {
  return fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'test', Cookie: cookie },
    body: JSON.stringify({ role: 'sales', email, firstName: 'Kim', lastName: 'Cutoff', phone: '3125550100' }),
  }).then(
    async (answer) => ({ status: answer.status, body: await answer.json() }),
    (error: unknown) => ({ error: String(error) }),
  )
}

const registered = (knex: Knex, email: string) =>
  count(
    knex,
    `select count(*)::int as n from event_log where type = 'UserRegistered' and data->>'email' = ?`,
    [email],
  )

describe.runIf(testDatabaseKind() === 'postgres')('claims when the one-process start is killed', () => {
  it(
    'kill -9 three times while four clients create sales users: every creation cut off can be made again',
    async () => {
      const { knex, url } = await killTest.database()
      // Holds every UserRegistered insert while the test holds the gate's lock.
      const gate = await installGate(knex, 'UserRegistered', GATE)
      const cutOff: string[] = []
      let created = 0

      for (let round = 1; round <= ROUNDS; round++) {
        const gateway = await startGateway(url)
        const cookie = await signIn(gateway.url)
        // Each client creates one user after another until the kill cuts its request off.
        const clients = Array.from({ length: CLIENTS }, async (_, client) => {
          for (let n = 1; ; n++) {
            const email = `rep-${round}-${client}-${n}@provender.test`
            const outcome = await createSalesUser(gateway.url, cookie, email)
            if ('status' in outcome && outcome.status === 201) created++
            else return cutOff.push(email)
          }
        })
        await until('a few users are created', () => created >= round * CLIENTS)
        const closed = await gate.close()
        await until('a creation is held between its claim and its act', async () => (await gate.parked()) > 0)
        await killNow(gateway, knex, APP_NAME)
        await closed.open()
        await Promise.all(clients)
      }

      expect(cutOff).toHaveLength(ROUNDS * CLIENTS)
      const gateway = await startGateway(url)
      const cookie = await signIn(gateway.url)
      const madeAgain: string[] = []
      const refused: { email: string; outcome: Outcome }[] = []
      for (const email of cutOff) {
        // A creation whose act committed before the kill was made after all; its answer was lost.
        if ((await registered(knex, email)) > 0) continue
        const outcome = await createSalesUser(gateway.url, cookie, email)
        if ('status' in outcome && outcome.status === 201) madeAgain.push(email)
        else refused.push({ email, outcome })
      }
      expect(refused).toEqual([])
      // The gate held at least one creation in each round: those were cut off for certain.
      expect(madeAgain.length).toBeGreaterThanOrEqual(ROUNDS)
      const twice = await count(
        knex,
        `select count(*)::int as n from (select data->>'email' from event_log where type = 'UserRegistered'
         group by 1 having count(*) > 1) as shared`,
      )
      expect(twice).toBe(0)
      await gateway.stop()
    },
    TEST_TIMEOUT_MS,
  )
})
