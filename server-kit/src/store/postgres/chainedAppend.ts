import {
  type AppendResult,
  type ExpectedRevision,
  eventCatalogue,
  type NewEvent,
  WrongExpectedRevisionError,
} from '@provender/events'
import { checkedEvent, checkedMetadata } from '../compiledChecks.ts'
import { eventHash } from './canonical.ts'
import { LOG_APPEND_LOCK } from './migrations.ts'
import { type Executor, query } from './query.ts'

/** Every append's INSERT notifies this channel with its rows; listening stores wake on it. */
export const NOTIFY_CHANNEL = 'event_log_appended'

function versionOf(type: keyof typeof eventCatalogue): number {
  return eventCatalogue[type].version
}

/** Validated before touching the database: a malformed event is never stored. */
export function checkNewEvents(events: NewEvent[]): void {
  for (const e of events) {
    checkedEvent(e.event.type, versionOf(e.event.type), e.event.data)
    checkedMetadata(e.metadata)
  }
}

export function expectationMet(expected: ExpectedRevision, actual: number): boolean {
  if (expected === 'any') return true
  if (expected === 'no_stream') return actual === -1
  if (expected === 'exists') return actual >= 0
  return expected === actual
}

/** A row on its way into event_log, hashed onto the one before it in its stream. */
export interface EventLogRow {
  event_id: string
  stream_id: string
  stream_revision: number
  type: string
  version: number
  data: unknown
  metadata: unknown
  occurred_at: string
  prev_hash: string | null
  hash: string
}

/** The rows of one append, chained from the stream's head (`actual`, `headHash`). */
export function chainedRows(
  streamId: string,
  actual: number,
  headHash: string | null,
  events: NewEvent[],
): EventLogRow[] {
  let prevHash = headHash
  return events.map((e, i) => {
    const revision = actual + 1 + i
    const version = versionOf(e.event.type)
    const hash = eventHash(prevHash, {
      streamId,
      revision,
      eventId: e.id,
      type: e.event.type,
      version,
      data: e.event.data,
      metadata: e.metadata,
    })
    const row: EventLogRow = {
      event_id: e.id,
      stream_id: streamId,
      stream_revision: revision,
      type: e.event.type,
      version,
      data: e.event.data,
      metadata: e.metadata,
      occurred_at: e.metadata.occurredAt,
      prev_hash: prevHash,
      hash,
    }
    prevHash = hash
    return row
  })
}

export interface InsertedRow {
  event_id: string
  position: string
  transaction_id: string
}

/**
 * One INSERT of rows of one or more streams, in the order given. It registers with the log's
 * lock before its transaction id exists (what lets readers trust their horizon), and the
 * wake-up notice commits with the rows. A stream revision or an event id already taken fails
 * the whole statement on its unique index: nothing of it is stored.
 */
export async function insertRows(db: Executor, rows: EventLogRow[]): Promise<InsertedRow[]> {
  return query<InsertedRow>(
    db,
    `with registered as (select pg_advisory_xact_lock_shared(${LOG_APPEND_LOCK})),
     inserted as (
       insert into event_log (event_id, stream_id, stream_revision, type, version, data, metadata, occurred_at, prev_hash, hash)
       select r.event_id, r.stream_id, r.stream_revision, r.type, r.version, r.data, r.metadata, r.occurred_at, r.prev_hash, r.hash
       from registered, jsonb_to_recordset($1::jsonb) as r(n integer, event_id uuid, stream_id text, stream_revision bigint,
            type text, version integer, data jsonb, metadata jsonb, occurred_at timestamptz, prev_hash text, hash text)
       order by r.n
       returning event_id, position, transaction_id
     )
     select event_id::text, position::text, transaction_id::text, pg_notify('${NOTIFY_CHANNEL}', '') is null as notified
     from inserted order by inserted.position`,
    [JSON.stringify(rows.map((row, n) => ({ n, ...row })))],
  )
}

/**
 * The append itself: a new stream takes one INSERT (its first event has no previous hash);
 * an existing one first reads its last revision and hash. Runs on the pool or inside a
 * transaction the caller owns (the store's own tests hold transactions open or roll them back);
 * there it must be the transaction's first write: the insert registers with the log's lock
 * before its transaction id exists, which is what lets readers trust their horizon.
 */
export async function appendWithin(
  db: Executor,
  streamId: string,
  expected: ExpectedRevision,
  events: NewEvent[],
): Promise<AppendResult> {
  let actual = -1
  let headHash: string | null = null
  if (expected !== 'no_stream') {
    const head = (await streamHeads(db, [streamId])).get(streamId)
    actual = head?.revision ?? -1
    headHash = head?.hash ?? null
    if (!expectationMet(expected, actual)) throw new WrongExpectedRevisionError(streamId, expected, actual)
  }
  // A stream revision already taken fails the insert on its unique index: a concurrent
  // writer got there first.
  const inserted = await insertRows(db, chainedRows(streamId, actual, headHash, events))
  const last = inserted[inserted.length - 1]!
  return {
    revision: actual + events.length,
    position: { transactionId: last.transaction_id, sequence: last.position },
    alreadyStored: false,
  }
}

export type StreamHeads = Map<string, { revision: number; hash: string }>

/** The last revision and hash of each stream that has events, in one statement. */
export async function streamHeads(db: Executor, streamIds: string[]): Promise<StreamHeads> {
  const rows = await query<{ stream_id: string; revision: number; hash: string }>(
    db,
    `select s.stream_id, h.revision, h.hash
     from unnest($1::text[]) as s(stream_id)
     join lateral (
       select stream_revision::int as revision, hash from event_log
       where event_log.stream_id = s.stream_id order by event_log.stream_revision desc limit 1
     ) h on true`,
    [streamIds],
  )
  return new Map(rows.map((r) => [r.stream_id, { revision: r.revision, hash: r.hash }]))
}
