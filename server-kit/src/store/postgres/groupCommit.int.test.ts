import {
  type AppendResult,
  EventIdConflictError,
  LOG_START,
  WrongExpectedRevisionError,
} from '@provender/events'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../database.ts'
import { categoryCreated, envelope, testDatabaseKind, useTestEventStore } from '../../testing/index.ts'
import { PostgresEventStore } from './postgresEventStore.ts'
import { sealLog, verifyLog } from './tamperEvidence.ts'

let db: Database
let store: PostgresEventStore

useTestEventStore((log) => ({ database: db, store } = log))

/** The transactions that committed the given events: fewer than appends means they were grouped. */
async function transactionsOf(eventIds: string[]): Promise<number> {
  const { rows } = await db.knex.raw<{ rows: { n: number }[] }>(
    'select count(distinct transaction_id)::int as n from event_log where event_id = any(?::uuid[])',
    [eventIds],
  )
  return rows[0]!.n
}

/**
 * `writers` writers, each appending `rounds` single-event streams one after the other (waiting
 * for each commit before the next), all at once; answers every append made.
 */
async function appendInRounds(prefix: string, writers: number, rounds: number) {
  const byWriter = Array.from({ length: writers }, (_, w) =>
    Array.from({ length: rounds }, (_, i) => ({
      streamId: `${prefix}-${w}-${i}`,
      event: categoryCreated(i + 1),
    })),
  )
  await Promise.all(
    byWriter.map(async (appends) => {
      for (const a of appends) await store.append(a.streamId, 'no_stream', [a.event])
    }),
  )
  return byWriter.flat()
}

async function storedPosition(eventId: string) {
  return (await store.findEvent(eventId))!.position
}

describe(`group commit in the PostgreSQL event store on ${testDatabaseKind()}`, () => {
  it('writes appends to different streams that arrive together in shared commits, each with its own result', async () => {
    const appends = Array.from({ length: 40 }, (_, i) => ({
      streamId: `group-a-${i}`,
      events: [categoryCreated(i + 1), categoryCreated(i + 1)],
    }))
    const results = await Promise.all(appends.map((a) => store.append(a.streamId, 'no_stream', a.events)))
    const ids = appends.flatMap((a) => a.events.map((e) => e.id))
    expect(await transactionsOf(ids)).toBeLessThan(appends.length / 2)
    for (const [i, a] of appends.entries()) {
      expect(results[i]).toEqual({
        revision: 1,
        position: await storedPosition(a.events[1]!.id),
        alreadyStored: false,
      } satisfies AppendResult)
      expect((await store.readStream(a.streamId)).map((e) => e.id)).toEqual(a.events.map((e) => e.id))
    }
  })

  it('chains appends to existing streams from their heads, several streams in one group', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.append(`group-b-${i}`, 'no_stream', [categoryCreated(i + 1)]),
      ),
    )
    const second = Array.from({ length: 10 }, (_, i) => [categoryCreated(i + 1), categoryCreated(i + 1)])
    const results = await Promise.all(second.map((events, i) => store.append(`group-b-${i}`, 0, events)))
    expect(results.map((r) => r.revision)).toEqual(Array(10).fill(2))
    expect(await transactionsOf(second.flat().map((e) => e.id))).toBeLessThan(10)
    const report = await verifyLog(db.knex)
    expect(report.intact).toBe(true)
    expect(report.broken).toEqual([])
  })

  it('orders appends to one stream that arrive together as if sent one after the other', async () => {
    const events = Array.from({ length: 12 }, (_, i) => categoryCreated(i + 1))
    const results = await Promise.all(events.map((e) => store.append('group-same', 'any', [e])))
    expect(results.map((r) => r.revision)).toEqual(events.map((_, i) => i))
    const stored = await store.readStream('group-same')
    expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id))
    for (const [i, e] of stored.entries()) expect(e.prevHash).toBe(i === 0 ? null : stored[i - 1]!.hash)
  })

  it('fails only the appends in conflict; the others in the same group are stored', async () => {
    await store.append('group-c-taken', 'no_stream', [categoryCreated(1)])
    await store.append('group-c-stale', 'no_stream', [categoryCreated(1), categoryCreated(1)])
    const fine = Array.from({ length: 8 }, (_, i) => ({
      streamId: `group-c-${i}`,
      events: [categoryCreated(i + 1)],
    }))
    const attempts = [
      ...fine.map((a) => store.append(a.streamId, 'no_stream', a.events)),
      // Fails at the INSERT: the stream exists, so revision 0 is taken.
      store.append('group-c-taken', 'no_stream', [categoryCreated(2)]),
      // Fails at the head check.
      store.append('group-c-stale', 0, [categoryCreated(2)]),
      store.append('group-c-missing', 'exists', [categoryCreated(2)]),
    ]
    const settled = await Promise.allSettled(attempts)
    expect(settled.slice(0, fine.length).map((s) => s.status)).toEqual(Array(fine.length).fill('fulfilled'))
    for (const s of settled.slice(fine.length)) {
      expect(s.status).toBe('rejected')
      expect(s.status === 'rejected' && s.reason).toBeInstanceOf(WrongExpectedRevisionError)
    }
    const [taken, stale, missing] = settled.slice(fine.length).map((s) => (s as PromiseRejectedResult).reason)
    expect(taken).toMatchObject({ streamId: 'group-c-taken', expected: 'no_stream', actual: 0 })
    expect(stale).toMatchObject({ streamId: 'group-c-stale', expected: 0, actual: 1 })
    expect(missing).toMatchObject({ streamId: 'group-c-missing', expected: 'exists', actual: -1 })
    for (const a of fine) expect(await store.readStream(a.streamId)).toHaveLength(1)
    expect(await store.readStream('group-c-taken')).toHaveLength(1)
    expect(await store.readStream('group-c-stale')).toHaveLength(2)
    expect(await store.readStream('group-c-missing')).toEqual([])
  })

  it('lets exactly one of two same-revision appends win inside a burst of others', async () => {
    await store.append('group-race', 'no_stream', [categoryCreated(1)])
    const others = Array.from({ length: 6 }, (_, i) =>
      store.append(`group-race-other-${i}`, 'no_stream', [categoryCreated(i + 1)]),
    )
    const racing = [
      store.append('group-race', 0, [categoryCreated(2)]),
      store.append('group-race', 0, [categoryCreated(3)]),
    ]
    const settled = await Promise.allSettled(racing)
    await Promise.all(others)
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
    const lost = settled.find((s) => s.status === 'rejected')
    expect(lost?.status === 'rejected' && lost.reason).toBeInstanceOf(WrongExpectedRevisionError)
    expect(lost?.status === 'rejected' && lost.reason).toMatchObject({ expected: 0, actual: 1 })
    expect((await store.readStream('group-race')).map((e) => e.revision)).toEqual([0, 1])
  })

  it('answers idempotent retries in a group as the first append, and stores their events once', async () => {
    const first = [categoryCreated(1)]
    const original = await store.append('group-idem-1', 'no_stream', first)
    const twice = [categoryCreated(2), categoryCreated(2)]
    const results = await Promise.all([
      store.append('group-idem-2', 'no_stream', twice),
      store.append('group-idem-2', 'no_stream', twice),
      // A retry of an append stored earlier, amid new ones.
      store.append('group-idem-1', 'no_stream', first),
      store.append('group-idem-3', 'no_stream', [categoryCreated(3)]),
      store.append('group-idem-4', 'no_stream', [categoryCreated(4)]),
    ])
    expect(results[0]!.revision).toBe(1)
    expect(results[1]).toEqual({ ...results[0], alreadyStored: true })
    expect(results[0]!.alreadyStored).toBe(false)
    expect(results[2]).toEqual({ ...original, alreadyStored: true })
    expect(results[3]!.alreadyStored).toBe(false)
    expect(results[4]!.alreadyStored).toBe(false)
    expect(await store.readStream('group-idem-2')).toHaveLength(2)
    expect(await store.readStream('group-idem-1')).toHaveLength(1)
  })

  it('refuses an append whose event ids are partly stored, and only that one', async () => {
    const stored = categoryCreated(1)
    await store.append('group-partial', 'no_stream', [stored])
    const settled = await Promise.allSettled([
      store.append('group-partial', 0, [stored, categoryCreated(2)]),
      store.append('group-partial-other', 'no_stream', [categoryCreated(3)]),
      store.append('group-partial-another', 'no_stream', [categoryCreated(4)]),
    ])
    expect(settled[0]!.status === 'rejected' && settled[0]!.reason).toBeInstanceOf(EventIdConflictError)
    expect(settled.slice(1).map((s) => s.status)).toEqual(['fulfilled', 'fulfilled'])
    expect(await store.readStream('group-partial')).toHaveLength(1)
  })

  it('refuses a malformed event before it joins a group; the rest of the burst is stored', async () => {
    const bad = envelope({ type: 'CategoryCreated', data: { categoryId: -1, name: '' } })
    const settled = await Promise.allSettled([
      store.append('group-bad-ok-1', 'no_stream', [categoryCreated(1)]),
      store.append('group-bad', 'no_stream', [bad]),
      store.append('group-bad-ok-2', 'no_stream', [categoryCreated(2)]),
    ])
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await store.readStream('group-bad')).toEqual([])
  })

  it('gives a reader following the log every grouped event once, in log order, and keeps seals verifiable', async () => {
    const before = (await store.headPosition()) ?? LOG_START
    const WRITERS = 12
    const APPENDS = 15
    const written: string[] = []
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let a = 0; a < APPENDS; a++) {
          const events = [categoryCreated(a + 1), categoryCreated(a + 1)]
          await store.append(`group-follow-${w}`, a === 0 ? 'no_stream' : a * 2 - 1, events)
          written.push(...events.map((e) => e.id))
        }
      }),
    )
    const seen: string[] = []
    let checkpoint = before
    for (;;) {
      const batch = await store.readAll(checkpoint, 100)
      if (batch.length === 0) break
      seen.push(...batch.filter((e) => e.streamId.startsWith('group-follow-')).map((e) => e.id))
      checkpoint = batch.at(-1)!.position
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect([...seen].sort()).toEqual([...written].sort())
    await sealLog(db.knex, store, new Date())
    expect((await verifyLog(db.knex)).intact).toBe(true)
  })

  it('puts the writers that one commit wakes in the next group together, not one by one', async () => {
    // Eight writers, each waiting for its append before the next: every round of them goes out
    // in one group, so five rounds take about five commits, not one or three per round.
    const appends = await appendInRounds('group-woken', 8, 5)
    expect(await transactionsOf(appends.map((a) => a.event.id))).toBeLessThanOrEqual(6)
    for (const a of appends)
      expect((await store.readStream(a.streamId)).map((e) => e.id)).toEqual([a.event.id])
  })

  it('splits many waiting writers into groups of at most half of them, and keeps the groups large', async () => {
    // 64 writers, three appends each: a group takes at most 32 (half of those in the store), so
    // one half is prepared while the other is written; the groups stay large (about 2 a round).
    const appends = await appendInRounds('group-halves', 64, 3)
    const { rows } = await db.knex.raw<{ rows: { n: number }[] }>(
      'select count(*)::int as n from event_log where event_id = any(?::uuid[]) group by transaction_id',
      [appends.map((a) => a.event.id)],
    )
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(64 * 3)
    expect(Math.max(...rows.map((r) => r.n))).toBeLessThanOrEqual(32)
    expect(rows.length).toBeLessThanOrEqual(8)
  })

  it('writes one append at a time when group commit is off', async () => {
    const single = new PostgresEventStore(db.knex, { groupCommit: false })
    const events = Array.from({ length: 5 }, (_, i) => categoryCreated(i + 1))
    await Promise.all(events.map((e, i) => single.append(`group-off-${i}`, 'no_stream', [e])))
    expect(await transactionsOf(events.map((e) => e.id))).toBe(5)
    await single.close()
  })
})
