import type { DomainEvent, EventStore } from '@provender/events'
import type { Aggregate } from './commandHandler.ts'
import { Change } from './executeTogether.ts'

/**
 * A value only one owner may hold (an email address, an account number, a category name),
 * guarded by a stream of its own: a claim is appended at the revision it was decided on, in the
 * same atomic append as the act that needs it (see executeTogether), so two owners racing for one
 * value cannot both win, and no crash leaves a claim without its owner.
 */
export interface ClaimStream<C, S, H> {
  stream(claim: C): string
  aggregate: Aggregate<S>
  /** The stream of whoever holds the value in `state`, or null when nobody does. */
  holderStream(state: S): string | null
  holderAggregate: Aggregate<H>
  /** Whether the holder exists: created, and not deleted since. */
  holderExists(holder: H): boolean
  /**
   * No events when the owner already holds it; refused when another owner that exists does. A
   * holder that does not exist is no holder: a claim appended before claims and acts went
   * together could lose its act to a crash, and every delete gives its values back.
   */
  reserve(claim: C, state: S, holderExists: boolean): DomainEvent[]
  /** No events when the owner does not hold it (any more). */
  release(claim: C, state: S): DomainEvent[]
}

/** Claims the value as part of `change`; refused (and nothing appended) when it is taken. */
export async function reserveClaim<C, S, H>(
  change: Change,
  kind: ClaimStream<C, S, H>,
  claim: C,
): Promise<DomainEvent[]> {
  const stream = kind.stream(claim)
  const holder = kind.holderStream(await change.state(stream, kind.aggregate))
  const holderExists = holder !== null && kind.holderExists(await change.state(holder, kind.holderAggregate))
  return (await change.decide(stream, kind.aggregate, (s) => kind.reserve(claim, s, holderExists))).events
}

/** Refuses a value another owner holds, as `reserveClaim` would, appending nothing: an early refusal. */
export async function checkClaimable<C, S, H>(
  store: EventStore,
  kind: ClaimStream<C, S, H>,
  claim: C,
): Promise<void> {
  await reserveClaim(new Change(store), kind, claim)
}

/** Gives a value back as part of `change`, so another may claim it; one held by someone else stays. */
export async function releaseClaim<C, S, H>(
  change: Change,
  kind: ClaimStream<C, S, H>,
  claim: C,
): Promise<DomainEvent[]> {
  return (await change.decide(kind.stream(claim), kind.aggregate, (s) => kind.release(claim, s))).events
}
