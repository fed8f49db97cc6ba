import {
  type AppendResult,
  EventIdConflictError,
  type ExpectedRevision,
  type NewEvent,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '@provender/events'
import { expectationMet, streamHeads } from './chainedAppend.ts'
import { type Executor, isUniqueViolation, query, STREAM_REVISION_UNIQUE } from './query.ts'

/** How often an append with 'any' tries again after other writers took the revision it chose. */
export const ANY_ATTEMPTS = 20

/**
 * Two identical appends raced, or this one is a retry: the loser answers like the winner did,
 * whether it met the winner's rows (unique event id), its new revision (unique stream
 * revision) or only a stale expectation.
 */
export function mayBeStoredAlready(error: unknown): boolean {
  return (
    isUniqueViolation(error, STREAM_REVISION_UNIQUE) ||
    isUniqueViolation(error, 'event_log_event_id_unique') ||
    error instanceof WrongExpectedRevisionError
  )
}

/**
 * What a failed append answers: the earlier append's result when its events are all stored
 * already (`storedAlready`), the refusal its caller decides again on when another writer took
 * its revision meanwhile (`refusal`), else the error itself.
 */
export async function answerFailedAppend<R>(
  error: unknown,
  storedAlready: () => Promise<R | null>,
  refusal: () => Promise<WrongExpectedRevisionError>,
): Promise<R> {
  const revisionTaken = isUniqueViolation(error, STREAM_REVISION_UNIQUE)
  if (mayBeStoredAlready(error)) {
    const stored = await storedAlready()
    if (stored) return stored
  }
  if (revisionTaken) throw await refusal()
  throw error
}

/** When every event id is already stored (in order, in one stream), the earlier append's result. */
export async function storedAppend(db: Executor, events: NewEvent[]): Promise<AppendResult | null> {
  const rows = await storedEvents(
    db,
    events.map((e) => e.id),
  )
  return rows && storedResult(rows[rows.length - 1]!)
}

/** A stream whose revision was taken meanwhile, refused at the revision it has now. */
export async function staleRevisionRefusal(
  db: Executor,
  streamId: string,
  expected: ExpectedRevision,
): Promise<WrongExpectedRevisionError> {
  const rows = await query<{ revision: number | null }>(
    db,
    'select max(stream_revision)::int as revision from event_log where stream_id = $1',
    [streamId],
  )
  return new WrongExpectedRevisionError(streamId, expected, rows[0]?.revision ?? -1)
}

/** When every event id of an append across streams is already stored, that append's results. */
export async function storedAppends(db: Executor, appends: StreamAppend[]): Promise<AppendResult[] | null> {
  const rows = await storedEvents(
    db,
    appends.flatMap((a) => a.events.map((e) => e.id)),
  )
  if (!rows) return null
  const byId = new Map(rows.map((r) => [r.event_id, r]))
  return appends.map(({ events }) => storedResult(byId.get(events[events.length - 1]!.id.toLowerCase())!))
}

interface StoredEvent {
  event_id: string
  revision: number
  seq: string
  tx: string
}

/**
 * The stored events among `ids`, in log order: none (null) or all of them. Only some means
 * these ids were reused for other events, which no retry can be answered with.
 */
async function storedEvents(db: Executor, ids: string[]): Promise<StoredEvent[] | null> {
  const rows = await query<StoredEvent>(
    db,
    `select event_id::text, stream_revision::int as revision, position::text as seq, transaction_id::text as tx
     from event_log where event_id = any($1::uuid[]) order by event_log.transaction_id, event_log.position`,
    [ids],
  )
  if (rows.length === 0) return null
  if (rows.length !== ids.length) throw new EventIdConflictError(rows.map((r) => r.event_id))
  return rows
}

function storedResult(last: StoredEvent): AppendResult {
  return {
    revision: last.revision,
    position: { transactionId: last.tx, sequence: last.seq },
    alreadyStored: true,
  }
}

/** A stream whose revision was taken meanwhile, named as the refusal a caller decides again on. */
export async function lostRaceRefusal(
  db: Executor,
  appends: StreamAppend[],
): Promise<WrongExpectedRevisionError> {
  const heads = await streamHeads(
    db,
    appends.map((a) => a.streamId),
  )
  const actualOf = (a: StreamAppend) => heads.get(a.streamId)?.revision ?? -1
  const moved = appends.find((a) => !expectationMet(a.expected, actualOf(a))) ?? appends[0]!
  return new WrongExpectedRevisionError(moved.streamId, moved.expected, actualOf(moved))
}
