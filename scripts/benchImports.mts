/**
 * The import bench (issue 26): 50,000 negotiated price lines over 300 customers and 2,000
 * products, previewed and then applied through the command service's HTTP API, each timed end to
 * end (upload, read, plan, answer; the apply's one append included) with the process's peak
 * memory while it ran. Runs in `npm run bench` (BENCH_ONLY=imports for it alone), or by itself:
 * `node --import tsx scripts/benchImports.mts` (BENCH_POSTGRES_URL, or TEST_DB=pglite for PGlite).
 * Each run uses a scratch database of its own, dropped at the end.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCommandApp, createCommandDeps } from '@provender/command-service'
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

const CUSTOMERS = 300
const PRODUCTS = 2_000
const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 50_000)
const ADMIN = 1

export interface ImportFigure {
  path: string
  connections: null
  product: { rate: number; p50: number; p97_5: number }
  bare: null
  unit: string
  ratio: null
  note: string
}

const envelope = (event: DomainEvent): NewEvent => ({
  id: randomUUID(),
  event,
  metadata: {
    actorId: ADMIN,
    actorRole: 'admin',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  },
})

async function seed(store: PostgresEventStore): Promise<void> {
  const appends: StreamAppend[] = [
    {
      streamId: streams.user(ADMIN),
      expected: 'no_stream',
      events: [
        envelope({
          type: 'UserRegistered',
          data: {
            userId: ADMIN,
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
  for (let p = 1; p <= PRODUCTS; p++) {
    const productId = `SKU-${p}`
    const event: DomainEvent = {
      type: 'ProductCreated',
      data: {
        productId,
        name: `Product ${p}`,
        description: '',
        categoryId: null,
        unitType: p % 5 === 0 ? 'weight' : 'quantity',
        packsPerCase: p % 5 === 0 ? null : 6,
        priceCents: 1000 + p,
      },
    }
    appends.push({ streamId: streams.product(productId), expected: 'no_stream', events: [envelope(event)] })
  }
  for (let c = 1; c <= CUSTOMERS; c++) {
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
            data: { customerId, businessName: `Shop ${c}`, accountNumber, salesUserId: ADMIN },
          }),
        ],
      },
    )
  }
  await store.appendMany(appends)
}

/** 50,000 lines: each customer a run of distinct products, at a price that depends on `round`. */
function priceFile(round: number): string {
  const lines = ['Account number,Product ID,Price,Unit']
  for (let i = 0; i < LINES; i++) {
    const c = 1 + (i % CUSTOMERS)
    const p = 1 + ((Math.floor(i / CUSTOMERS) * 7 + c) % PRODUCTS)
    const price = ((500 + ((i * 37 + round) % 4000)) / 100).toFixed(2)
    lines.push(`BD-${1000 + c},SKU-${p},${price},${p % 5 === 0 ? 'lb' : 'pack'}`)
  }
  return `${lines.join('\r\n')}\r\n`
}

/** Samples the process's resident memory while `work` runs; answers its time and the peak. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number }> {
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

async function scratchDatabase(serverUrl: string) {
  if (process.env.TEST_DB === 'pglite') return openDatabase({ dataDir: null })
  const name = `provender_bench_imports_${process.pid}`
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

export async function importBench(serverUrl: string): Promise<ImportFigure[]> {
  const database = await scratchDatabase(serverUrl)
  const store = new PostgresEventStore(database.knex)
  const settings = parseSettings({ SESSION_SECRET: 'bench-imports-secret-bench-imports-0123' })
  const sessions = new SessionKeys(settings.SESSION_SECRET!, 8)
  const server = createServer()
  try {
    await migrateEventStore(database.knex)
    await seed(store)
    const customerOwners = { candidates: async () => [] }
    const app = createCommandApp(
      createCommandDeps({ settings, knex: database.knex, store, sessions, customerOwners }),
    )
    server.on('request', app.callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/imports/prices`
    const cookie = `${SESSION_COOKIE}=${await sessions.sign({ userId: ADMIN, role: 'admin', sessionVersion: 0 })}`
    const post = async (path: string, body: string, digest?: string) => {
      const response = await fetch(`${url}/${path}`, {
        method: 'POST',
        body,
        headers: {
          Cookie: cookie,
          'X-Requested-With': 'bench',
          'Content-Type': 'text/csv',
          'X-File-Name': 'prices-bench.csv',
          ...(digest ? { 'X-Preview-Digest': digest } : {}),
        },
      })
      const answer = (await response.json()) as { previewDigest?: string; counts: Record<string, number> }
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
      return answer
    }
    const figures: ImportFigure[] = []
    const figure = (path: string, run: { ms: number; peakMb: number }, counts: Record<string, number>) => {
      figures.push({
        path,
        connections: null,
        product: { rate: Math.round(LINES / (run.ms / 1000)), p50: run.ms, p97_5: run.ms },
        bare: null,
        unit: 'lines/s',
        ratio: null,
        note: `${LINES.toLocaleString('en-US')} lines in ${(run.ms / 1000).toFixed(2)} s, peak RSS ${run.peakMb.toFixed(0)} MB (${JSON.stringify(counts)})`,
      })
      console.log(`${path}: ${figures.at(-1)!.note}`)
    }
    for (const [round, label] of [
      [1, 'first import (every line new)'],
      [2, 'second import (every line changed)'],
    ] as const) {
      const file = priceFile(round)
      const preview = await measured(() => post('preview', file))
      figure(`import 50k price lines, preview, ${label}`, preview, preview.value.counts)
      const apply = await measured(() => post('apply', file, preview.value.previewDigest))
      figure(`import 50k price lines, apply, ${label}`, apply, apply.value.counts)
    }
    return figures
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await store.close()
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await importBench(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
}
