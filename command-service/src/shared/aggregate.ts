import { type EventsOf, type StreamKind, streamOfEvent } from '@provender/events'
import type { Aggregate } from './commandHandler.ts'

export { assertNever, type EventsOf } from '@provender/events'

/** An aggregate's name is the kind of stream it folds (see `streamOfEvent` in events/). */
export type AggregateName = StreamKind

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
