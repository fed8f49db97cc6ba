import type { DomainError, DomainEvent, EventStore } from '@provender/events'
import { type AggregateName, type Decide, defineAggregate, type EventsOf } from './aggregate.ts'
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

/** A claim stream's state: the owner holding the value, or null when nobody does. */
export interface ClaimState {
  ownerId: number | null
}

/** A claim: the value (under field V) and the id of the owner claiming it (under field O). */
export type Claim<V extends string, O extends string> = Record<V, string> & Record<O, number>

/** What a claim stream is asked: `Reserve{Kind}` (e.g. ReserveAccountNumber) or `Release{Kind}`. */
export type ClaimCommand<A extends AggregateName, V extends string, O extends string> =
  /** `holderExists`: whether the owner holding the value exists (see ClaimStream.reserve). */
  | ({ type: `Reserve${Capitalize<A>}`; holderExists: boolean } & Claim<V, O>)
  /** Gives a value back; one held by another owner is left alone. */
  | ({ type: `Release${Capitalize<A>}` } & Claim<V, O>)

type ClaimData<A extends AggregateName> = Extract<EventsOf<A>, { type: `${Capitalize<A>}Reserved` }>['data']

/** How one kind of claim is spelled; its events are `{Kind}Reserved` and `{Kind}Released`. */
export interface ClaimSpec<A extends AggregateName, V extends string, O extends string, H> {
  /** The fields of the claim's events naming the value and its owner. */
  value: V & keyof ClaimData<A>
  owner: O & keyof ClaimData<A>
  stream(value: string): string
  /** The value as its events record it (an account number in capitals); as given without it. */
  normalize?: (value: string) => string
  /** The refusal when another owner that exists holds the value. */
  taken(): DomainError
  holderStream(ownerId: number): string
  /** The owner's aggregate: an owner exists while its status is active (created, not deleted). */
  holderAggregate: Aggregate<H>
}

/**
 * One kind of claim (an email address, an account number, a category name) built from its
 * spelling: the stream's aggregate, its one decision (reserved by one owner at a time, released
 * only by it) and the ClaimStream that use cases reserve and release through.
 */
export function claimAggregate<
  A extends AggregateName,
  V extends string,
  O extends string,
  H extends { status: string },
>(name: A, spec: ClaimSpec<A, V, O, H>) {
  const kind = `${name[0]!.toUpperCase()}${name.slice(1)}` as Capitalize<A>
  const [reserved, released] = [`${kind}Reserved`, `${kind}Released`]
  const normalize = spec.normalize ?? ((value: string) => value)
  const ownerOf = (claim: Record<O, number>): number => claim[spec.owner]
  const event = (type: string, claim: Claim<V, O>) =>
    ({
      type,
      data: { [spec.value]: normalize(claim[spec.value]), [spec.owner]: ownerOf(claim) },
    }) as EventsOf<A>

  const aggregate: Aggregate<ClaimState> = defineAggregate<A, ClaimState>(
    name,
    { ownerId: null },
    (state, e) =>
      e.type === reserved
        ? { ownerId: ownerOf(e.data as Claim<V, O>) }
        : e.type === released
          ? { ownerId: null }
          : state,
  )
  const reserve = (claim: Claim<V, O>, state: ClaimState, holderExists: boolean): EventsOf<A>[] => {
    if (state.ownerId === ownerOf(claim)) return []
    if (state.ownerId !== null && holderExists) throw spec.taken()
    return [event(reserved, claim)]
  }
  const release = (claim: Claim<V, O>, state: ClaimState): EventsOf<A>[] =>
    state.ownerId === ownerOf(claim) ? [event(released, claim)] : []

  const decide: Decide<A, ClaimCommand<A, V, O>, ClaimState> = (command, state) =>
    'holderExists' in command ? reserve(command, state, command.holderExists) : release(command, state)
  const claims: ClaimStream<Claim<V, O>, ClaimState, H> = {
    stream: (claim) => spec.stream(claim[spec.value]),
    aggregate,
    holderStream: (state) => (state.ownerId === null ? null : spec.holderStream(state.ownerId)),
    holderAggregate: spec.holderAggregate,
    holderExists: (holder) => holder.status === 'active',
    reserve,
    release,
  }
  return { aggregate, decide, claims }
}
