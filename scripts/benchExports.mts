/**
 * The export bench (issue 26): 50,000 negotiated price lines (300 customers, 2,000 products)
 * exported through the query service's HTTP API as CSV and as XLSX, each timed from the request
 * to the file's last byte, with the process's peak memory while it ran. The target: at least
 * 50,000 rows/s, memory bounded (rows stream a page at a time). Runs in `npm run bench`
 * (BENCH_ONLY=exports for it alone), or by itself: `node --import tsx scripts/benchExports.mts`
 * (BENCH_POSTGRES_URL, or TEST_DB=pglite for PGlite). A scratch database, dropped at the end.
 */
import type { NewEvent } from '@provender/events'
import { createQueryApp, createQueryDeps, migrateReadModels } from '@provender/query-service'
import {
  adminEnvelope,
  type BenchFigure,
  benchServer,
  measured,
  seedShops,
  singleRunFigure,
} from './benchScratch.mts'

const CUSTOMERS = 300
const PRODUCTS = 2_000
const LINES = Number(process.env.BENCH_EXPORT_LINES ?? 50_000)
const ADMIN = 1

export type ExportFigure = BenchFigure

const envelope = adminEnvelope(ADMIN)

/** Customer `c`'s share of the 50,000 price lines, as events on its stream. */
function pricedLines(c: number, customerId: number): NewEvent[] {
  const perCustomer = Math.ceil(LINES / CUSTOMERS)
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
  return priced
}

export async function exportBench(serverUrl: string): Promise<ExportFigure[]> {
  const bench = await benchServer(serverUrl, `provender_bench_exports_${process.pid}`, ADMIN)
  try {
    await migrateReadModels(bench.knex)
    // The admin, 2,000 products (some names a spreadsheet would take for formulas), 300 customers
    // with 50,000 price lines between them.
    await seedShops(bench.store, ADMIN, {
      products: PRODUCTS,
      customers: CUSTOMERS,
      productName: (p) => (p % 50 === 0 ? `=HYPERLINK("x","Product ${p}")` : `Product ${p}, "house" cut`),
      customerEvents: pricedLines,
    })
    const { settings, knex, store, sessions, cookie } = bench
    const deps = createQueryDeps({ settings, knex, store, sessions })
    await deps.runner.catchUpToHead()
    const base = `${await bench.listen(createQueryApp(deps))}/api/exports`
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
      figures.push(
        singleRunFigure(
          `export 50k price lines, ${file}`,
          LINES,
          run.ms,
          'rows/s',
          `${LINES.toLocaleString('en-US')} rows, ${(run.value.bytes / 2 ** 20).toFixed(1)} MB in ${(run.ms / 1000).toFixed(2)} s, peak RSS ${run.peakMb.toFixed(0)} MB (${before.toFixed(0)} MB before it; the log and the server in this process)`,
        ),
      )
      console.log(
        `  ${figures.at(-1)!.path}: ${figures.at(-1)!.product.rate.toLocaleString('en-US')} rows/s (${figures.at(-1)!.note})`,
      )
    }
    return figures
  } finally {
    await bench.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await exportBench(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
}
