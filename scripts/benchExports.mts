/**
 * The export bench (issue 26): 50,000 negotiated price lines (300 customers, 2,000 products)
 * exported through the query service's HTTP API as CSV and as XLSX, each timed from the request
 * to the file's last byte, with the process's peak memory while it ran. The target: at least
 * 50,000 rows/s, memory bounded (rows stream a page at a time). Runs in `npm run bench`
 * (BENCH_ONLY=exports for it alone), or by itself: `node --import tsx scripts/benchExports.mts`
 * (BENCH_POSTGRES_URL, or TEST_DB=pglite for PGlite). A scratch database, dropped at the end.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DomainEvent, type NewEvent, type StreamAppend, streams } from '@provender/events'
import { createQueryApp, createQueryDeps, migrateReadModels } from '@provender/query-service'
import {
  migrateEventStore,
  PostgresEventStore,
  parseSettings,
  SESSION_COOKIE,
  SessionKeys,
} from '@provender/server-kit'
import { adminEnvelope, measured, scratchDatabase } from './benchScratch.mts'

const CUSTOMERS = 300
const PRODUCTS = 2_000
const LINES = Number(process.env.BENCH_EXPORT_LINES ?? 50_000)
const ADMIN = 1

export interface ExportFigure {
  path: string
  connections: null
  product: { rate: number; p50: number; p97_5: number }
  bare: null
  unit: string
  ratio: null
  note: string
}

const envelope = adminEnvelope(ADMIN)

/** The admin, 2,000 products, 300 customers with 50,000 price lines between them, as events. */
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
    const weight = p % 5 === 0
    const event: DomainEvent = {
      type: 'ProductCreated',
      data: {
        productId,
        name: p % 50 === 0 ? `=HYPERLINK("x","Product ${p}")` : `Product ${p}, "house" cut`,
        description: '',
        categoryId: null,
        unitType: weight ? 'weight' : 'quantity',
        packsPerCase: weight ? null : 6,
        priceCents: 1000 + p,
      },
    }
    appends.push({ streamId: streams.product(productId), expected: 'no_stream', events: [envelope(event)] })
  }
  const perCustomer = Math.ceil(LINES / CUSTOMERS)
  for (let c = 1; c <= CUSTOMERS; c++) {
    const customerId = 1000 + c
    const accountNumber = `BD-${customerId}`
    const lines = Math.min(perCustomer, LINES - (c - 1) * perCustomer)
    const priced: NewEvent[] = []
    for (let i = 0; i < lines; i++) {
      const productId = `SKU-${1 + ((c * 7 + i) % PRODUCTS)}`
      priced.push(
        envelope({
          type: 'CustomerProductPriced',
          data: { customerId, productId, oldPriceCents: null, newPriceCents: 500 + ((c * 37 + i) % 4000) },
        }),
      )
    }
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
          ...priced,
        ],
      },
    )
  }
  await store.appendMany(appends)
}

export async function exportBench(serverUrl: string): Promise<ExportFigure[]> {
  const database = await scratchDatabase(serverUrl, `provender_bench_exports_${process.pid}`)
  const store = new PostgresEventStore(database.knex)
  const settings = parseSettings({ SESSION_SECRET: 'bench-exports-secret-bench-exports-0123' })
  const sessions = new SessionKeys(settings.SESSION_SECRET!, 8)
  const server = createServer()
  try {
    await migrateEventStore(database.knex)
    await migrateReadModels(database.knex)
    await seed(store)
    const deps = createQueryDeps({ settings, knex: database.knex, store, sessions })
    await deps.runner.catchUpToHead()
    server.on('request', createQueryApp(deps).callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/exports`
    const cookie = `${SESSION_COOKIE}=${await sessions.sign({ userId: ADMIN, role: 'admin', sessionVersion: 0 })}`
    /** The whole file, read chunk by chunk as a client would (never held whole). */
    const download = async (file: string) => {
      const response = await fetch(`${base}/${file}`, { headers: { Cookie: cookie } })
      if (response.status !== 200) throw new Error(`${file}: ${response.status} ${await response.text()}`)
      let bytes = 0
      let newlines = 0
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength
        for (const byte of chunk) if (byte === 10) newlines += 1
      }
      return { bytes, newlines }
    }
    const figures: ExportFigure[] = []
    for (const file of ['prices.csv', 'prices.xlsx']) {
      await download(file) // warm: the query plans and the code paths
      const before = process.memoryUsage().rss / 2 ** 20
      const run = await measured(() => download(file))
      if (file.endsWith('.csv') && run.value.newlines !== LINES + 1) {
        throw new Error(`prices.csv: ${run.value.newlines - 1} rows, not ${LINES}`)
      }
      figures.push({
        path: `export 50k price lines, ${file}`,
        connections: null,
        product: { rate: Math.round(LINES / (run.ms / 1000)), p50: run.ms, p97_5: run.ms },
        bare: null,
        unit: 'rows/s',
        ratio: null,
        note: `${LINES.toLocaleString('en-US')} rows, ${(run.value.bytes / 2 ** 20).toFixed(1)} MB in ${(run.ms / 1000).toFixed(2)} s, peak RSS ${run.peakMb.toFixed(0)} MB (${before.toFixed(0)} MB before it; the log and the server in this process)`,
      })
      console.log(
        `  ${figures.at(-1)!.path}: ${figures.at(-1)!.product.rate.toLocaleString('en-US')} rows/s (${figures.at(-1)!.note})`,
      )
    }
    return figures
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await store.close()
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await exportBench(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
}
