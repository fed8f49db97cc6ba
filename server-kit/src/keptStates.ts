import type { DomainEvent, EventStore } from '@provender/events'

/** How one stream's events fold into a state: the command side's aggregates are such folds. */
export interface StreamFold<S> {
  initial: S
  evolve(state: S, event: DomainEvent): S
}

/** Streams kept folded between requests, at most this many (the least recently read go first). */
const STREAMS_KEPT = 20_000

interface Kept {
  revision: number
  state: unknown
}

/**
 * Each store's streams as last folded, by fold, with the revision they were folded to. Never
 * trusted alone: every read still asks the log for each stream's events after that revision
 * (one statement for all the streams a request needs), so what any process appended counts at
 * once. What is saved is the replay: the log answers with the few new events, or none, and
 * only those are parsed and folded on. Folds evolve without mutating a state, so a kept state
 * is never changed by a request that used it. A stream folded two ways (the command side's
 * whole account, the query side's session check, in one process) is kept once per fold.
 */
const keptByStore = new WeakMap<EventStore, Map<string, Kept>>()
const foldIds = new WeakMap<StreamFold<unknown>, number>()
let foldsSeen = 0

function keyOf(streamId: string, fold: StreamFold<unknown>): string {
  let id = foldIds.get(fold)
  if (id === undefined) {
    id = foldsSeen++
    foldIds.set(fold, id)
  }
  return `${id}:${streamId}`
}

/** The states a request asked for, by stream. */
export interface FoldedStreams {
  state<S>(streamId: string, fold: StreamFold<S>): S
}

/** Folds several streams, each with its fold, reading only what is new since they were last folded. */
export async function foldStreams(
  store: EventStore,
  wanted: ReadonlyArray<readonly [streamId: string, fold: StreamFold<unknown>]>,
): Promise<FoldedStreams> {
  let kept = keptByStore.get(store)
  if (!kept) {
    kept = new Map()
    keptByStore.set(store, kept)
  }
  const asked = wanted.map(([streamId, fold]) => {
    const key = keyOf(streamId, fold)
    return { streamId, fold, key, before: kept.get(key) }
  })
  // A stream is read after the lowest revision any of its folds was kept at; unkept, whole.
  const afterRevision = new Map<string, number>()
  const readWhole = new Set(asked.filter((a) => !a.before).map((a) => a.streamId))
  for (const { streamId, before } of asked) {
    if (before && !readWhole.has(streamId)) {
      afterRevision.set(streamId, Math.min(before.revision, afterRevision.get(streamId) ?? before.revision))
    }
  }
  const read = await store.readStreams([...new Set(asked.map((a) => a.streamId))], { afterRevision })
  const folded = new Map<string, Kept>()
  for (const { streamId, fold, key, before } of asked) {
    // Only what follows the kept revision is folded on, whatever the store answered.
    const newer = (read.get(streamId) ?? []).filter((e) => e.revision > (before?.revision ?? -1))
    const state = newer.reduce((s, e) => fold.evolve(s, e.event), before?.state ?? fold.initial)
    const now: Kept = { revision: newer.at(-1)?.revision ?? before?.revision ?? -1, state }
    folded.set(key, now)
    kept.delete(key)
    kept.set(key, now)
  }
  while (kept.size > STREAMS_KEPT) kept.delete(kept.keys().next().value!)
  return {
    state: <S>(streamId: string, fold: StreamFold<S>) => {
      const f = folded.get(keyOf(streamId, fold as StreamFold<unknown>))
      if (!f) throw new Error(`Stream ${streamId} was not folded with this fold`)
      return f.state as S
    },
  }
}
