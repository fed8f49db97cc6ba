import { type EventsOf, type StreamKind, streamOfEvent } from '@provender/events'
import type { Aggregate } from './commandHandler.ts'

export { assertNever, type EventsOf } from '@provender/events'

/** An aggregate's name is the kind of stream it folds (see `streamOfEvent` in events/). */
export type AggregateName = StreamKind

/**
 * An aggregate's one decision: a command (a union tagged by `type`, switched on to the end in
 * `assertNever`) on the state its stream folds to, with any facts read elsewhere, gives that
 * stream's events only, or throws a DomainError. Pure: it reads nothing itself.
 */
export type Decide<A extends AggregateName, C extends { type: string }, S, Facts extends unknown[] = []> = (
  command: C,
  state: S,
  ...facts: Facts
) => EventsOf<A>[]

/**
 * An aggregate whose `evolve` sees only its own stream's events, in a switch that ends in
 * `assertNever`; an event of another stream leaves the state as it is.
 */
export function defineAggregate<A extends AggregateName, S>(
  name: A,
  initial: S,
  evolve: (state: S, event: EventsOf<A>) => S,
): Aggregate<S> {
  return {
    initial,
    evolve: (state, event) =>
      streamOfEvent[event.type] === name ? evolve(state, event as EventsOf<A>) : state,
  }
}

/**
 * Several decisions on one stream in one append: each step decides on the state the previous
 * steps' events leave, and the events come back in order.
 */
export function inSequence<A extends AggregateName, S>(
  aggregate: Aggregate<S>,
  state: S,
  steps: ((state: S) => EventsOf<A>[])[],
): EventsOf<A>[] {
  const events: EventsOf<A>[] = []
  let current = state
  for (const step of steps) {
    const produced = step(current)
    current = produced.reduce(aggregate.evolve, current)
    events.push(...produced)
  }
  return events
}

/** `T` when it is the only event type of the stream `A`; a stream given a second type stops compiling. */
type OnlyTypeOf<A extends AggregateName, T> = [Exclude<EventsOf<A>['type'], T>] extends [never] ? T : never

/**
 * An aggregate of a setting's stream (a schedule, a preference, a tolerance): one event type,
 * each one stating the whole setting anew, so the state is the last one's, or `initial`.
 */
export function settingAggregate<A extends AggregateName, const T extends EventsOf<A>['type'], S>(
  name: A,
  type: OnlyTypeOf<A, T>,
  initial: S,
  stateOf: (data: Extract<EventsOf<A>, { type: T }>['data']) => S,
): Aggregate<S> {
  // The stream holds no other type (OnlyTypeOf): every event of it is the setting.
  const ofData = stateOf as (data: unknown) => S
  return defineAggregate(name, initial, (state, event) => (event.type === type ? ofData(event.data) : state))
}
