import { beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrateExclusively } from '../../database.ts'
import { analyzeTablesWithoutStatistics } from '../../statistics.ts'
import { categoryCreated, testDatabaseKind, useTestEventStore } from '../../testing/index.ts'
import { migrateEventStore } from './migrate.ts'
import type { PostgresEventStore } from './postgresEventStore.ts'
import { READ_STREAMS_SQL } from './rows.ts'

// A log loaded in bulk and never analyzed, as after a restore or with autovacuum off: the
// reads on the path of every order must still go through the stream index.
const FILLER_EVENTS = 60_000
const STREAMS_READ = 40

let db: Database
let store: PostgresEventStore

useTestEventStore((log) => ({ database: db, store } = log))

beforeAll(async () => {
  await db.knex.raw(
    `insert into event_log (event_id, stream_id, stream_revision, type, version, data, metadata, occurred_at, hash)
     select gen_random_uuid(), 'order-' || g, 0, 'OrderPlaced', 1, '{}', '{}', now(), md5(g::text)
     from generate_series(1, ?::int) g`,
    [FILLER_EVENTS],
  )
  await store.append('category-1', 'no_stream', [categoryCreated(1), categoryCreated(2)])
  await store.append('category-2', 'no_stream', [categoryCreated(3)])
})

async function hasStatistics(table: string): Promise<boolean> {
  const { rows } = await db.knex.raw<{ rows: { reltuples: number }[] }>(
    'select reltuples from pg_class where relname = ?',
    [table],
  )
  return rows[0]!.reltuples >= 0
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)]
}

describe(`reading streams from a log without planner statistics, on ${testDatabaseKind()}`, () => {
  it('probes the stream index instead of scanning the log', async () => {
    expect(await hasStatistics('event_log')).toBe(false)
    const ids = [
      'category-1',
      'category-2',
      ...Array.from({ length: STREAMS_READ - 2 }, (_, i) => `product-${i}`),
    ]
    const { rows } = await db.knex.raw<{ rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }>(
      `explain (format json) ${READ_STREAMS_SQL.replace('$1', '?').replace('$2', '?')}`,
      [ids, JSON.stringify({ 'category-1': 0 })],
    )
    const plan = nodes(rows[0]!['QUERY PLAN'][0].Plan)
    const onLog = plan.filter((n) => n['Relation Name'] === 'event_log')
    expect(onLog.length).toBeGreaterThan(0)
    expect(onLog.map((n) => n['Node Type'])).not.toContain('Seq Scan')
    expect(plan.some((n) => n['Index Name'] === 'event_log_stream_revision_unique')).toBe(true)
  })

  it('answers each stream in revision order, after the revision asked for', async () => {
    const read = await store.readStreams(['category-2', 'category-1', 'product-x', 'category-1'], {
      afterRevision: new Map([['category-1', 0]]),
    })
    expect([...read.keys()]).toEqual(['category-2', 'category-1', 'product-x'])
    expect(read.get('category-1')!.map((e) => e.revision)).toEqual([1])
    expect(read.get('category-2')!.map((e) => e.revision)).toEqual([0])
    expect(read.get('product-x')).toEqual([])
  })

  it.skipIf(testDatabaseKind() === 'pglite')('compiles no statement (no JIT on a server)', async () => {
    // Without statistics the estimates of a 2 ms read pass the JIT threshold: 50-450 ms to compile.
    const { rows } = await db.knex.raw<{ rows: { jit: string }[] }>('show jit')
    expect(rows[0]!.jit).toBe('off')
  })

  it('gives every table without statistics its statistics at start-up', async () => {
    expect(await hasStatistics('event_log')).toBe(false)
    await migrateExclusively(db, () => migrateEventStore(db.knex))
    expect(await hasStatistics('event_log')).toBe(true)
    // Nothing left to do the second time.
    expect(await analyzeTablesWithoutStatistics(db.knex)).toEqual([])
  })
})
