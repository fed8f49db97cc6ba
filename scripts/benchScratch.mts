/**
 * What the seeded benches (exports, imports) share: events as an admin writes
 * them, a scratch database dropped at the end, and a run timed with the process's peak memory.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DomainEvent, type NewEvent, type StreamAppend, streams } from '@provender/events'
import {
  connect,
  migrateEventStore,
  openDatabase,
  PostgresEventStore,
  parseSettings,
  SESSION_COOKIE,
  SessionKeys,
} from '@provender/server-kit'
import knexFactory from 'knex'

/** An event as user `actorId` (an admin) appends it now. */
export const adminEnvelope =
  (actorId: number) =>
  (event: DomainEvent): NewEvent => ({
    id: randomUUID(),
    event,
    metadata: {
      actorId,
      actorRole: 'admin',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  })

/** Samples the process's resident memory while `work` runs; answers its time and the peak. */
export async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number }> {
  let peak = process.memoryUsage().rss
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  const start = performance.now()
  try {
    const value = await work()
    return {
      value,
      ms: performance.now() - start,
      peakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20,
    }
  } finally {
    clearInterval(timer)
  }
}

/** A database of its own on the server (or PGlite with TEST_DB=pglite), dropped by `close`. */
export async function scratchDatabase(serverUrl: string, name: string) {
  if (process.env.TEST_DB === 'pglite') return openDatabase({ dataDir: null })
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
  await admin.raw(`drop database if exists ${name} with (force)`)
  await admin.raw(`create database ${name}`)
  const knex = connect(serverUrl.replace(/\/[^/]*$/, `/${name}`), false)
  return {
    knex,
    async close() {
      await knex.destroy()
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    },
  }
}

/** A bench's row in the table `npm run bench` prints (a single timed run: p50 = p97.5 = its time). */
export interface BenchFigure {
  path: string
  connections: null
  product: { rate: number; p50: number; p97_5: number }
  bare: null
  unit: string
  ratio: null
  note: string
}

/** A figure for `count` items done in one timed run. */
export const singleRunFigure = (
  path: string,
  count: number,
  ms: number,
  unit: string,
  note: string,
): BenchFigure => ({
  path,
  connections: null,
  product: { rate: Math.round(count / (ms / 1000)), p50: ms, p97_5: ms },
  bare: null,
  unit,
  ratio: null,
  note,
})

/**
 * The admin `adminId`, `products` products (every fifth sold by weight) and `customers` customers
 * (ids from 1001, account numbers BD-<id>, each stream followed by `customerEvents(c, id)`), as events.
 */
export async function seedShops(
  store: PostgresEventStore,
  adminId: number,
  options: {
    products: number
    customers: number
    productName?: (p: number) => string
    customerEvents?: (c: number, customerId: number) => NewEvent[]
  },
): Promise<void> {
  const envelope = adminEnvelope(adminId)
  const appends: StreamAppend[] = [
    {
      streamId: streams.user(adminId),
      expected: 'no_stream',
      events: [
        envelope({
          type: 'UserRegistered',
          data: {
            userId: adminId,
            role: 'admin',
            email: 'admin@bench.test',
            firstName: 'Bench',
            lastName: 'Admin',
            phone: '3125550100',
            passwordHash: 'x',
            passwordChanged: true,
          },
        }),
      ],
    },
  ]
  for (let p = 1; p <= options.products; p++) {
    const productId = `SKU-${p}`
    const weight = p % 5 === 0
    const event: DomainEvent = {
      type: 'ProductCreated',
      data: {
        productId,
        name: options.productName?.(p) ?? `Product ${p}`,
        description: '',
        categoryId: null,
        unitType: weight ? 'weight' : 'quantity',
        packsPerCase: weight ? null : 6,
        priceCents: 1000 + p,
      },
    }
    appends.push({ streamId: streams.product(productId), expected: 'no_stream', events: [envelope(event)] })
  }
  for (let c = 1; c <= options.customers; c++) {
    const customerId = 1000 + c
    const accountNumber = `BD-${customerId}`
    appends.push(
      {
        streamId: streams.accountNumber(accountNumber),
        expected: 'no_stream',
        events: [envelope({ type: 'AccountNumberReserved', data: { accountNumber, customerId } })],
      },
      {
        streamId: streams.customer(customerId),
        expected: 'no_stream',
        events: [
          envelope({
            type: 'CustomerRegistered',
            data: { customerId, businessName: `Shop ${c}`, accountNumber, salesUserId: adminId },
          }),
          ...(options.customerEvents?.(c, customerId) ?? []),
        ],
      },
    )
  }
  await store.appendMany(appends)
}

/**
 * A scratch database `name` with the event store migrated, its store, settings, and an admin's
 * session cookie; `listen` serves an app on a free local port and answers its origin.
 */
export async function benchServer(serverUrl: string, name: string, adminId: number) {
  const database = await scratchDatabase(serverUrl, name)
  const store = new PostgresEventStore(database.knex)
  const settings = parseSettings({ SESSION_SECRET: `${name}-secret-0123456789abcdef` })
  const sessions = new SessionKeys(settings.SESSION_SECRET!, 8)
  const server = createServer()
  await migrateEventStore(database.knex)
  return {
    knex: database.knex,
    store,
    settings,
    sessions,
    cookie: `${SESSION_COOKIE}=${await sessions.sign({ userId: adminId, role: 'admin', sessionVersion: 0 })}`,
    async listen(app: { callback(): RequestListener }): Promise<string> {
      server.on('request', app.callback())
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    async close() {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
      await store.close()
      await database.close()
    },
  }
}
