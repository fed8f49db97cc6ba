/**
 * The bench's standing-order row (BENCH_ONLY=standing): BENCH_STANDING_CUSTOMERS (10,000)
 * customers, each with a standing order of five lines for the same Tuesday, placed by the
 * placer when that Tuesday's cut-off passes (one tick, as the command service runs it, asking
 * the standing-orders read model which are due); against the same 10,000 orders placed through
 * POST /api/orders on the command service in a process of its own, 32 connections. A scratch
 * database of its own, dropped afterwards.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { StandingOrderPlacer } from '@provender/command-service'
import {
  addDays,
  cutoffOf,
  type DomainEvent,
  type NewEvent,
  type StreamAppend,
  streams,
  wallClock,
} from '@provender/events'
import {
  allProjections,
  migrateReadModels,
  ProjectionRunner,
  standingOrdersDueReadModel,
} from '@provender/query-service'
import {
  connect,
  migrateEventStore,
  PostgresEventStore,
  postgresIdAllocator,
  SESSION_COOKIE,
  type SessionKeys,
} from '@provender/server-kit'
import autocannon from 'autocannon'
import type { Knex } from 'knex'

const CUSTOMERS = Number(process.env.BENCH_STANDING_CUSTOMERS ?? 10_000)
const FIRST_ID = 100_000
const TZ = 'America/Chicago'
const TUESDAY = { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' }
const PRODUCTS = ['SB-1', 'SB-2', 'SB-3', 'SB-4', 'SB-5']
const LINES = PRODUCTS.map((productId) => ({ productId, quantity: 2, quantityType: 'pack' as const }))

export interface StandingFigures {
  customers: number
  placer: { seconds: number; rate: number }
  api: { seconds: number; rate: number; p50: number; p97_5: number }
}

const envelopeOf = (event: DomainEvent, at: Date): NewEvent => ({
  id: randomUUID(),
  event,
  metadata: {
    actorId: null,
    actorRole: 'system',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: at.toISOString(),
  },
})

/** A Tuesday at least two days ahead: its cut-off (Monday 22:00) is still to come. */
function nextTuesday(now: Date): string {
  let date = addDays(wallClock(now, TZ).date, 2)
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) date = addDays(date, 1)
  return date
}

/** The customers (their logins, prices and standing orders), the products and the schedule. */
async function givenCustomers(store: PostgresEventStore, startsOn: string, now: Date) {
  const catalogue: StreamAppend[] = PRODUCTS.map((productId, i) => ({
    streamId: streams.product(productId),
    expected: 'no_stream',
    events: [
      envelopeOf(
        {
          type: 'ProductCreated',
          data: {
            productId,
            name: `Bench item ${i + 1}`,
            description: '',
            categoryId: null,
            unitType: 'quantity',
            packsPerCase: 6,
            priceCents: 500 + i,
          },
        },
        now,
      ),
    ],
  }))
  catalogue.push({
    streamId: streams.companyDeliverySchedule(),
    expected: 'no_stream',
    events: [
      envelopeOf(
        { type: 'DeliveryScheduleSet', data: { scope: 'company', customerId: null, days: [TUESDAY] } },
        now,
      ),
    ],
  })
  await store.appendMany(catalogue)
  for (let start = 0; start < CUSTOMERS; start += 200) {
    const appends: StreamAppend[] = []
    for (
      let customerId = FIRST_ID + start;
      customerId < FIRST_ID + Math.min(start + 200, CUSTOMERS);
      customerId++
    ) {
      const standingOrderId = randomUUID()
      appends.push(
        {
          streamId: streams.user(customerId),
          expected: 'no_stream',
          events: [
            envelopeOf(
              {
                type: 'UserRegistered',
                data: {
                  userId: customerId,
                  role: 'customer',
                  email: `c${customerId}@bench.test`,
                  firstName: 'Chef',
                  lastName: String(customerId),
                  phone: '3125550100',
                  passwordHash: 'not-used',
                  passwordChanged: true,
                },
              },
              now,
            ),
          ],
        },
        {
          streamId: streams.customer(customerId),
          expected: 'no_stream',
          events: [
            envelopeOf(
              {
                type: 'CustomerRegistered',
                data: {
                  customerId,
                  businessName: `Bench ${customerId}`,
                  accountNumber: `SB-${customerId}`,
                  salesUserId: 1,
                },
              },
              now,
            ),
            ...PRODUCTS.map((productId) =>
              envelopeOf(
                {
                  type: 'CustomerProductPriced',
                  data: { customerId, productId, oldPriceCents: null, newPriceCents: 450 },
                },
                now,
              ),
            ),
          ],
        },
        {
          streamId: streams.standingOrder(standingOrderId),
          expected: 'no_stream',
          events: [
            envelopeOf(
              {
                type: 'StandingOrderCreated',
                data: {
                  standingOrderId,
                  customerId,
                  lines: LINES,
                  everyWeeks: 1,
                  startsOn,
                  fromOrderId: null,
                },
              },
              now,
            ),
          ],
        },
      )
    }
    await store.appendMany(appends)
  }
}

function startCommandServer(url: string, secret: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(new URL('./benchServer.mts', import.meta.url).pathname, ['command'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_URL: url, SESSION_SECRET: secret },
  })
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, url: `http://127.0.0.1:${m.port}` }))
    child.once('exit', (code) => reject(new Error(`command server exited with ${code}`)))
  })
}

/** Both figures, on a scratch database made and dropped here. */
export async function standingPlacement(
  admin: Knex,
  serverUrl: string,
  sessions: SessionKeys,
  secret: string,
): Promise<StandingFigures> {
  const name = 'provender_bench_standing'
  const url = serverUrl.replace(/\/[^/]*$/, `/${name}`)
  await admin.raw(`drop database if exists ${name} with (force)`)
  await admin.raw(`create database ${name}`)
  const knex = connect(url, false)
  const store = new PostgresEventStore(knex)
  try {
    await migrateEventStore(knex)
    await migrateReadModels(knex)
    const now = new Date()
    const startsOn = nextTuesday(now)
    console.log(
      `Standing orders: writing ${CUSTOMERS.toLocaleString('en-US')} customers and their standing orders for ${startsOn}`,
    )
    await givenCustomers(store, startsOn, now)
    const runner = new ProjectionRunner(knex, store, allProjections)
    if (!(await runner.catchUpToHead(600_000))) throw new Error('the read models did not catch up')
    await runner.stop()

    // The placer, one tick a minute after the cut-off: every standing order due at once.
    const after = new Date(cutoffOf(startsOn, TUESDAY, TZ).getTime() + 60_000)
    const placer = new StandingOrderPlacer({
      store,
      ids: postgresIdAllocator(knex),
      clock: () => after,
      timeZone: TZ,
      due: standingOrdersDueReadModel(knex, store, { timeoutMs: 2000, timeZone: TZ }),
    })
    const started = performance.now()
    const tick = await placer.tick()
    const placerSeconds = (performance.now() - started) / 1000
    if (tick.placed !== CUSTOMERS) throw new Error(`the placer placed ${tick.placed} of ${CUSTOMERS}`)

    // The same orders through the API: each customer signed in, its five lines, 32 connections.
    const cookies = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        sessions.sign({ userId: FIRST_ID + i, role: 'customer', sessionVersion: 0 }),
      ),
    )
    const body = JSON.stringify({ items: LINES })
    const server = await startCommandServer(url, secret)
    try {
      let next = 0
      const apiStarted = performance.now()
      const result = await autocannon({
        url: server.url,
        connections: 32,
        amount: CUSTOMERS,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                cookie: `${SESSION_COOKIE}=${cookies[next++ % CUSTOMERS]}`,
                'x-requested-with': 'bench',
                'content-type': 'application/json',
              },
              body,
            }),
          },
        ],
      })
      const failures = result.non2xx + result.errors + result.timeouts
      if (failures > 0) console.warn(`  POST /api/orders: ${failures} failed of ${result.requests.total}`)
      const apiSeconds = (performance.now() - apiStarted) / 1000
      return {
        customers: CUSTOMERS,
        placer: { seconds: placerSeconds, rate: CUSTOMERS / placerSeconds },
        api: {
          seconds: apiSeconds,
          rate: result.requests.total / apiSeconds,
          p50: result.latency.p50,
          p97_5: result.latency.p97_5,
        },
      }
    } finally {
      const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()))
      server.child.kill()
      await exited
    }
  } finally {
    await store.close()
    await knex.destroy()
    await admin.raw(`drop database if exists ${name} with (force)`)
  }
}
