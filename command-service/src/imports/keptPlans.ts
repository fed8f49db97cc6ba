import type { EventStore } from '@provender/events'
import type { Plan } from './plan.ts'

/**
 * The last preview's plan, kept for the apply that usually follows: the apply then checks that
 * no stream the plan read has moved (one read of what is newer than the revisions it read, often
 * nothing) instead of planning the file again, which for 50,000 price lines is most of the work.
 * One plan per store, for a few minutes, taken by the first apply that asks: any other apply (a
 * second process, a plan that made new ids, a plan gone stale) plans again, with the same result.
 */
const KEEP_MS = 10 * 60_000

interface Kept {
  key: string
  plan: Plan
  revisions: ReadonlyMap<string, number>
  until: number
}

const kept = new WeakMap<EventStore, Kept>()

export function keepPlan(
  store: EventStore,
  key: string,
  plan: Plan,
  revisions: ReadonlyMap<string, number>,
  now: number,
) {
  kept.set(store, { key, plan, revisions, until: now + KEEP_MS })
}

/** The plan kept under `key`, if any; null when none is, or when a stream it read has moved since. */
export async function takePlan(store: EventStore, key: string, now: number): Promise<Plan | null | 'stale'> {
  const found = kept.get(store)
  if (!found || found.key !== key || found.until < now) return null
  kept.delete(store)
  const ids = [...found.revisions.keys()]
  for (let i = 0; i < ids.length; i += 5_000) {
    const newer = await store.readStreams(ids.slice(i, i + 5_000), { afterRevision: found.revisions })
    if ([...newer.values()].some((events) => events.length > 0)) return 'stale'
  }
  return found.plan
}
