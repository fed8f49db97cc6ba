import {
  EventIdConflictError,
  type EventStore,
  LOG_START,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '@provender/events'
import { categoryCreated, envelope } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { eventually, idsOf, readLogAfter, refusal, uniqueStream } from './helpers.ts'

/** A category name claimed for a category: what a claim stream holds. */
const nameClaimed = (name: string, categoryId: number): NewEvent =>
  envelope({ type: 'CategoryNameReserved', data: { name, categoryId } })

/** Every event links to the one before it in its own stream; the first to none. */
function expectChained(events: RecordedEvent[]): void {
  events.forEach((e, i) => {
    expect(e.prevHash, `${e.streamId} revision ${e.revision}`).toBe(i === 0 ? null : events[i - 1]!.hash)
  })
}

/**
 * `appendMany` as the contract's tests: all or nothing across streams, each checked at its own
 * revision, one winner among racers for one claim, a retry answered as before, per-stream hash
 * chains. `store` is the suite's shared store, opened before the tests run.
 */
export function describeAppendManyContract(store: () => EventStore): void {
  const logEnd = async () => (await store().headPosition()) ?? LOG_START

  describe('appending to several streams at once', () => {
    it("stores every stream's events together, each numbered in its own stream, in the order given", async () => {
      const claim = uniqueStream('many-claim')
      const owner = uniqueStream('many-owner')
      const existing = uniqueStream('many-existing')
      await store().append(existing, 'no_stream', [categoryCreated(1)])
      const before = await logEnd()
      const appends: StreamAppend[] = [
        { streamId: claim, expected: 'no_stream', events: [nameClaimed('Dairy', 2)] },
        { streamId: owner, expected: 'no_stream', events: [categoryCreated(2, 'Dairy'), categoryCreated(2)] },
        { streamId: existing, expected: 0, events: [categoryCreated(1)] },
      ]
      const results = await store().appendMany(appends)

      expect(results.map((r) => [r.revision, r.alreadyStored])).toEqual([
        [0, false],
        [1, false],
        [1, false],
      ])
      const { events } = await readLogAfter(store(), before, 100)
      expect(idsOf(events)).toEqual(appends.flatMap((a) => idsOf(a.events)))
      for (const [i, a] of appends.entries()) {
        const stored = await store().readStream(a.streamId)
        expect(idsOf(stored.slice(-a.events.length))).toEqual(idsOf(a.events))
        expect(results[i]!.position).toEqual(stored.at(-1)!.position)
      }
    })

    it("stores nothing of any stream when one stream's revision is stale", async () => {
      const fresh = uniqueStream('stale-fresh')
      const current = uniqueStream('stale-current')
      const moved = uniqueStream('stale-moved')
      await store().append(current, 'no_stream', [categoryCreated(1), categoryCreated(1)])
      await store().append(moved, 'no_stream', [categoryCreated(2), categoryCreated(2)])
      const before = await logEnd()
      // The stale stream last, first and as 'no_stream' on a stream with events: refused whole each time.
      for (const [staleAt, expected] of [
        [2, 0],
        [0, 0],
        [1, 'no_stream'],
      ] as const) {
        const attempt: StreamAppend[] = [
          { streamId: fresh, expected: 'no_stream', events: [categoryCreated(3)] },
          { streamId: current, expected: 1, events: [categoryCreated(1)] },
        ]
        attempt.splice(staleAt, 0, { streamId: moved, expected, events: [categoryCreated(2)] })
        const refused = await refusal(store().appendMany(attempt))
        expect(refused, `stale at ${staleAt}`).toBeInstanceOf(WrongExpectedRevisionError)
        expect(refused).toMatchObject({ streamId: moved, expected, actual: 1 })
        for (const id of attempt.flatMap((a) => idsOf(a.events)))
          expect(await store().findEvent(id)).toBeNull()
      }
      expect(await store().readStream(fresh)).toEqual([])
      expect(await store().readStream(current)).toHaveLength(2)
      expect(await readLogAfter(store(), before, 100)).toEqual({ events: [], pageLengths: [] })
    })

    it('lets exactly one of several racers for one claim win; the losers store nothing anywhere', async () => {
      const claim = uniqueStream('race-claim')
      const racers = Array.from({ length: 6 }, (_, i) => ({
        owner: uniqueStream(`race-owner-${i}`),
        claimed: nameClaimed('Produce', i + 1),
        created: categoryCreated(i + 1, 'Produce'),
      }))
      // The claim first for some racers, last for others: a loser stores nothing either way.
      const settled = await Promise.allSettled(
        racers.map((r, i) => {
          const parts: StreamAppend[] = [
            { streamId: claim, expected: 'no_stream', events: [r.claimed] },
            { streamId: r.owner, expected: 'no_stream', events: [r.created] },
          ]
          return store().appendMany(i % 2 === 0 ? parts : parts.reverse())
        }),
      )

      const won = settled.findIndex((s) => s.status === 'fulfilled')
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
      for (const lost of settled.filter((s) => s.status === 'rejected')) {
        expect(lost.reason).toBeInstanceOf(WrongExpectedRevisionError)
        expect(lost.reason).toMatchObject({ streamId: claim, expected: 'no_stream', actual: 0 })
      }
      expect(idsOf(await store().readStream(claim))).toEqual([racers[won]!.claimed.id])
      for (const [i, r] of racers.entries()) {
        expect(idsOf(await store().readStream(r.owner))).toEqual(i === won ? [r.created.id] : [])
      }

      // Held now, the claim moves on only at its revision: again one winner among racers.
      const next = await Promise.allSettled(
        racers.map((r) =>
          store().appendMany([
            { streamId: claim, expected: 0, events: [nameClaimed('Produce', 100)] },
            { streamId: r.owner, expected: 'any', events: [categoryCreated(100)] },
          ]),
        ),
      )
      expect(next.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
      expect(await store().readStream(claim)).toHaveLength(2)
    })

    it('answers a retried append with its earlier results, even after a stream moved on, storing nothing twice', async () => {
      const claim = uniqueStream('retry-claim')
      const owner = uniqueStream('retry-owner')
      await store().append(owner, 'no_stream', [categoryCreated(5)])
      const appends: StreamAppend[] = [
        { streamId: claim, expected: 'no_stream', events: [nameClaimed('Bakery', 5)] },
        { streamId: owner, expected: 0, events: [categoryCreated(5), categoryCreated(5)] },
      ]
      const first = await store().appendMany(appends)
      const asBefore = first.map((r) => ({ ...r, alreadyStored: true }))
      expect(await store().appendMany(appends)).toEqual(asBefore)

      await store().append(owner, 2, [categoryCreated(5)])
      expect(await store().appendMany(appends)).toEqual(asBefore)

      // Two identical appends racing: one stores, the other answers with its results.
      const twins: StreamAppend[] = [
        { streamId: uniqueStream('twin-a'), expected: 'no_stream', events: [categoryCreated(6)] },
        { streamId: owner, expected: 3, events: [categoryCreated(5)] },
      ]
      const [a, b] = await Promise.all([store().appendMany(twins), store().appendMany(twins)])
      expect([a![0]!.alreadyStored, b![0]!.alreadyStored].sort()).toEqual([false, true])
      expect(b!.map((r) => r.position)).toEqual(a!.map((r) => r.position))
      expect(idsOf(await store().readStream(claim))).toEqual(idsOf(appends[0]!.events))
      expect(await store().readStream(owner)).toHaveLength(5)
    })

    it('refuses an append whose event ids are only partly stored, and stores none of it', async () => {
      const stored = categoryCreated(1)
      const a = uniqueStream('partial-a')
      await store().append(a, 'no_stream', [stored])
      const fresh = categoryCreated(2)
      const refused = await refusal(
        store().appendMany([
          { streamId: uniqueStream('partial-b'), expected: 'no_stream', events: [fresh] },
          { streamId: a, expected: 0, events: [stored] },
        ]),
      )
      expect(refused).toBeInstanceOf(EventIdConflictError)
      expect(refused).toMatchObject({ eventIds: [stored.id] })
      expect(await store().findEvent(fresh.id)).toBeNull()
    })

    it('refuses a malformed event, a stream named twice or one with nothing, before anything is stored', async () => {
      const before = await logEnd()
      const a = uniqueStream('refused-a')
      const b = uniqueStream('refused-b')
      const malformed = envelope({ type: 'CategoryCreated', data: { categoryId: -1, name: '' } })
      for (const appends of [
        [
          { streamId: a, expected: 'no_stream', events: [categoryCreated(1)] },
          { streamId: b, expected: 'no_stream', events: [malformed] },
        ],
        [
          { streamId: a, expected: 'no_stream', events: [categoryCreated(1)] },
          { streamId: a, expected: 'any', events: [categoryCreated(2)] },
        ],
        [
          { streamId: a, expected: 'no_stream', events: [categoryCreated(1)] },
          { streamId: b, expected: 'no_stream', events: [] },
        ],
        [],
      ] satisfies StreamAppend[][]) {
        await expect(store().appendMany(appends)).rejects.toThrow()
      }
      expect(await readLogAfter(store(), before, 100)).toEqual({ events: [], pageLengths: [] })
    })

    it("appends with 'any' and 'exists' as a single append does", async () => {
      const racing = uniqueStream('many-any')
      const existing = uniqueStream('many-exists')
      await store().append(existing, 'no_stream', [categoryCreated(1)])
      // 'any' never loses to other writers of its stream; each of these lands at its own revision.
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          store().appendMany([
            { streamId: racing, expected: 'any', events: [categoryCreated(i + 1)] },
            { streamId: uniqueStream(`many-any-${i}`), expected: 'no_stream', events: [categoryCreated(9)] },
          ]),
        ),
      )
      expect(results.map((r) => r[0]!.revision).sort()).toEqual([0, 1, 2, 3, 4])
      expect(
        (
          await store().appendMany([{ streamId: existing, expected: 'exists', events: [categoryCreated(1)] }])
        )[0],
      ).toMatchObject({ revision: 1 })
      const missing = uniqueStream('many-exists-missing')
      const refused = await refusal(
        store().appendMany([{ streamId: missing, expected: 'exists', events: [categoryCreated(1)] }]),
      )
      expect(refused).toMatchObject({ streamId: missing, expected: 'exists', actual: -1 })
    })

    it("keeps each stream's hash chain: every event links to the one before it in its own stream", async () => {
      const a = uniqueStream('chain-a')
      const b = uniqueStream('chain-b')
      await store().append(a, 'no_stream', [categoryCreated(1), categoryCreated(1)])
      await store().appendMany([
        { streamId: a, expected: 1, events: [categoryCreated(1), categoryCreated(1)] },
        { streamId: b, expected: 'no_stream', events: [categoryCreated(2), categoryCreated(2)] },
      ])
      await store().appendMany([
        { streamId: b, expected: 1, events: [categoryCreated(2)] },
        { streamId: a, expected: 3, events: [categoryCreated(1)] },
      ])
      const streamA = await store().readStream(a)
      const streamB = await store().readStream(b)
      expect(streamA).toHaveLength(5)
      expect(streamB).toHaveLength(3)
      expectChained(streamA)
      expectChained(streamB)
    })

    it('wakes the listeners', async () => {
      let woken = 0
      const stop = store().onAppended(() => {
        woken++
      })
      try {
        await store().appendMany([
          { streamId: uniqueStream('wake-many-a'), expected: 'no_stream', events: [categoryCreated(1)] },
          { streamId: uniqueStream('wake-many-b'), expected: 'no_stream', events: [categoryCreated(2)] },
        ])
        await eventually(() => woken > 0, 5000)
        expect(woken).toBeGreaterThan(0)
      } finally {
        stop()
      }
    })
  })
}
