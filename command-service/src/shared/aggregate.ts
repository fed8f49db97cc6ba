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
