import { type EventStore, LOG_START, type LogPosition } from '@provender/events'

/** A store on a log of its own, and how to release both once the suite is done with them. */
export interface OpenedEventStore {
  store: EventStore
  close(): Promise<void>
}

/**
 * Opens a store on a log nothing else writes to. The suite opens one for most of its tests and a
 * second one, expected to start empty, for what only an empty log can show.
 */
export type OpenEventStore = () => Promise<OpenedEventStore>

/**
 * The suite's shared store as its topics' tests use it: the topics are described before the
 * suite's beforeAll opens the store, so this forwards each call to the store opened by then.
 */
export function forwardingTo(opened: () => EventStore): EventStore {
  return {
    append: (streamId, expected, events) => opened().append(streamId, expected, events),
    appendMany: (appends) => opened().appendMany(appends),
    readStream: (streamId, options) => opened().readStream(streamId, options),
    readStreams: (streamIds, options) => opened().readStreams(streamIds, options),
    readAll: (after, limit) => opened().readAll(after, limit),
    onAppended: (listener) => opened().onAppended(listener),
    headPosition: () => opened().headPosition(),
    findEvent: (eventId) => opened().findEvent(eventId),
    close: () => opened().close(),
  }
}

/** Where the log ends now; tests run one at a time, so what follows is theirs. */
export async function logEndOf(store: EventStore): Promise<LogPosition> {
  return (await store.headPosition()) ?? LOG_START
}
