import type { EventStore, ReadStreamOptions } from '@provender/events'
import { categoryCreated, envelope } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { idsOf, uniqueStream } from './helpers.ts'

/** Reading streams: one, several at once (after a revision each), and an event by its id. */
export function describeReadingContract(store: EventStore): void {
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
}
