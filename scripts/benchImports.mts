/**
 * The import bench (issue 26): 50,000 negotiated price lines over 300 customers and 2,000
 * products, previewed and then applied through the command service's HTTP API, each timed end to
 * end (upload, read, plan, answer; the apply's one append included) with the process's peak
 * memory while it ran. Runs in `npm run bench` (BENCH_ONLY=imports for it alone), or by itself:
 * `node --import tsx scripts/benchImports.mts` (BENCH_POSTGRES_URL, or TEST_DB=pglite for PGlite).
 * Each run uses a scratch database of its own, dropped at the end.
 */
import { createCommandApp, createCommandDeps } from '@provender/command-service'
import { type BenchFigure, benchServer, measured, seedShops, singleRunFigure } from './benchScratch.mts'

const CUSTOMERS = 300
const PRODUCTS = 2_000
const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 50_000)
const ADMIN = 1

export type ImportFigure = BenchFigure

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

export async function importBench(serverUrl: string): Promise<ImportFigure[]> {
  const bench = await benchServer(serverUrl, `provender_bench_imports_${process.pid}`, ADMIN)
  try {
    await seedShops(bench.store, ADMIN, { products: PRODUCTS, customers: CUSTOMERS })
    const customerOwners = { candidates: async () => [] }
    const { settings, knex, store, sessions, cookie } = bench
    const app = createCommandApp(createCommandDeps({ settings, knex, store, sessions, customerOwners }))
    const url = `${await bench.listen(app)}/api/imports/prices`
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
      const note = `${LINES.toLocaleString('en-US')} lines in ${(run.ms / 1000).toFixed(2)} s, peak RSS ${run.peakMb.toFixed(0)} MB (${JSON.stringify(counts)})`
      figures.push(singleRunFigure(path, LINES, run.ms, 'lines/s', note))
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
    await bench.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await importBench(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
}
