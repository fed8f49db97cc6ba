import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { comparePositions, encodePosition, LOG_START, type LogPosition } from '@provender/events'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../database.ts'
import { categoryCreated, testDatabaseKind, useTestEventStore } from '../../testing/index.ts'
import { eventHash } from './canonical.ts'
import { appendWithin } from './chainedAppend.ts'
import type { PostgresEventStore } from './postgresEventStore.ts'

let db: Database
let store: PostgresEventStore

useTestEventStore((log) => ({ database: db, store } = log))

// What every adapter must do is in the port's contract suite (postgresEventStore.contract.int.test.ts);
// these are what only the PostgreSQL adapter promises: hash chains, its reader's horizon.
describe(`PostgreSQL event store on ${testDatabaseKind()}`, () => {
  it('chains every event of a stream to the previous one by hash', async () => {
    await store.append('chain-1', 'no_stream', [categoryCreated(1), categoryCreated(2)])
    await store.append('chain-1', 1, [categoryCreated(3)])
    const events = await store.readStream('chain-1')
    let prev: string | null = null
    for (const e of events) {
      expect(e.prevHash).toBe(prev)
      const recomputed = eventHash(prev, {
        streamId: e.streamId,
        revision: e.revision,
        eventId: e.id,
        type: e.type,
        version: e.version,
        data: e.event.data,
        metadata: e.metadata,
      })
      expect(e.hash).toBe(recomputed)
      prev = e.hash
    }
    // An altered event no longer matches its hash.
    const first = events[0]!
    const tampered = eventHash(null, {
      streamId: first.streamId,
      revision: first.revision,
      eventId: first.id,
      type: first.type,
      version: first.version,
      data: { categoryId: 1, name: 'Tampered' },
      metadata: first.metadata,
    })
    expect(tampered).not.toBe(first.hash)
  })

  it('lets a reader following the log see every committed event exactly once, in a stable order', async () => {
    const WRITERS = 20
    const BATCHES = 50
    const PER_BATCH = 5
    const committed = new Set<string>()
    const rolledBack = new Set<string>()
    let writersDone = false

    const writer = async (w: number) => {
      const streamId = `noskip-${w}`
      let revision = -1
      for (let b = 0; b < BATCHES; b++) {
        const events = Array.from({ length: PER_BATCH }, (_, i) => categoryCreated(1 + b * PER_BATCH + i))
        const rollBack = b % 10 === 3
        const holdOpen = b % 7 === 2
        try {
          await db.knex.transaction(async (trx) => {
            await appendWithin(trx, streamId, revision === -1 ? 'no_stream' : revision, events)
            // Commit late on purpose: later positions of other writers commit before this one.
            if (holdOpen) await sleep(db.embedded ? 2 : 15 + ((w * 7 + b) % 30))
            if (rollBack) throw new Error('rolled back on purpose')
          })
          revision += PER_BATCH
          for (const e of events) committed.add(e.id)
        } catch (error) {
          if (!rollBack) throw error
          for (const e of events) rolledBack.add(e.id)
        }
      }
    }

    const seen: string[] = []
    const positions: LogPosition[] = []
    const reader = async () => {
      let checkpoint = LOG_START
      for (;;) {
        const batch = await store.readAll(checkpoint, 250)
        for (const e of batch) {
          seen.push(e.id)
          positions.push(e.position)
          checkpoint = e.position
        }
        // An empty read means "nothing safe to read yet", not "caught up": the snapshot horizon
        // is server-wide, so a transaction in any database holds it back. Stop at the log's end.
        if (batch.length === 0) {
          if (writersDone && comparePositions(checkpoint, await lastCommitted()) >= 0) return
          await sleep(2)
        }
      }
    }

    // The classic mistake, for contrast: follow the log by position alone.
    const naiveSeen = new Set<string>()
    const naiveReader = async () => {
      let last = 0
      for (;;) {
        const finished = writersDone
        const { rows } = await db.knex.raw<{ rows: { position: string; event_id: string }[] }>(
          'select position::text, event_id from event_log where position > ? order by event_log.position limit 250',
          [last],
        )
        for (const r of rows) {
          naiveSeen.add(r.event_id)
          last = Number(r.position)
        }
        if (rows.length === 0) {
          if (finished) return
          await sleep(2)
        }
      }
    }

    const lastCommitted = async (): Promise<LogPosition> => {
      const { rows } = await db.knex.raw<{ rows: { tx: string; seq: string }[] }>(
        'select transaction_id::text as tx, position::text as seq from event_log order by transaction_id desc, position desc limit 1',
      )
      return { transactionId: rows[0]!.tx, sequence: rows[0]!.seq }
    }

    const readerDone = reader()
    const naiveDone = naiveReader()
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))
    writersDone = true
    await Promise.all([readerDone, naiveDone])

    const noskipSeen = new Set(seen)
    for (const id of rolledBack) expect(noskipSeen.has(id)).toBe(false)
    const missed = [...committed].filter((id) => !noskipSeen.has(id))
    expect(missed).toEqual([])
    expect(committed.size).toBeGreaterThanOrEqual(WRITERS * BATCHES * PER_BATCH * 0.9)
    for (let i = 1; i < positions.length; i++) {
      expect(comparePositions(positions[i - 1]!, positions[i]!), encodePosition(positions[i]!)).toBe(-1)
    }
    // On the server, writers really do commit out of position order: the naive reader
    // misses events, which proves this test exercises the gap. PGlite serialises them.
    const naiveMissed = [...committed].filter((id) => !naiveSeen.has(id)).length
    if (!db.embedded) expect(naiveMissed).toBeGreaterThan(0)

    // Stable: a fresh read of the whole log gives the same events in the same order.
    const replay: string[] = []
    let checkpoint = LOG_START
    for (;;) {
      const batch = await store.readAll(checkpoint, 1000)
      if (batch.length === 0) break
      replay.push(...batch.map((e) => e.id))
      checkpoint = batch.at(-1)!.position
    }
    expect(replay.filter((id) => committed.has(id))).toEqual(seen.filter((id) => committed.has(id)))
  })

  it('does not wait for a long transaction in another database', async () => {
    // PGlite is one database; the server's transaction horizon is what this is about.
    if (db.embedded) return
    const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    const name = `provender_stranger_${randomBytes(6).toString('hex')}`
    await admin.query(`create database ${name}`)
    const stranger = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]*$/, `/${name}`) })
    await stranger.connect()
    try {
      // A write transaction held open elsewhere on the server, as a data load would.
      await stranger.query('begin')
      await stranger.query('create table loading (n integer); insert into loading values (1)')
      const before = await store.headPosition()
      const events = [categoryCreated(1), categoryCreated(2)]
      await store.append('stranger-1', 'no_stream', events)
      // The server-wide horizon is held back: a reader below it would stall on this event.
      const { rows } = await db.knex.raw<{ rows: { below: boolean }[] }>(
        'select transaction_id < pg_snapshot_xmin(pg_current_snapshot()) as below from event_log where event_id = ?',
        [events[0]!.id],
      )
      expect(rows[0]!.below).toBe(false)
      const seen: string[] = []
      let checkpoint = before ?? LOG_START
      const deadline = Date.now() + 2000
      while (seen.length < 2 && Date.now() < deadline) {
        const batch = await store.readAll(checkpoint, 100)
        for (const e of batch) {
          if (e.streamId === 'stranger-1') seen.push(e.id)
          checkpoint = e.position
        }
      }
      expect(seen).toEqual(events.map((e) => e.id))
    } finally {
      await stranger.query('rollback').catch(() => undefined)
      await stranger.end()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
