import type { LogPosition, ReadStreamOptions, ReadStreamsOptions, RecordedEvent } from '@provender/events'
import { checkedEvent, checkedMetadata } from '../compiledChecks.ts'
import { type Executor, query } from './query.ts'

// Text aliases differ from the column names: ORDER BY must sort the bigint/xid8 columns.
/** The columns of a stored event, as `toRecorded` reads them. */
export const EVENT_COLUMNS = `position::text as seq, transaction_id::text as tx, event_id, stream_id, stream_revision::int as revision,
  type, version, data, metadata, recorded_at, prev_hash, hash`

/**
 * Several streams' events, each after a revision of its own: one probe of the unique
 * (stream_id, stream_revision) index per stream, whatever the planner's statistics say.
 * `stream_id in (select …)` or `= any(…)` over many ids is planned as a scan of the whole
 * log while the table has never been analyzed (a fresh load, a restore, autovacuum off):
 * 0.5 to 4 s a statement, on the path of every order.
 */
export const READ_STREAMS_SQL = `select e.* from unnest($1::text[]) with ordinality as wanted(id, n)
  cross join lateral (
    select ${EVENT_COLUMNS} from event_log
    where stream_id = wanted.id and stream_revision > coalesce(($2::jsonb ->> wanted.id)::bigint, -1)
    order by stream_revision -- also keeps the planner from flattening this into a join over the whole log
  ) e
  order by wanted.n, e.revision`

/** What every read of a stored event takes, whether it decodes the row or only checks its chain. */
export interface StoredEventColumns {
  seq: string
  event_id: string
  stream_id: string
  revision: number
  type: string
  version: number
  data: unknown
  metadata: unknown
  prev_hash: string | null
  hash: string
}

export interface EventRow extends StoredEventColumns {
  tx: string
  recorded_at: Date
}

export function toRecorded(row: EventRow): RecordedEvent {
  const event = checkedEvent(row.type, row.version, row.data)
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: { transactionId: row.tx, sequence: row.seq },
    type: event.type,
    version: row.version,
    event,
    metadata: checkedMetadata(row.metadata),
    recordedAt: row.recorded_at,
    hash: row.hash,
    prevHash: row.prev_hash,
  }
}

export async function readStream(
  db: Executor,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const rows = await query<EventRow>(
    db,
    `select ${EVENT_COLUMNS} from event_log
     where stream_id = $1 and ($2::bigint is null or stream_revision <= $2) and ($3::timestamptz is null or occurred_at <= $3)
     order by event_log.stream_revision`,
    [streamId, options.toRevision ?? null, options.until ?? null],
  )
  return rows.map(toRecorded)
}

export async function readStreams(
  db: Executor,
  streamIds: string[],
  options: ReadStreamsOptions = {},
): Promise<Map<string, RecordedEvent[]>> {
  const byStream = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]))
  if (streamIds.length === 0) return byStream
  const after = Object.fromEntries(options.afterRevision ?? [])
  const rows = await query<EventRow>(db, READ_STREAMS_SQL, [[...byStream.keys()], JSON.stringify(after)])
  for (const row of rows) byStream.get(row.stream_id)?.push(toRecorded(row))
  return byStream
}

export async function readAll(db: Executor, after: LogPosition, limit: number): Promise<RecordedEvent[]> {
  // The horizon first, in a statement of its own, so the read's snapshot is taken after it.
  const [horizon] = await query<{ xid: string }>(db, 'select event_log_horizon()::text as xid')
  const rows = await query<EventRow>(
    db,
    `select ${EVENT_COLUMNS} from event_log
     where (transaction_id, position) > ($1::text::xid8, $2::bigint)
       and transaction_id < $3::text::xid8
     order by event_log.transaction_id, event_log.position
     limit $4`,
    [after.transactionId, after.sequence, horizon!.xid, limit],
  )
  return rows.map(toRecorded)
}

export async function headPosition(db: Executor): Promise<LogPosition | null> {
  const rows = await query<{ tx: string; seq: string }>(
    db,
    'select transaction_id::text as tx, position::text as seq from event_log order by transaction_id desc, position desc limit 1',
  )
  return rows[0] ? { transactionId: rows[0].tx, sequence: rows[0].seq } : null
}

export async function findEvent(db: Executor, eventId: string): Promise<RecordedEvent | null> {
  const rows = await query<EventRow>(db, `select ${EVENT_COLUMNS} from event_log where event_id = $1`, [
    eventId,
  ])
  return rows[0] ? toRecorded(rows[0]) : null
}
