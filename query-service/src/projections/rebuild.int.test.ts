import { seedDemoData } from '@provender/demo'
import { type EventType, eventCatalogue } from '@provender/events'
import { envelope } from '@provender/events/testing'
import {
  type Database,
  migrateEventStore,
  PostgresEventStore,
  postgresIdAllocator,
} from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queued } from '../notifications/testEvents.ts'
import { allProjections } from './all.ts'
import { readModelChecksums } from './checksums.ts'
import { dropReadModels, migrateReadModels, screenIndexes } from './migrations.ts'
import { replayReadModels } from './onlineRebuild.ts'
import type { Projection } from './projection.ts'
import { replayRun } from './replay.ts'
import { liveRun } from './run.ts'
import { ProjectionRunner } from './runner.ts'

const TABLES = [
  'rm_users',
  'rm_categories',
  'rm_products',
  'rm_customers',
  'rm_customer_products',
  'rm_favorites',
  'rm_orders',
  'rm_order_items',
  'rm_order_windows',
  'rm_order_customers',
  'rm_order_reps',
  'rm_price_defaults',
  'rm_price_negotiated',
  'rm_price_changes',
  'rm_price_moves',
  'rm_usual_items',
  'rm_usual_lines',
  'rm_mail_preferences',
  'rm_notifications',
]

async function snapshot(knex: Knex): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {}
  for (const table of TABLES) {
    // Every column, ordered by all of them: a full, stable picture of the table.
    result[table] = (await knex.raw(`select * from ${table} t order by t::text`)).rows
  }
  return result
}

let db: Database
let store: PostgresEventStore

beforeAll(async () => {
  db = await createTestDatabase()
  await migrateEventStore(db.knex)
  await migrateReadModels(db.knex)
  store = new PostgresEventStore(db.knex)
  await seedDemoData({
    store,
    ids: postgresIdAllocator(db.knex),
    clock: () => new Date('2026-11-20T15:00:00Z'),
  })
}, 300_000)

afterAll(async () => {
  await store?.close()
  await db?.close()
})

describe('read models', () => {
  it('are rebuilt from the log with exactly the rows the live projections built', async () => {
    const live = new ProjectionRunner(db.knex, store, allProjections)
    expect(await live.catchUpToHead()).toBe(true)
    const built = await snapshot(db.knex)
    expect(built.rm_orders!.length).toBeGreaterThan(10)
    // The demo's phone order, placed by a rep: its placer rebuilds too.
    expect(
      built.rm_orders!.filter((o) => (o as { placed_by_name: unknown }).placed_by_name === 'Sam Reyes'),
    ).toHaveLength(1)
    expect(built.rm_customer_products!.length).toBeGreaterThan(100)

    await dropReadModels(db.knex)
    expect((await snapshot(db.knex)).rm_orders).toEqual([])
    expect(await new ProjectionRunner(db.knex, store, allProjections).catchUpToHead()).toBe(true)
    expect(await snapshot(db.knex)).toEqual(built)
  })

  it('are rebuilt side by side in small batches, each read while the last is applied, to the same rows', async () => {
    const live = new ProjectionRunner(db.knex, store, allProjections)
    expect(await live.catchUpToHead()).toBe(true)
    const built = await snapshot(db.knex)
    await dropReadModels(db.knex)
    let batches = 0
    const rebuild = new ProjectionRunner(db.knex, store, allProjections, replayRun({ batchSize: 37 }))
    rebuild.onBatch = () => batches++
    expect(await rebuild.catchUpToHead()).toBe(true)
    expect(batches).toBeGreaterThan(10)
    expect(await snapshot(db.knex)).toEqual(built)
  })

  it('are applied once even when several runners follow the log at the same time', async () => {
    await dropReadModels(db.knex)
    const runners = Array.from({ length: 3 }, () => new ProjectionRunner(db.knex, store, allProjections))
    await Promise.all(runners.map((r) => r.catchUpToHead()))
    // Whichever runner applied each batch, a final pass by any of them finds nothing left.
    await Promise.all(runners.map((r) => r.catchUpToHead()))
    const single = await snapshot(db.knex)
    await dropReadModels(db.knex)
    expect(await new ProjectionRunner(db.knex, store, allProjections).catchUpToHead()).toBe(true)
    expect(await snapshot(db.knex)).toEqual(single)
  })

  it('replay to the very same checksums, table by table, and a changed row shows', async () => {
    expect(await new ProjectionRunner(db.knex, store, allProjections).catchUpToHead()).toBe(true)
    const indexes = async () =>
      (
        await db.knex.raw<{ rows: { indexdef: string }[] }>(
          'select indexdef from pg_indexes where indexname = any(?::text[]) order by indexname',
          [screenIndexes],
        )
      ).rows.map((r) => r.indexdef)
    const migrated = await indexes()
    expect(migrated.length).toBe(screenIndexes.length)
    let read = 0
    const report = await replayReadModels(db.knex, store, { onBatch: (n) => (read += n) })
    // The screens' indexes, set aside while replaying, are back as their migrations made them.
    expect(await indexes()).toEqual(migrated)
    expect(read).toBe(report.events)
    expect(report.before.map((t) => t.table)).toEqual(expect.arrayContaining(TABLES))
    expect(report.before.find((t) => t.table === 'rm_orders')!.rows).toBeGreaterThan(10)
    expect(report.after).toEqual(report.before)
    const [line] = await db.knex('rm_order_items').orderBy('id').limit(1).select<{ id: string }[]>('id')
    await db.knex('rm_order_items').where({ id: line!.id }).update({ quantity: 999 })
    const touched = await readModelChecksums(db.knex)
    const differing = touched.filter((t, i) => t.checksum !== report.after[i]!.checksum).map((t) => t.table)
    expect(differing).toEqual(['rm_order_items'])
    // The replay puts the log's truth back.
    expect((await replayReadModels(db.knex, store)).after).toEqual(report.after)
  })

  // Issue 38: a copy of a database taken while mail was still going out (the query services
  // stopped, the notifier still recording deliveries) holds rm_notifications behind the log. The
  // replay's "before" was those rows as they stood, so a rebuild that only applied the last
  // NotificationSent events answered "Changed by the replay: rm_notifications" (exit 2, drift).
  it('compare the served read models once caught up with the log, so lagging is not called drift', async () => {
    expect(await new ProjectionRunner(db.knex, store, allProjections).catchUpToHead()).toBe(true)
    const id = '00000000000000000000000000000f38'
    const stream = `notification-${id}`
    const when = new Date('2026-11-20T15:05:00.000Z')
    await store.append(stream, 'no_stream', [
      envelope({ ...queued(38), data: { ...queued(38).data, notificationId: id } }, when),
    ])
    expect(await new ProjectionRunner(db.knex, store, allProjections).catchUpToHead()).toBe(true)
    // Sent after the last projection pass: the served row still reads queued.
    await store.append(stream, 0, [
      envelope({ type: 'NotificationSending', data: { notificationId: id, attempt: 1 } }, when),
      envelope(
        { type: 'NotificationSent', data: { notificationId: id, attempt: 1, deliveredTo: '250 OK' } },
        when,
      ),
    ])
    const report = await replayReadModels(db.knex, store)
    expect(report.after).toEqual(report.before)
    const row = await db.knex('rm_notifications').where({ id }).first<{ status: string }>()
    expect(row?.status).toBe('sent')
  })

  it('commit each batch without waiting for the disk, a setting of that transaction only', async () => {
    const seen: string[] = []
    const setting = async (db: Knex | Knex.Transaction) =>
      (await db.raw<{ rows: { s: string }[] }>(`select current_setting('synchronous_commit') as s`)).rows[0]!
        .s
    const probe: Projection = {
      name: 'probe-synchronous-commit',
      handles: new Set(Object.keys(eventCatalogue) as EventType[]),
      apply: async () => undefined,
      async applyBatch(trx) {
        seen.push(await setting(trx))
      },
    }
    expect(await new ProjectionRunner(db.knex, store, [probe], liveRun(100)).catchUpToHead()).toBe(true)
    expect(seen.length).toBeGreaterThan(1)
    expect(new Set(seen)).toEqual(new Set(['off']))
    expect(await setting(db.knex)).toBe('on')
  })

  it('report when they have passed a log position, and wait for it (bounded)', async () => {
    const runner = new ProjectionRunner(db.knex, store, allProjections)
    expect(await runner.catchUpToHead()).toBe(true)
    const last = (await store.readAll({ transactionId: '0', sequence: '0' }, 100_000)).at(-1)!.position
    expect(await runner.hasReached(last)).toBe(true)
    const future = { transactionId: String(BigInt(last.transactionId) + 1000n), sequence: '1' }
    const started = Date.now()
    expect(await runner.waitFor(future, 150)).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })
})
