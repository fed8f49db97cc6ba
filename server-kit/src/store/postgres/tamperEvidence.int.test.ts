import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  categoryCreated,
  envelope,
  openTestEventStore,
  type TestEventStore,
  testDatabaseKind,
} from '../../testing/index.ts'
import type { PostgresEventStore } from './postgresEventStore.ts'
import { sealLog, verifyLog } from './tamperEvidence.ts'

let log: TestEventStore | undefined
let store: PostgresEventStore

/** A fresh log per test: two category streams of three events and one customer stream. */
beforeEach(async () => {
  await log?.close()
  log = await openTestEventStore()
  store = log.store
  await store.append('category-1', 'no_stream', [categoryCreated(1), categoryCreated(1), categoryCreated(1)])
  await store.append('category-2', 'no_stream', [categoryCreated(2), categoryCreated(2), categoryCreated(2)])
  await store.append('customer-9', 'no_stream', [
    envelope({
      type: 'CustomerRegistered',
      data: { customerId: 9, businessName: 'Blue Heron', accountNumber: 'BH-9', salesUserId: 2 },
    }),
  ])
})

afterAll(async () => {
  await log?.close()
})

const knex = () => log!.database.knex

describe(`tamper evidence on ${testDatabaseKind()}`, () => {
  it('finds an untouched log intact and counts every event', async () => {
    const report = await verifyLog(knex())
    expect(report).toMatchObject({ intact: true, eventsChecked: 7, streamsChecked: 3, broken: [] })
  })

  it('finds streams appended to together (appendMany) intact, each chained on its own', async () => {
    await store.appendMany([
      {
        streamId: 'categoryname-dairy',
        expected: 'no_stream',
        events: [envelope({ type: 'CategoryNameReserved', data: { name: 'Dairy', categoryId: 3 } })],
      },
      { streamId: 'category-3', expected: 'no_stream', events: [categoryCreated(3, 'Dairy')] },
      { streamId: 'category-1', expected: 2, events: [categoryCreated(1), categoryCreated(1)] },
    ])
    const report = await verifyLog(knex())
    expect(report).toMatchObject({ intact: true, eventsChecked: 11, streamsChecked: 5, broken: [] })
  })

  it('reports exactly the stream and revision whose stored data was changed', async () => {
    await knex().raw(
      `update event_log set data = jsonb_set(data, '{name}', '"Meat & more"') where stream_id = 'category-2' and stream_revision = 1`,
    )
    const report = await verifyLog(knex())
    expect(report.intact).toBe(false)
    expect(report.eventsChecked).toBe(7)
    expect(report.broken).toEqual([
      expect.objectContaining({
        streamId: 'category-2',
        revision: 1,
        reason: expect.stringMatching(/changed/),
      }),
    ])
  })

  it('detects a deleted event, a reordering and a moved time, each at its first broken link', async () => {
    await knex().raw(`delete from event_log where stream_id = 'category-1' and stream_revision = 1`)
    // Swap revisions 1 and 2 (through 99: the unique index is checked row by row).
    for (const [from, to] of [
      [1, 99],
      [2, 1],
      [99, 2],
    ]) {
      await knex().raw(
        `update event_log set stream_revision = ${to} where stream_id = 'category-2' and stream_revision = ${from}`,
      )
    }
    await knex().raw(
      `update event_log set occurred_at = occurred_at - interval '1 day' where stream_id = 'customer-9'`,
    )
    const report = await verifyLog(knex())
    expect(report.broken.map((b) => [b.streamId, b.revision])).toEqual([
      ['category-1', 1],
      ['category-2', 1],
      ['customer-9', 0],
    ])
  })

  it('detects a stream cut short after it was sealed, and a seal that was edited', async () => {
    expect(await sealLog(knex(), store, new Date())).toMatchObject({ sealed: true, heads: 3 })
    expect(await sealLog(knex(), store, new Date())).toMatchObject({ sealed: false })
    expect((await verifyLog(knex())).intact).toBe(true)

    await knex().raw(`delete from event_log where stream_id = 'category-1' and stream_revision = 2`)
    const cut = await verifyLog(knex())
    expect(cut.broken).toEqual([
      expect.objectContaining({
        streamId: 'category-1',
        revision: 2,
        reason: expect.stringMatching(/cut short/),
      }),
    ])

    // A new seal holds only the heads that moved; it cannot launder the cut (the old seal still says 2).
    await store.append('category-2', 2, [categoryCreated(2)])
    expect(await sealLog(knex(), store, new Date())).toMatchObject({ sealed: true })
    expect((await verifyLog(knex())).broken.map((b) => b.streamId)).toEqual(['category-1'])

    await knex().raw(
      `update event_log set data = jsonb_set(data, '{streamCount}', '99') where stream_id = 'log-seal' and stream_revision = 0`,
    )
    const edited = await verifyLog(knex())
    expect(edited.broken.map((b) => [b.streamId, b.revision])).toContainEqual(['log-seal', 0])
  })
})
