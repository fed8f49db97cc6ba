import {
  type AppendResult,
  comparePositions,
  EventIdConflictError,
  type EventStore,
  eventCatalogue,
  LOG_START,
  type LogPosition,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@provender/events'
import { categoryCreated, envelope } from '@provender/events/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeAppendManyContract } from './appendManyContract.ts'
import {
  eventually,
  expectStrictlyIncreasing,
  idsOf,
  nextPage,
  readLogAfter,
  refusal,
  uniqueStream,
} from './helpers.ts'

/** A store on a log of its own, and how to release both once the suite is done with them. */
export interface OpenedEventStore {
  store: EventStore
  close(): Promise<void>
}

/**
 * Opens a store on a log nothing else writes to. The suite opens one for most of its tests and a
 * second one, expected to start empty, for what only an empty log can show.
 */
export type OpenEventStore = () => Promise<OpenedEventStore>

/**
 * The promises of the event-store port (`events/src/store/port.ts`) as Vitest tests, through
 * the port alone, so every adapter is held to the same behaviour. An adapter's test file calls
 * this once per configuration it supports.
 */
export function describeEventStoreContract(adapterName: string, open: OpenEventStore): void {
  describe(`event store contract: ${adapterName}`, () => {
    let opened: OpenedEventStore | undefined
    let store: EventStore

    beforeAll(async () => {
      opened = await open()
      store = opened.store
    })

    afterAll(async () => {
      await opened?.close()
    })

    /** Where the log ends now; tests run one at a time, so what follows is theirs. */
    const logEnd = async (): Promise<LogPosition> => (await store.headPosition()) ?? LOG_START

    describe('appending', () => {
      it('starts a stream with no_stream, numbering its events from revision 0 as given', async () => {
        const streamId = uniqueStream('new')
        const events = [categoryCreated(1), categoryCreated(2, 'Dairy')]
        const result = await store.append(streamId, 'no_stream', events)
        expect(result.revision).toBe(1)
        expect(result.alreadyStored).toBe(false)

        const stored = await store.readStream(streamId)
        expect(
          stored.map(({ id, streamId, revision, type, version, event, metadata }) => ({
            id,
            streamId,
            revision,
            type,
            version,
            event,
            metadata,
          })),
        ).toEqual(
          events.map((e, revision) => ({
            id: e.id,
            streamId,
            revision,
            type: e.event.type,
            version: eventCatalogue[e.event.type].version,
            event: e.event,
            metadata: e.metadata,
          })),
        )
        for (const e of stored) expect(e.recordedAt).toBeInstanceOf(Date)
        expect(result.position).toEqual(stored.at(-1)!.position)
      })

      it('appends at the revision the caller last saw, continuing the numbering', async () => {
        const streamId = uniqueStream('numbered')
        const first = [categoryCreated(1)]
        const second = [categoryCreated(2), categoryCreated(3)]
        const third = [categoryCreated(4)]
        expect((await store.append(streamId, 'no_stream', first)).revision).toBe(0)
        expect((await store.append(streamId, 0, second)).revision).toBe(2)
        expect((await store.append(streamId, 2, third)).revision).toBe(3)
        const stored = await store.readStream(streamId)
        expect(stored.map((e) => e.revision)).toEqual([0, 1, 2, 3])
        expect(idsOf(stored)).toEqual(idsOf([...first, ...second, ...third]))
      })

      it("appends with 'any' to a stream that does not exist yet and to one that does", async () => {
        const streamId = uniqueStream('any')
        const events = [categoryCreated(1), categoryCreated(2)]
        expect((await store.append(streamId, 'any', [events[0]!])).revision).toBe(0)
        expect((await store.append(streamId, 'any', [events[1]!])).revision).toBe(1)
        expect(idsOf(await store.readStream(streamId))).toEqual(idsOf(events))
      })

      it("stores every one of several appends with 'any' racing on one stream, at distinct revisions", async () => {
        const streamId = uniqueStream('any-race')
        const events = Array.from({ length: 8 }, (_, i) => categoryCreated(i + 1))
        const results = await Promise.all(events.map((e) => store.append(streamId, 'any', [e])))
        expect(results.map((r) => r.revision).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
        expect(results.every((r) => !r.alreadyStored)).toBe(true)
        expect(new Set(idsOf(await store.readStream(streamId)))).toEqual(new Set(idsOf(events)))
      })

      it("answers two identical appends with 'any' racing each other with one result", async () => {
        const streamId = uniqueStream('any-retry-race')
        await store.append(streamId, 'no_stream', [categoryCreated(1)])
        const events = [categoryCreated(2)]
        const [a, b] = await Promise.all([
          store.append(streamId, 'any', events),
          store.append(streamId, 'any', events),
        ])
        expect([a!.alreadyStored, b!.alreadyStored].sort()).toEqual([false, true])
        expect(b!.position).toEqual(a!.position)
        expect(idsOf(await store.readStream(streamId))).toHaveLength(2)
      })

      it("appends with 'exists' only to a stream that has events", async () => {
        const streamId = uniqueStream('exists')
        const tooEarly = categoryCreated(1)
        const refused = await refusal(store.append(streamId, 'exists', [tooEarly]))
        expect(refused).toBeInstanceOf(WrongExpectedRevisionError)
        expect(refused).toMatchObject({ streamId, expected: 'exists', actual: -1 })
        expect(await store.readStream(streamId)).toEqual([])
        expect(await store.findEvent(tooEarly.id)).toBeNull()

        const created = categoryCreated(2)
        const added = categoryCreated(3)
        await store.append(streamId, 'no_stream', [created])
        expect((await store.append(streamId, 'exists', [added])).revision).toBe(1)
        expect(idsOf(await store.readStream(streamId))).toEqual(idsOf([created, added]))
      })

      it('refuses a stale or ahead revision, and no_stream on a stream with events, storing nothing', async () => {
        const streamId = uniqueStream('stale')
        const original = [categoryCreated(1), categoryCreated(2)]
        await store.append(streamId, 'no_stream', original)
        // 2 is one ahead of the head (1): the off-by-one an adapter is most likely to let through.
        for (const expected of [0, 2, 5, 'no_stream'] as const) {
          const attempt = categoryCreated(3)
          const refused = await refusal(store.append(streamId, expected, [attempt]))
          expect(refused, `expected ${expected}`).toBeInstanceOf(WrongExpectedRevisionError)
          expect(refused).toMatchObject({ streamId, expected, actual: 1 })
          expect(await store.findEvent(attempt.id)).toBeNull()
        }
        expect(idsOf(await store.readStream(streamId))).toEqual(idsOf(original))

        const missing = uniqueStream('stale-missing')
        const refused = await refusal(store.append(missing, 0, [categoryCreated(4)]))
        expect(refused).toMatchObject({ streamId: missing, expected: 0, actual: -1 })
        expect(await store.readStream(missing)).toEqual([])
      })

      it('lets exactly one of two appends at the same revision win; the other stores nothing', async () => {
        const streamId = uniqueStream('race')
        const base = categoryCreated(1)
        await store.append(streamId, 'no_stream', [base])
        const contenders = [categoryCreated(2), categoryCreated(3)]
        const settled = await Promise.allSettled(contenders.map((e) => store.append(streamId, 0, [e])))

        const winners = settled.flatMap((s, i) => (s.status === 'fulfilled' ? [contenders[i]!] : []))
        expect(winners).toHaveLength(1)
        const loser = settled.findIndex((s) => s.status === 'rejected')
        const lost = settled[loser]
        expect(lost?.status === 'rejected' && lost.reason).toBeInstanceOf(WrongExpectedRevisionError)
        expect(lost?.status === 'rejected' && lost.reason).toMatchObject({ streamId, expected: 0, actual: 1 })
        expect(idsOf(await store.readStream(streamId))).toEqual(idsOf([base, ...winners]))
        expect(await store.findEvent(contenders[loser]!.id)).toBeNull()
      })

      it('lets exactly one of two appends that both start a stream with no_stream win', async () => {
        // What makes a claim unique (an email address is a stream claimed this way).
        const streamId = uniqueStream('claim')
        const contenders = [categoryCreated(1), categoryCreated(2)]
        const settled = await Promise.allSettled(
          contenders.map((e) => store.append(streamId, 'no_stream', [e])),
        )
        const won = settled.findIndex((s) => s.status === 'fulfilled')
        expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
        const lost = settled.find((s) => s.status === 'rejected')
        expect(lost?.status === 'rejected' && lost.reason).toBeInstanceOf(WrongExpectedRevisionError)
        expect(lost?.status === 'rejected' && lost.reason).toMatchObject({
          streamId,
          expected: 'no_stream',
          actual: 0,
        })
        expect(idsOf(await store.readStream(streamId))).toEqual([contenders[won]!.id])
      })

      it('answers a retried append with its earlier result, even after the stream moved on, storing nothing twice', async () => {
        const streamId = uniqueStream('retry')
        const events = [categoryCreated(1), categoryCreated(2)]
        const first = await store.append(streamId, 'no_stream', events)
        expect(first.alreadyStored).toBe(false)
        expect(await store.append(streamId, 'no_stream', events)).toEqual({ ...first, alreadyStored: true })

        // A retry that arrives after someone else appended: its expectation is stale now,
        // but it was met when the events were stored, so it is answered, not refused.
        const later = categoryCreated(3)
        await store.append(streamId, 1, [later])
        expect(await store.append(streamId, 'no_stream', events)).toEqual({ ...first, alreadyStored: true })
        expect(idsOf(await store.readStream(streamId))).toEqual(idsOf([...events, later]))
      })

      it('answers two identical appends racing each other with one result, and stores their events once', async () => {
        const streamId = uniqueStream('retry-race')
        await store.append(streamId, 'no_stream', [categoryCreated(1)])
        const before = await logEnd()
        const events = [categoryCreated(2), categoryCreated(3)]
        const [a, b] = await Promise.all([
          store.append(streamId, 0, events),
          store.append(streamId, 0, events),
        ])
        expect([a!.alreadyStored, b!.alreadyStored].sort()).toEqual([false, true])
        expect(a!.revision).toBe(2)
        expect(b!.revision).toBe(2)
        expect(b!.position).toEqual(a!.position)
        expect(idsOf((await readLogAfter(store, before, 100)).events)).toEqual(idsOf(events))
        expect(await store.readStream(streamId)).toHaveLength(3)
      })

      it('refuses an append whose event ids are only partly stored, and stores none of it', async () => {
        const streamId = uniqueStream('partial')
        const stored = categoryCreated(1)
        await store.append(streamId, 'no_stream', [stored])
        const fresh = categoryCreated(2)
        const refused = await refusal(store.append(streamId, 0, [stored, fresh]))
        expect(refused).toBeInstanceOf(EventIdConflictError)
        expect(refused).toMatchObject({ eventIds: [stored.id] })
        expect(idsOf(await store.readStream(streamId))).toEqual([stored.id])
        expect(await store.findEvent(fresh.id)).toBeNull()
      })

      it('refuses a malformed event before anything of its append is stored', async () => {
        const before = await logEnd()
        const streamId = uniqueStream('malformed')
        const valid = categoryCreated(1)
        const badData = envelope({ type: 'CategoryCreated', data: { categoryId: -1, name: '' } })
        await expect(store.append(streamId, 'no_stream', [valid, badData])).rejects.toThrow()

        const fine = categoryCreated(2)
        const badMetadata: NewEvent = { ...fine, metadata: { ...fine.metadata, occurredAt: 'yesterday' } }
        await expect(store.append(streamId, 'any', [badMetadata])).rejects.toThrow()

        expect(await store.readStream(streamId)).toEqual([])
        expect(await store.findEvent(valid.id)).toBeNull()
        expect(await store.findEvent(fine.id)).toBeNull()
        expect(await readLogAfter(store, before, 100)).toEqual({ events: [], pageLengths: [] })
      })
    })

    describeAppendManyContract(() => store)

    describe('reading streams', () => {
      it('reads a stream without events as an empty list', async () => {
        const streamId = uniqueStream('empty')
        expect(await store.readStream(streamId)).toEqual([])
        expect(await store.readStream(streamId, { toRevision: 3, until: new Date() })).toEqual([])
      })

      it('reads a stream in revision order, up to a revision and up to an instant, both inclusive', async () => {
        const streamId = uniqueStream('history')
        const at = (iso: string) => new Date(iso)
        const created = envelope(
          { type: 'CategoryCreated', data: { categoryId: 9, name: 'Dairy' } },
          at('2026-01-01T10:00:00Z'),
        )
        const renamed = envelope(
          { type: 'CategoryRenamed', data: { categoryId: 9, oldName: 'Dairy', newName: 'Milk' } },
          at('2026-02-01T10:00:00Z'),
        )
        const renamedAgain = envelope(
          { type: 'CategoryRenamed', data: { categoryId: 9, oldName: 'Milk', newName: 'Dairy & Eggs' } },
          at('2026-03-01T10:00:00Z'),
        )
        await store.append(streamId, 'no_stream', [created, renamed])
        await store.append(streamId, 1, [renamedAgain])
        const read = async (options: ReadStreamOptions) => idsOf(await store.readStream(streamId, options))

        expect(await read({})).toEqual(idsOf([created, renamed, renamedAgain]))
        expect(await read({ toRevision: 0 })).toEqual([created.id])
        expect(await read({ toRevision: 1 })).toEqual(idsOf([created, renamed]))
        expect(await read({ toRevision: 10 })).toEqual(idsOf([created, renamed, renamedAgain]))
        expect(await read({ until: at('2026-02-01T10:00:00Z') })).toEqual(idsOf([created, renamed]))
        expect(await read({ until: at('2026-02-15T00:00:00Z') })).toEqual(idsOf([created, renamed]))
        expect(await read({ until: at('2025-12-31T00:00:00Z') })).toEqual([])
        expect(await read({ until: at('2026-03-01T10:00:00Z'), toRevision: 0 })).toEqual([created.id])
      })

      it('reads several streams at once, each whole in revision order, one without events as empty', async () => {
        const a = uniqueStream('several-a')
        const b = uniqueStream('several-b')
        const none = uniqueStream('several-none')
        // Stream ids are the caller's strings: quotes and the like must come back unchanged.
        const quoted = uniqueStream(`several-'quoted'"`)
        await store.append(a, 'no_stream', [categoryCreated(1), categoryCreated(2)])
        await store.append(b, 'no_stream', [categoryCreated(3)])
        await store.append(a, 1, [categoryCreated(4)])
        await store.append(quoted, 'no_stream', [categoryCreated(5)])

        const read = await store.readStreams([b, a, none, quoted])
        expect(new Set(read.keys())).toEqual(new Set([a, b, none, quoted]))
        expect(read.get(a)!.map((e) => e.revision)).toEqual([0, 1, 2])
        expect(read.get(a)).toEqual(await store.readStream(a))
        expect(read.get(b)).toEqual(await store.readStream(b))
        expect(read.get(quoted)).toEqual(await store.readStream(quoted))
        expect(read.get(quoted)![0]!.streamId).toBe(quoted)
        expect(read.get(none)).toEqual([])
        expect((await store.readStreams([])).size).toBe(0)
      })

      it('reads only the events after the revision given for a stream in afterRevision', async () => {
        const a = uniqueStream('after-a')
        const b = uniqueStream('after-b')
        const none = uniqueStream('after-none')
        const aEvents = [categoryCreated(1), categoryCreated(2), categoryCreated(3), categoryCreated(4)]
        const bEvents = [categoryCreated(5), categoryCreated(6)]
        await store.append(a, 'no_stream', aEvents)
        await store.append(b, 'no_stream', bEvents)

        const read = await store.readStreams([a, b, none], {
          afterRevision: new Map([
            [a, 1],
            [none, 5],
          ]),
        })
        expect(read.get(a)!.map((e) => e.revision)).toEqual([2, 3])
        expect(idsOf(read.get(a)!)).toEqual(idsOf(aEvents.slice(2)))
        // Not named in afterRevision: read whole.
        expect(idsOf(read.get(b)!)).toEqual(idsOf(bEvents))
        expect(read.get(none)).toEqual([])

        const caughtUp = await store.readStreams([a, b], {
          afterRevision: new Map([
            [a, 3],
            [b, 1],
          ]),
        })
        expect(caughtUp.get(a)).toEqual([])
        expect(caughtUp.get(b)).toEqual([])
      })

      it('finds a stored event by its id, as its stream holds it, and nothing for an unknown id', async () => {
        const streamId = uniqueStream('find')
        const events = [categoryCreated(1), categoryCreated(2)]
        await store.append(streamId, 'no_stream', events)
        const found = await store.findEvent(events[1]!.id)
        expect(found).toEqual((await store.readStream(streamId))[1])
        expect(found?.streamId).toBe(streamId)
        expect(await store.findEvent(crypto.randomUUID())).toBeNull()
      })
    })

    describe('the log', () => {
      it('pages through the log after a position: every event once, in commit order, positions increasing', async () => {
        const before = await logEnd()
        const streams = [uniqueStream('page-a'), uniqueStream('page-b'), uniqueStream('page-c')]
        const written: NewEvent[] = []
        const appended: { result: AppendResult; lastId: string }[] = []
        const revisions = new Map<string, number>()
        // One after the other: each commits before the next starts, so commit order is this order.
        for (let n = 0; n < 9; n++) {
          const streamId = streams[n % streams.length]!
          const events = Array.from({ length: 1 + (n % 3) }, (_, i) => categoryCreated(n * 10 + i + 1))
          const revision = revisions.get(streamId)
          const result = await store.append(streamId, revision ?? 'no_stream', events)
          revisions.set(streamId, result.revision)
          written.push(...events)
          appended.push({ result, lastId: events.at(-1)!.id })
        }
        expectStrictlyIncreasing(appended.map((a) => a.result.position))

        const PAGE = 4
        const { events, pageLengths } = await readLogAfter(store, before, PAGE)
        expect(idsOf(events)).toEqual(idsOf(written))
        for (const length of pageLengths) expect(length).toBeLessThanOrEqual(PAGE)
        expectStrictlyIncreasing(events.map((e) => e.position))
        // The log holds the same records as the streams, each stream's in revision order.
        for (const streamId of streams) {
          expect(events.filter((e) => e.streamId === streamId)).toEqual(await store.readStream(streamId))
        }
        // Each append answered the position of its own last event.
        const logged = new Map(events.map((e) => [e.id, e.position]))
        for (const { result, lastId } of appended) expect(result.position).toEqual(logged.get(lastId))
        // Read from any event's position, the log goes on right after it.
        const middle = events[5]!
        expect(idsOf(await store.readAll(middle.position, 3))).toEqual(idsOf(events.slice(6, 9)))
        expect(await store.readAll(events.at(-1)!.position, PAGE)).toEqual([])

        // From the very start: the whole log once, ending with what this test wrote.
        const whole = (await readLogAfter(store, LOG_START, 50)).events
        expect(new Set(idsOf(whole)).size).toBe(whole.length)
        expect(idsOf(whole.slice(-written.length))).toEqual(idsOf(written))
        expectStrictlyIncreasing(whole.map((e) => e.position))
      })

      it('keeps the events of one append together and in order in the log, however appends interleave', async () => {
        const before = await logEnd()
        const appends = Array.from({ length: 12 }, (_, i) => ({
          streamId: uniqueStream(`together-${i}`),
          events: [categoryCreated(i + 1), categoryCreated(i + 1), categoryCreated(i + 1)],
        }))
        await Promise.all(appends.map((a) => store.append(a.streamId, 'no_stream', a.events)))

        const logIds = idsOf((await readLogAfter(store, before, 7)).events)
        expect([...logIds].sort()).toEqual(appends.flatMap((a) => idsOf(a.events)).sort())
        for (const a of appends) {
          const start = logIds.indexOf(a.events[0]!.id)
          expect(logIds.slice(start, start + a.events.length), a.streamId).toEqual(idsOf(a.events))
        }
      })

      it('stores each of 50 concurrent appends to different streams once, all readable from the log', async () => {
        const before = await logEnd()
        const appends = Array.from({ length: 50 }, (_, i) => ({
          streamId: uniqueStream(`burst-${i}`),
          events: [categoryCreated(i + 1), categoryCreated(i + 1)],
        }))
        const results = await Promise.all(appends.map((a) => store.append(a.streamId, 'no_stream', a.events)))
        for (const result of results) expect(result).toMatchObject({ revision: 1, alreadyStored: false })

        const { events } = await readLogAfter(store, before, 30)
        const expectedIds = appends.flatMap((a) => idsOf(a.events))
        expect(events).toHaveLength(expectedIds.length)
        expect(new Set(idsOf(events))).toEqual(new Set(expectedIds))
        expectStrictlyIncreasing(events.map((e) => e.position))
        const logged = new Map(events.map((e) => [e.id, e]))
        for (const [i, a] of appends.entries()) {
          expect(results[i]!.position).toEqual(logged.get(a.events[1]!.id)!.position)
          expect(logged.get(a.events[0]!.id)).toMatchObject({ streamId: a.streamId, revision: 0 })
          expect(idsOf(await store.readStream(a.streamId))).toEqual(idsOf(a.events))
        }
      })

      it('lets a follower reading while appends commit see every event once, in the order a later read gives', async () => {
        // Commit-safe order: a reader that passed an event still being committed would never
        // come back for it. Only an adapter whose commits can land out of position order
        // (PostgreSQL with concurrent transactions) can fail this, and then not on every run.
        const before = await logEnd()
        const WRITERS = 20
        const APPENDS = 25
        const written: string[] = []
        let writing = true
        const followed: RecordedEvent[] = []
        const follow = async () => {
          let checkpoint = before
          for (;;) {
            // Noted before the read: if every append had already returned, an empty page is the end.
            const appendsMayBeInFlight = writing
            const page = await nextPage(store, checkpoint, 50)
            followed.push(...page)
            if (page.length > 0) checkpoint = page.at(-1)!.position
            else if (!appendsMayBeInFlight) return
            else await new Promise((resolve) => setImmediate(resolve))
          }
        }
        const write = async (writer: number) => {
          const streamId = uniqueStream(`followed-${writer}`)
          for (let n = 0; n < APPENDS; n++) {
            const events = [categoryCreated(n + 1), categoryCreated(n + 1)]
            await store.append(streamId, n === 0 ? 'no_stream' : n * 2 - 1, events)
            written.push(...idsOf(events))
          }
        }
        const following = follow()
        try {
          await Promise.all(Array.from({ length: WRITERS }, (_, w) => write(w)))
        } finally {
          writing = false
        }
        await following

        const seen = new Set(idsOf(followed))
        const missed = written.filter((id) => !seen.has(id))
        expect(missed).toEqual([])
        expect(idsOf(followed)).toEqual(idsOf((await readLogAfter(store, before, 500)).events))
        expect(followed).toHaveLength(written.length)
      })

      it("answers the last event's position as the head, moving with every append", async () => {
        const streamId = uniqueStream('head')
        const first = await store.append(streamId, 'no_stream', [categoryCreated(1), categoryCreated(2)])
        expect(await store.headPosition()).toEqual(first.position)
        const second = await store.append(uniqueStream('head-other'), 'no_stream', [categoryCreated(3)])
        const head = await store.headPosition()
        expect(head).toEqual(second.position)
        expect(comparePositions(head!, first.position)).toBe(1)
        expect(await store.readAll(head!, 10)).toEqual([])
      })

      it('has no head on an empty log, nor any event to read from its start', async () => {
        // The shared store is not empty by now: this needs a log of its own.
        const empty = await open()
        try {
          expect(await empty.store.headPosition()).toBeNull()
          expect(await empty.store.readAll(LOG_START, 10)).toEqual([])
          const only = categoryCreated(1)
          const result = await empty.store.append(uniqueStream('first'), 'no_stream', [only])
          expect(await empty.store.headPosition()).toEqual(result.position)
          expect(idsOf(await empty.store.readAll(LOG_START, 10))).toEqual([only.id])
        } finally {
          await empty.close()
        }
      })
    })

    describe('wake-ups', () => {
      it('calls a listener after an append, and not once it has unsubscribed', async () => {
        let kept = 0
        let dropped = 0
        const stopKept = store.onAppended(() => {
          kept++
        })
        const stopDropped = store.onAppended(() => {
          dropped++
        })
        stopDropped()
        try {
          await store.append(uniqueStream('wake'), 'no_stream', [categoryCreated(1)])
          // The port does not say how soon; an adapter may learn of its commit asynchronously.
          await eventually(() => kept > 0, 5000)
          expect(kept).toBeGreaterThan(0)
          expect(dropped).toBe(0)
        } finally {
          stopKept()
        }
        const keptWhenStopped = kept
        await store.append(uniqueStream('wake-after'), 'no_stream', [categoryCreated(2)])
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(kept).toBe(keptWhenStopped)
      })
    })
  })
}
