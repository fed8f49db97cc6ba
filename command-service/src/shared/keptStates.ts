import type { EventStore } from '@provender/events'
import type { Aggregate } from './commandHandler.ts'

/** Streams kept folded between requests, at most this many (the least recently read go first). */
const STREAMS_KEPT = 20_000

interface Kept {
  aggregate: Aggregate<unknown>
  revision: number
  state: unknown
}

/**
 * Each store's streams as last folded, with the revision they were folded to. Never trusted
 * alone: every read still asks the log for each stream's events after that revision (one
 * statement for all the streams a request needs), so what any process appended counts at
 * once. What is saved is the replay: the log answers with the few new events, or none, and
 * only those are parsed and folded on. Aggregates evolve without mutating a state, so a kept
 * state is never changed by a request that used it.
 */
const keptByStore = new WeakMap<EventStore, Map<string, Kept>>()

/** The states a request asked for, by stream. */
export interface FoldedStreams {
  state<S>(streamId: string, aggregate: Aggregate<S>): S
  revision(streamId: string): number
}

/** Folds several streams, each with its aggregate, reading only what is new since they were last folded. */
export async function foldStreams(
  store: EventStore,
  wanted: ReadonlyArray<readonly [streamId: string, aggregate: Aggregate<unknown>]>,
): Promise<FoldedStreams> {
  let kept = keptByStore.get(store)
  if (!kept) {
    kept = new Map()
    keptByStore.set(store, kept)
  }
  const known = new Map<string, Kept>()
  for (const [streamId, aggregate] of wanted) {
    const k = kept.get(streamId)
    if (k && k.aggregate === aggregate) known.set(streamId, k)
  }
  const read = await store.readStreams([...new Set(wanted.map(([streamId]) => streamId))], {
    afterRevision: new Map([...known].map(([streamId, k]) => [streamId, k.revision])),
  })
  const folded = new Map<string, Kept>()
  for (const [streamId, aggregate] of wanted) {
    const before = known.get(streamId)
    // Only what follows the kept revision is folded on, whatever the store answered.
    const newer = (read.get(streamId) ?? []).filter((e) => e.revision > (before?.revision ?? -1))
    const state = newer.reduce((s, e) => aggregate.evolve(s, e.event), before?.state ?? aggregate.initial)
    const now: Kept = { aggregate, revision: newer.at(-1)?.revision ?? before?.revision ?? -1, state }
    folded.set(streamId, now)
    kept.delete(streamId)
    kept.set(streamId, now)
  }
  while (kept.size > STREAMS_KEPT) kept.delete(kept.keys().next().value!)
  return {
    state: <S>(streamId: string, aggregate: Aggregate<S>) => {
      const f = folded.get(streamId)
      if (!f || f.aggregate !== aggregate)
        throw new Error(`Stream ${streamId} was not folded with this aggregate`)
      return f.state as S
    },
    revision: (streamId) => folded.get(streamId)?.revision ?? -1,
  }
}
