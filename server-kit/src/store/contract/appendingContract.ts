import {
  EventIdConflictError,
  type EventStore,
  eventCatalogue,
  type NewEvent,
  WrongExpectedRevisionError,
} from '@provender/events'
import { categoryCreated, envelope } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { idsOf, readLogAfter, refusal, uniqueStream } from './helpers.ts'
import { logEndOf } from './suite.ts'

/** `append` to one stream: numbering, expected revisions, races, retries, malformed events. */
export function describeAppendingContract(store: EventStore): void {
  describe('appending', () => {
    const logEnd = () => logEndOf(store)

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
      const [a, b] = await Promise.all([store.append(streamId, 0, events), store.append(streamId, 0, events)])
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
}
