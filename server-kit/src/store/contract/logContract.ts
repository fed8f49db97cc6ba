import {
  type AppendResult,
  comparePositions,
  type EventStore,
  LOG_START,
  type NewEvent,
  type RecordedEvent,
} from '@provender/events'
import { categoryCreated } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { expectStrictlyIncreasing, idsOf, nextPage, readLogAfter, uniqueStream } from './helpers.ts'
import { logEndOf, type OpenEventStore } from './suite.ts'

/** The log across streams: paging in commit order, followers during commits, its head. */
export function describeLogContract(store: EventStore, open: OpenEventStore): void {
  describe('the log', () => {
    const logEnd = () => logEndOf(store)

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
}
