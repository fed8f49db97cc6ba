import type { EventMetadata } from '../catalogue/envelope.ts'
import type { DomainEvent } from '../catalogue/events.ts'
import type { LogPosition } from '../catalogue/position.ts'

/** An event on its way in: the domain event plus its envelope. */
export interface NewEvent {
  id: string
  event: DomainEvent
  metadata: EventMetadata
}

/** An event as stored, with where it sits in its stream and in the global log. */
export interface RecordedEvent {
  id: string
  streamId: string
  revision: number
  position: LogPosition
  type: DomainEvent['type']
  version: number
  event: DomainEvent
  metadata: EventMetadata
  recordedAt: Date
  hash: string
  prevHash: string | null
}

/**
 * The revision an append was decided on: a number (0-based revision of the last event
 * seen), 'no_stream' (must be new), 'exists' (must have events) or 'any' (appends at the
 * stream's end, whatever it is: never refused for a revision, even when appends race).
 */
export type ExpectedRevision = number | 'no_stream' | 'exists' | 'any'

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  revision: number
  /** Log position of the last event of this append. */
  position: LogPosition
  /** True when every event id was already stored: a retried append, answered as before. */
  alreadyStored: boolean
}

/** One stream's part of an append across several streams (`appendMany`). */
export interface StreamAppend {
  streamId: string
  expected: ExpectedRevision
  events: NewEvent[]
}

export interface ReadStreamOptions {
  /** Up to and including this revision. */
  toRevision?: number
  /** Only events that occurred at or before this moment. */
  until?: Date
}

export interface ReadStreamsOptions {
  /**
   * For the streams named here, only their events after this revision: a caller that keeps
   * the state folded from the earlier ones reads just what is new (often nothing).
   */
  afterRevision?: ReadonlyMap<string, number>
}

export interface EventStore {
  append(streamId: string, expected: ExpectedRevision, events: NewEvent[]): Promise<AppendResult>
  /**
   * Appends to several streams at once, all or nothing: one owner's claim on a value (an email
   * address's stream) and the owner's creation land together, so no crash leaves one without the
   * other. Each stream, named once, is checked at its own expected revision; when one is refused
   * (WrongExpectedRevisionError naming it) nothing of any stream is stored. Answers each stream's
   * result in the order given; the events go into the log in that order too. Retried with the same
   * event ids, it answers as before (`alreadyStored`), like `append`.
   */
  appendMany(appends: StreamAppend[]): Promise<AppendResult[]>
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>
  /**
   * Several whole streams in one read, for a decision that needs them all; each id maps to
   * its events in revision order (an empty list for a stream with none).
   */
  readStreams(streamIds: string[], options?: ReadStreamsOptions): Promise<Map<string, RecordedEvent[]>>
  /** Events after `after`, in commit-safe order: never past an event still uncommitted. */
  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]>
  /** Calls `listener` when new events may have committed; returns the unsubscribe. */
  onAppended(listener: () => void): () => void
  /**
   * The last committed event's position in log order, or null for an empty log. Readers
   * that must be fully caught up (start-up, rebuild) wait until they have passed it.
   */
  headPosition(): Promise<LogPosition | null>
  /** Finds which stream holds an event id, if any (for idempotent commands). */
  findEvent(eventId: string): Promise<RecordedEvent | null>
  close(): Promise<void>
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at revision ${actual}, expected ${String(expected)}`)
    this.name = 'WrongExpectedRevisionError'
  }
}

/** Some, but not all, of the event ids of an append are already stored. */
export class EventIdConflictError extends Error {
  constructor(readonly eventIds: string[]) {
    super(`Event ids already stored: ${eventIds.join(', ')}`)
    this.name = 'EventIdConflictError'
  }
}
