import type { Database } from '@provender/server-kit'
import { createTestDatabase, testDatabaseKind } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freelyOrderable } from './testing/orders.ts'
import { acknowledgedPlacement, byKey, type Placement, placementsInLog } from './testing/placements.ts'
import { logLines, type RunningProcess, startGatewayInFront, startProcess } from './testing/processes.ts'
import { type SignedIn, signInAll, TestClient } from './testing/stack.ts'

// Invisible restarts: a gateway, a command service and a query service, each a real Node
// process on one fresh database of the PostgreSQL server. Twenty clients place orders (each
// with its Idempotency-Key) and read each one back (with its Consistency-Token) while the
// command service is stopped with SIGTERM and started again on the same port, then the query
// service likewise. No client may get an answer other than 2xx, and every acknowledged order
// is in the log exactly once.

const SECRET = 'test-secret-test-secret-test-secret-0123456789'
// Three processes start together (tsx, migrations, the demo data) on a busy two-core machine.
const START_TIMEOUT_MS = 180_000
const TEST_TIMEOUT_MS = 420_000
const CLIENTS = 20
/** Load before, between and after the restarts. */
const STEADY_MS = 2000
const THINK_MS = 50
const GRACE_SECONDS = 10
const customers = ['blueDoor', 'greenleaf', 'harbor'] as const

interface Product {
  productId: string
  unitType: 'weight' | 'quantity'
  availability?: { status: string }
}

interface Sent {
  startedAt: number
  kind: 'order' | 'read'
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.runIf(testDatabaseKind() === 'postgres')('restarting one service at a time under load', () => {
  let database: Database
  let gateway: RunningProcess
  const services: { command?: RunningProcess; query?: RunningProcess } = {}
  const stopped: RunningProcess[] = []
  const shared = () => ({
    DATABASE_URL: database.url,
    SESSION_SECRET: SECRET,
    TRUST_PROXY: 'true',
    // What is tested is that no request fails, not how fast a loaded machine projects.
    CONSISTENCY_WAIT_MS: '20000',
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  })
  /** A separate service's entry point and the setting that names its port. */
  const entries = {
    command: ['gateway/src/commandServiceMain.ts', 'COMMAND_PORT'],
    query: ['query-service/src/main.ts', 'QUERY_PORT'],
  } as const
  const startService = (name: keyof typeof entries, port: string) =>
    startProcess(
      entries[name][0],
      { ...shared(), [entries[name][1]]: port },
      /listening on (http:\/\/\S+)/,
      START_TIMEOUT_MS,
    )

  beforeAll(async () => {
    database = await createTestDatabase()
    const [command, query] = await Promise.all([startService('command', '0'), startService('query', '0')])
    Object.assign(services, { command, query })
    gateway = await startGatewayInFront(
      { command: command.url, query: query.url },
      {
        ...shared(),
        // One instance of each: a request waits out the whole restart, which takes this
        // machine's start-up time (with two instances the other one answers at once).
        RETRY_GRACE_MS: String(START_TIMEOUT_MS / 2),
      },
      START_TIMEOUT_MS,
    )
  }, START_TIMEOUT_MS * 2)

  afterAll(async () => {
    await Promise.all([gateway, services.command, services.query].map((p) => p?.stop()))
    await database?.close()
  }, 60_000)

  /** Stops a service with SIGTERM and starts it again on its port: when it went, when it was back. */
  async function restart(name: keyof typeof entries) {
    const old = services[name]!
    const port = new URL(old.url).port
    const down = Date.now()
    await old.stop()
    stopped.push(old)
    // It finished what it was doing within its grace (past it, it exits 1 by itself).
    expect(old.child.exitCode, old.output()).toBe(0)
    expect(Date.now() - down).toBeLessThan(GRACE_SECONDS * 1000 + 1000)
    services[name] = await startService(name, port)
    expect(services[name].url).toBe(old.url)
    return { down, up: Date.now() }
  }

  it(
    'answers every order and read with 2xx and stores each acknowledged order once',
    async () => {
      const url = gateway.url
      const signed = await signInAll(url, 'admin', 'sam', 'priya', ...customers)
      // Ordering is open for everyone: the company's hours and both reps' always open.
      let token: string | null = null
      for (const who of [signed.admin, signed.sam, signed.priya]) {
        const set = await who.client.request('PUT', '/api/settings/order-window/mine', { alwaysOpen: true })
        expect(set.status).toBe(200)
        token = who.client.consistencyToken
      }
      // The demo's open orders go first (Harbor's next delivery day has one, by the case): the
      // load's orders, by the pack, then make and merge into orders of their own.
      for (const name of customers) {
        const { rows } = (
          await signed.admin.client.get<{ rows: { id: number; fulfilled: boolean; status: string }[] }>(
            `/api/orders/customer/${signed[name].id}?limit=100`,
          )
        ).body
        for (const order of rows.filter((o) => !o.fulfilled && o.status !== 'cancelled')) {
          const cancelled = await signed.admin.client.request('POST', `/api/orders/${order.id}/cancel`, {
            reason: 'Restart test',
            afterCutoff: true,
          })
          expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
        }
      }
      token = signed.admin.client.consistencyToken
      const catalogue = new Map<number, Product[]>()
      for (const name of customers) {
        const { client, id } = signed[name]
        client.consistencyToken = token
        const list = await client.get<{ products: Product[] }>(`/api/customers/${id}/products`)
        expect(list.status).toBe(200)
        catalogue.set(id, freelyOrderable(list.body.products))
      }
      // Twenty clients over the three customers' sessions, each with its own token.
      const clients = Array.from({ length: CLIENTS }, (_, i) => {
        const owner: SignedIn = signed[customers[i % customers.length]!]
        const client = new TestClient(url)
        client.cookie = owner.client.cookie
        client.consistencyToken = token
        return { client, products: catalogue.get(owner.id)! }
      })
      const { knex } = database
      const [{ before } = { before: '0' }] = await knex('event_log')
        .where({ type: 'OrderPlaced' })
        .count<{ before: string }[]>('* as before')

      const acknowledged: Placement[] = []
      const sent: Sent[] = []
      const failures: string[] = []
      let running = true
      const load = Promise.all(
        clients.map(async ({ client, products }, c) => {
          for (let n = 0; running; n++) {
            const product = products[(c + n) % products.length]!
            const key = `restart-${c}-${n}`
            const order = { startedAt: Date.now(), kind: 'order' as const }
            const placed = await client.request<{ id: number }>(
              'POST',
              '/api/orders',
              {
                items: [
                  {
                    productId: product.productId,
                    quantity: product.unitType === 'weight' ? 1.5 : 1,
                    quantityType: product.unitType === 'weight' ? 'weight' : 'pack',
                  },
                ],
              },
              { 'Idempotency-Key': key },
            )
            sent.push(order)
            const placement = acknowledgedPlacement(key, placed)
            if (!placement) {
              failures.push(`order ${key}: ${placed.status} ${JSON.stringify(placed.body)}`)
              continue
            }
            acknowledged.push(placement)
            const read = { startedAt: Date.now(), kind: 'read' as const }
            const answer = await client.get<{ id: number }>(`/api/orders/${placed.body.id}`)
            sent.push(read)
            if (answer.status !== 200 || answer.body.id !== placed.body.id) {
              failures.push(`read ${placed.body.id}: ${answer.status} ${JSON.stringify(answer.body)}`)
            }
            await pause(THINK_MS)
          }
        }),
      )

      await pause(STEADY_MS)
      const command = await restart('command')
      await pause(STEADY_MS)
      const query = await restart('query')
      await pause(STEADY_MS)
      running = false
      await load

      // A failure's cause is in the processes' error lines (pino level 50 and above).
      const errors = () =>
        [gateway, ...stopped, services.command, services.query]
          .flatMap((p) => p?.output().split('\n') ?? [])
          .filter((line) => /"level":(5|6)0/.test(line))
          .join('\n')
      expect(failures, errors()).toEqual([])
      // The restarts happened under load: orders were sent while the command service was away,
      // and reads while the query service was.
      const during = (window: { down: number; up: number }, kind: Sent['kind']) =>
        sent.filter((s) => s.kind === kind && s.startedAt >= window.down && s.startedAt < window.up).length
      expect(during(command, 'order')).toBeGreaterThan(0)
      expect(during(query, 'read')).toBeGreaterThan(0)

      // Exactly the acknowledged placements are in the log, each once, one per key: a new
      // order or lines added to the date's open order, as each answer said.
      const placed = await placementsInLog(knex, 'restart-')
      expect([...placed].sort(byKey)).toEqual([...acknowledged].sort(byKey))
      const [{ total } = { total: '0' }] = await knex('event_log')
        .where({ type: 'OrderPlaced' })
        .count<{ total: string }[]>('* as total')
      expect(Number(total) - Number(before)).toBe(acknowledged.filter((a) => a.created).length)
    },
    TEST_TIMEOUT_MS,
  )

  it('stops every process within its grace with exit 0, and every line any of them wrote is JSON', {
    timeout: GRACE_SECONDS * 4000,
  }, async () => {
    for (const running of [gateway, services.command!, services.query!]) {
      const signalled = Date.now()
      await running.stop()
      expect(running.child.exitCode, running.output()).toBe(0)
      expect(Date.now() - signalled).toBeLessThan(GRACE_SECONDS * 1000 + 1000)
      stopped.push(running)
    }
    for (const running of stopped) expect(logLines(running).length).toBeGreaterThan(0)
  })
})
