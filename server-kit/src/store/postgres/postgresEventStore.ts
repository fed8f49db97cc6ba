import type { LogPosition } from '@provender/events'
import {
  type AppendResult,
  EventIdConflictError,
  type EventStore,
  type ExpectedRevision,
  eventCatalogue,
  type NewEvent,
  type ReadStreamOptions,
  type ReadStreamsOptions,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '@provender/events'
import type { Knex } from 'knex'
import type pg from 'pg'
import { checkedEvent, checkedMetadata } from '../compiledChecks.ts'
import { eventHash } from './canonical.ts'
import { LOG_APPEND_LOCK } from './migrations.ts'

const NOTIFY_CHANNEL = 'event_log_appended'
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

export interface EventRow {
  seq: string
  tx: string
  event_id: string
  stream_id: string
  revision: number
  type: string
  version: number
  data: unknown
  metadata: unknown
  recorded_at: Date
  prev_hash: string | null
  hash: string
}

type Executor = Knex | Knex.Transaction

/** Runs SQL with $n placeholders through knex (one connection pool for the whole process). */
async function query<R>(db: Executor, sql: string, bindings: unknown[] = []): Promise<R[]> {
  // knex binds with `?`; our SQL keeps PostgreSQL's $n for readability.
  const positional = sql.replace(/\$(\d+)/g, '?')
  const ordered = [...sql.matchAll(/\$(\d+)/g)].map((m) => bindings[Number(m[1]) - 1])
  const result = await db.raw(positional, ordered as Knex.RawBinding[])
  return (result as { rows: R[] }).rows
}

function versionOf(type: keyof typeof eventCatalogue): number {
  return eventCatalogue[type].version
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

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string }
  return e.code === '23505' && e.constraint === constraint
}

export interface PostgresEventStoreOptions {
  /** LISTEN/NOTIFY needs a connection of its own; embedded PGlite serves only one. */
  listen?: boolean
  /** Fallback wake-up interval, for commits made by other processes. */
  pollIntervalMs?: number
  /**
   * Group commit (default on): appends waiting at the same moment are written together, one
   * statement and one commit for all, instead of one commit each. Off, every append is written
   * on its own as soon as it is asked for.
   */
  groupCommit?: boolean
}

/**
 * Two identical appends raced, or this one is a retry: the loser answers like the winner did,
 * whether it met the winner's rows (unique event id), its new revision (unique stream
 * revision) or only a stale expectation.
 */
function mayBeStoredAlready(error: unknown): boolean {
  return (
    isUniqueViolation(error, 'event_log_stream_revision_unique') ||
    isUniqueViolation(error, 'event_log_event_id_unique') ||
    error instanceof WrongExpectedRevisionError
  )
}

export class PostgresEventStore implements EventStore {
  private readonly listeners = new Set<() => void>()
  private listenClient: pg.Client | null = null
  private pollTimer: NodeJS.Timeout | null = null
  private listenWanted = false
  private relistenTimer: NodeJS.Timeout | null = null
  /** Appends waiting for a group to take them. */
  private readonly waiting: PendingAppend[] = []
  /** Groups being written, and their streams: an append to one of these waits for its commit. */
  private groupsInFlight = 0
  private readonly streamsInFlight = new Set<string>()
  private groupsScheduled = false

  constructor(
    private readonly db: Knex,
    private readonly options: PostgresEventStoreOptions = {},
  ) {}

  async append(streamId: string, expected: ExpectedRevision, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append')
    // Validate before touching the database: a malformed event is never stored.
    for (const e of events) {
      checkedEvent(e.event.type, versionOf(e.event.type), e.event.data)
      checkedMetadata(e.metadata)
    }
    try {
      const result = await this.appendOnce(streamId, expected, events)
      this.wake()
      return result
    } catch (error) {
      const revisionTaken = isUniqueViolation(error, 'event_log_stream_revision_unique')
      if (mayBeStoredAlready(error)) {
        const stored = await storedAppend(this.db, events)
        if (stored) return stored
      }
      if (revisionTaken) {
        const actual = await currentRevision(this.db, streamId)
        throw new WrongExpectedRevisionError(streamId, expected, actual)
      }
      throw error
    }
  }

  /**
   * One statement for a new stream, two otherwise: no transaction of our own, since the insert
   * alone is atomic and the unique indexes settle every race. 'any' promises no revision, so
   * losing a race for one (to another process) only means trying again at the new end. A retry
   * of events already stored ends there on their unique event ids, which `append` answers.
   */
  private async appendOnce(
    streamId: string,
    expected: ExpectedRevision,
    events: NewEvent[],
  ): Promise<AppendResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return this.options.groupCommit === false
          ? await appendWithin(this.db, streamId, expected, events)
          : await this.appendInGroup(streamId, expected, events)
      } catch (error) {
        const lostRace =
          expected === 'any' &&
          attempt < ANY_ATTEMPTS &&
          isUniqueViolation(error, 'event_log_stream_revision_unique')
        if (!lostRace) throw error
      }
    }
  }

  /**
   * Group commit. Up to GROUPS_IN_FLIGHT groups are written at once, each on its own
   * connection; the appends that arrive meanwhile wait and go together in the next group.
   * Under load many appends share a commit (its fsync is most of an append's cost) and the
   * database works on several commits at a time; an append that finds the store idle is
   * written at the end of the event loop's turn it was asked in.
   */
  private appendInGroup(
    streamId: string,
    expected: ExpectedRevision,
    events: NewEvent[],
  ): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ streamId, expected, events, resolve, reject })
      this.scheduleGroups()
    })
  }

  /**
   * Groups are formed once the current turn of the event loop is over, not at the first append
   * of it: the writers that one commit wakes all ask again in the same turn (as do requests
   * read in one poll), and going out then, they share a group. Formed at once, the first of
   * them took a group of its own and the next ones the other free slots, each nearly alone,
   * while the rest waited behind them (`docs/decisions.md`).
   */
  private scheduleGroups(): void {
    if (this.groupsScheduled) return
    this.groupsScheduled = true
    setImmediate(() => {
      this.groupsScheduled = false
      this.writeWaitingGroups()
    })
  }

  private writeWaitingGroups(): void {
    while (this.groupsInFlight < GROUPS_IN_FLIGHT && this.waiting.length > 0) {
      const group = takeGroup(this.waiting, this.streamsInFlight, this.groupSize())
      // Everything waiting is for a stream being written: it goes once that commits.
      if (group.length === 0) return
      for (const append of group) this.streamsInFlight.add(append.streamId)
      this.groupsInFlight++
      // writeGroup settles each append itself; this is for the unforeseen, so none hangs.
      void writeGroup(this.db, group)
        .catch((error: unknown) => {
          for (const append of group) append.reject(error)
        })
        .finally(() => {
          for (const append of group) this.streamsInFlight.delete(append.streamId)
          this.groupsInFlight--
          // Not at once: the writers this commit answered have not asked again yet.
          this.scheduleGroups()
        })
    }
  }

  /**
   * How many appends the next group may take. When there are enough appends in the store
   * (waiting and being written) for two groups worth a statement each, a group takes half of
   * them: the other half is prepared and sent while the database writes this one, instead of
   * every writer waiting for one large group and the database for the next.
   */
  private groupSize(): number {
    const appends = this.waiting.length + this.streamsInFlight.size
    return appends >= 2 * GROUP_MIN_HALF ? Math.ceil(appends / 2) : GROUP_MAX_APPENDS
  }

  /**
   * Beside the group commit, not in it: appends across streams are rare (a claim and its owner's
   * creation), and one INSERT of all their rows is the one transaction that stores them together.
   * Like `append`, a retry, or a twin that raced it, is answered with what was stored.
   */
  async appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    checkStreamAppends(appends)
    try {
      const results = await appendManyOnce(this.db, appends)
      this.wake()
      return results
    } catch (error) {
      const revisionTaken = isUniqueViolation(error, 'event_log_stream_revision_unique')
      if (mayBeStoredAlready(error)) {
        const stored = await storedAppends(this.db, appends)
        if (stored) return stored
      }
      if (revisionTaken) throw await lostRaceRefusal(this.db, appends)
      throw error
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const rows = await query<EventRow>(
      this.db,
      `select ${EVENT_COLUMNS} from event_log
       where stream_id = $1 and ($2::bigint is null or stream_revision <= $2) and ($3::timestamptz is null or occurred_at <= $3)
       order by event_log.stream_revision`,
      [streamId, options.toRevision ?? null, options.until ?? null],
    )
    return rows.map(toRecorded)
  }

  async readStreams(
    streamIds: string[],
    options: ReadStreamsOptions = {},
  ): Promise<Map<string, RecordedEvent[]>> {
    const byStream = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]))
    if (streamIds.length === 0) return byStream
    const after = Object.fromEntries(options.afterRevision ?? [])
    const rows = await query<EventRow>(this.db, READ_STREAMS_SQL, [
      [...byStream.keys()],
      JSON.stringify(after),
    ])
    for (const row of rows) byStream.get(row.stream_id)?.push(toRecorded(row))
    return byStream
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    // The horizon first, in a statement of its own, so the read's snapshot is taken after it.
    const [horizon] = await query<{ xid: string }>(this.db, 'select event_log_horizon()::text as xid')
    const rows = await query<EventRow>(
      this.db,
      `select ${EVENT_COLUMNS} from event_log
       where (transaction_id, position) > ($1::text::xid8, $2::bigint)
         and transaction_id < $3::text::xid8
       order by event_log.transaction_id, event_log.position
       limit $4`,
      [after.transactionId, after.sequence, horizon!.xid, limit],
    )
    return rows.map(toRecorded)
  }

  async headPosition(): Promise<LogPosition | null> {
    const rows = await query<{ tx: string; seq: string }>(
      this.db,
      'select transaction_id::text as tx, position::text as seq from event_log order by transaction_id desc, position desc limit 1',
    )
    return rows[0] ? { transactionId: rows[0].tx, sequence: rows[0].seq } : null
  }

  async findEvent(eventId: string): Promise<RecordedEvent | null> {
    const rows = await query<EventRow>(
      this.db,
      `select ${EVENT_COLUMNS} from event_log where event_id = $1`,
      [eventId],
    )
    return rows[0] ? toRecorded(rows[0]) : null
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener)
    if (this.listeners.size === 1) void this.startWakeUps()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) void this.stopWakeUps()
    }
  }

  async close(): Promise<void> {
    this.listeners.clear()
    await this.stopWakeUps()
  }

  private wake(): void {
    for (const listener of this.listeners) listener()
  }

  private async startWakeUps(): Promise<void> {
    this.pollTimer = setInterval(() => this.wake(), this.options.pollIntervalMs ?? 1000)
    this.pollTimer.unref()
    if (!this.options.listen) return
    this.listenWanted = true
    await this.listenOnce(0)
  }

  /**
   * Takes a connection for LISTEN. A lost one (a database restart, a terminated backend) is
   * replaced with backoff, so readers go back to waking on commit instead of on the poll.
   */
  private async listenOnce(attempt: number): Promise<void> {
    if (!this.listenWanted) return
    let client: pg.Client | null = null
    try {
      client = (await this.db.client.acquireConnection()) as pg.Client
      const taken = client
      const lost = () => this.listenerLost(taken)
      client.on('notification', this.wakeFromNotification)
      client.once('error', lost)
      client.once('end', lost)
      await client.query(`listen ${NOTIFY_CHANNEL}`)
      if (!this.listenWanted) {
        await this.releaseListener(client)
        return
      }
      this.listenClient = client
      // Whatever committed while nobody listened is read now, not at the next poll.
      if (attempt > 0) this.wake()
    } catch {
      if (client) await this.releaseListener(client)
      this.listenAgainLater(attempt + 1)
    }
  }

  private readonly wakeFromNotification = () => this.wake()

  private listenerLost(client: pg.Client): void {
    if (this.listenClient !== client) return
    this.listenClient = null
    void this.releaseListener(client)
    this.wake()
    this.listenAgainLater(1)
  }

  private listenAgainLater(attempt: number): void {
    if (!this.listenWanted || this.relistenTimer) return
    const delayMs = Math.min(50 * 2 ** attempt, 5000)
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = null
      void this.listenOnce(attempt)
    }, delayMs)
    this.relistenTimer.unref()
  }

  /** Back to the pool, which discards a broken connection instead of lending it again. */
  private async releaseListener(client: pg.Client): Promise<void> {
    client.removeListener('notification', this.wakeFromNotification)
    await this.db.client.releaseConnection(client).catch(() => undefined)
  }

  private async stopWakeUps(): Promise<void> {
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.pollTimer = null
    this.listenWanted = false
    if (this.relistenTimer) clearTimeout(this.relistenTimer)
    this.relistenTimer = null
    const client = this.listenClient
    this.listenClient = null
    if (client) {
      await client.query(`unlisten ${NOTIFY_CHANNEL}`).catch(() => undefined)
      await this.releaseListener(client)
    }
  }
}

async function currentRevision(db: Executor, streamId: string): Promise<number> {
  const rows = await query<{ revision: number | null }>(
    db,
    'select max(stream_revision)::int as revision from event_log where stream_id = $1',
    [streamId],
  )
  return rows[0]?.revision ?? -1
}

/** When every event id is already stored (in order, in one stream), the earlier append's result. */
async function storedAppend(db: Executor, events: NewEvent[]): Promise<AppendResult | null> {
  const ids = events.map((e) => e.id)
  const rows = await query<EventRow>(
    db,
    `select ${EVENT_COLUMNS} from event_log where event_id = any($1::uuid[]) order by event_log.transaction_id, event_log.position`,
    [ids],
  )
  if (rows.length === 0) return null
  if (rows.length !== ids.length) throw new EventIdConflictError(rows.map((r) => r.event_id))
  const last = rows[rows.length - 1]!
  return {
    revision: last.revision,
    position: { transactionId: last.tx, sequence: last.seq },
    alreadyStored: true,
  }
}

function expectationMet(expected: ExpectedRevision, actual: number): boolean {
  if (expected === 'any') return true
  if (expected === 'no_stream') return actual === -1
  if (expected === 'exists') return actual >= 0
  return expected === actual
}

/** A row on its way into event_log, hashed onto the one before it in its stream. */
interface EventLogRow {
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
function chainedRows(
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

interface InsertedRow {
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
async function insertRows(db: Executor, rows: EventLogRow[]): Promise<InsertedRow[]> {
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

/** The last revision and hash of each stream that has events, in one statement. */
async function streamHeads(
  db: Executor,
  streamIds: string[],
): Promise<Map<string, { revision: number; hash: string }>> {
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

/** Each stream named once, with events, and every event well formed: checked before the database. */
function checkStreamAppends(appends: StreamAppend[]): void {
  if (appends.length === 0) throw new Error('Nothing to append')
  const named = new Set<string>()
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`)
    if (named.has(streamId)) throw new Error(`Stream ${streamId} is named twice in one append`)
    named.add(streamId)
    for (const e of events) {
      checkedEvent(e.event.type, versionOf(e.event.type), e.event.data)
      checkedMetadata(e.metadata)
    }
  }
}

/** Tried again, as `append` does, while a stream with 'any' loses its revision to other writers. */
async function appendManyOnce(db: Executor, appends: StreamAppend[]): Promise<AppendResult[]> {
  const unpinned = appends.some((a) => a.expected === 'any')
  for (let attempt = 1; ; attempt++) {
    try {
      return await appendManyWithin(db, appends)
    } catch (error) {
      const lostRace =
        unpinned && attempt < ANY_ATTEMPTS && isUniqueViolation(error, 'event_log_stream_revision_unique')
      if (!lostRace) throw error
    }
  }
}

/**
 * An append across streams: one head read for the streams that may already exist, then one
 * INSERT of every stream's rows, each chained onto its own stream's head (the hash chain stays
 * per stream). The INSERT is one transaction: a revision or an event id already taken fails it
 * whole, so nothing of any stream is stored. Like `appendWithin`, it may run inside a
 * transaction the caller owns, as that transaction's first write.
 */
export async function appendManyWithin(db: Executor, appends: StreamAppend[]): Promise<AppendResult[]> {
  const mayExist = appends.filter((a) => a.expected !== 'no_stream').map((a) => a.streamId)
  const heads =
    mayExist.length > 0
      ? await streamHeads(db, mayExist)
      : new Map<string, { revision: number; hash: string }>()
  const chained = appends.map(({ streamId, expected, events }) => {
    const head = heads.get(streamId)
    const actual = head?.revision ?? -1
    if (!expectationMet(expected, actual)) throw new WrongExpectedRevisionError(streamId, expected, actual)
    return { actual, rows: chainedRows(streamId, actual, head?.hash ?? null, events) }
  })
  const inserted = await insertRows(
    db,
    chained.flatMap((c) => c.rows),
  )
  const positionOf = new Map(inserted.map((r) => [r.event_id, r]))
  return chained.map(({ actual, rows }) => {
    const last = positionOf.get(rows[rows.length - 1]!.event_id.toLowerCase())!
    return {
      revision: actual + rows.length,
      position: { transactionId: last.transaction_id, sequence: last.position },
      alreadyStored: false,
    }
  })
}

/** When every event id of an append across streams is already stored, that append's results. */
async function storedAppends(db: Executor, appends: StreamAppend[]): Promise<AppendResult[] | null> {
  const ids = appends.flatMap((a) => a.events.map((e) => e.id))
  const rows = await query<{ event_id: string; revision: number; seq: string; tx: string }>(
    db,
    `select event_id::text, stream_revision::int as revision, position::text as seq, transaction_id::text as tx
     from event_log where event_id = any($1::uuid[])`,
    [ids],
  )
  if (rows.length === 0) return null
  if (rows.length !== ids.length) throw new EventIdConflictError(rows.map((r) => r.event_id))
  const byId = new Map(rows.map((r) => [r.event_id, r]))
  return appends.map(({ events }) => {
    const last = byId.get(events[events.length - 1]!.id.toLowerCase())!
    return {
      revision: last.revision,
      position: { transactionId: last.tx, sequence: last.seq },
      alreadyStored: true,
    }
  })
}

/** A stream whose revision was taken meanwhile, named as the refusal a caller decides again on. */
async function lostRaceRefusal(db: Executor, appends: StreamAppend[]): Promise<WrongExpectedRevisionError> {
  const heads = await streamHeads(
    db,
    appends.map((a) => a.streamId),
  )
  const actualOf = (a: StreamAppend) => heads.get(a.streamId)?.revision ?? -1
  const moved = appends.find((a) => !expectationMet(a.expected, actualOf(a))) ?? appends[0]!
  return new WrongExpectedRevisionError(moved.streamId, moved.expected, actualOf(moved))
}

/** An append waiting for the next group commit, and how to answer its caller. */
interface PendingAppend {
  streamId: string
  expected: ExpectedRevision
  events: NewEvent[]
  resolve: (result: AppendResult) => void
  reject: (error: unknown) => void
}

/** How often an append with 'any' tries again after other writers took the revision it chose. */
const ANY_ATTEMPTS = 20

/** A group stays one statement of bounded size; more waiting appends go in the next one. */
const GROUP_MAX_APPENDS = 200
const GROUP_MAX_EVENTS = 2000
/**
 * The smallest half worth a group of its own: a statement costs about as much as 10 rows before
 * its first row (0.66 ms for 1 row, 1.43 ms for 16, 3.92 ms for 64 here), so below this a
 * half pays that cost again for little.
 */
const GROUP_MIN_HALF = 16
/**
 * Groups written at the same time. Two keep the database busy while the next group is being
 * prepared and sent; more mostly add connections, and the pool (10) also serves the reads.
 */
const GROUPS_IN_FLIGHT = 3

/**
 * The next group, taken off the front of the queue in order: at most one append per stream,
 * and none to a stream still being written by a group in flight (a later append to a stream
 * waits for the one before it, so it is decided on the head that one left, exactly as if the
 * two had been sent one after the other).
 */
function takeGroup(
  queue: PendingAppend[],
  streamsInFlight: ReadonlySet<string>,
  most: number,
): PendingAppend[] {
  const group: PendingAppend[] = []
  const streamsTaken = new Set<string>()
  let events = 0
  for (let i = 0; i < queue.length; ) {
    const next = queue[i]!
    const full =
      group.length >= Math.min(most, GROUP_MAX_APPENDS) ||
      (group.length > 0 && events + next.events.length > GROUP_MAX_EVENTS)
    if (full) break
    if (streamsTaken.has(next.streamId) || streamsInFlight.has(next.streamId)) {
      // Later appends to the same stream keep their order behind it.
      streamsTaken.add(next.streamId)
      i++
      continue
    }
    streamsTaken.add(next.streamId)
    events += next.events.length
    group.push(next)
    queue.splice(i, 1)
  }
  return group
}

/**
 * Writes a group of appends to different streams with one head read (only when some stream
 * may already exist) and one INSERT, so one commit serves them all. Each append is checked
 * against its stream's head on its own: a stale expectation fails that append alone. When the
 * INSERT fails (a concurrent writer took a revision, an event id is already stored), nothing
 * of it was stored, and every append of the group is written again on its own, so only the
 * one in conflict fails, with the error it would have met alone. Settles every append; never throws.
 */
async function writeGroup(db: Executor, group: PendingAppend[]): Promise<void> {
  const alone = (a: PendingAppend) =>
    appendWithin(db, a.streamId, a.expected, a.events).then(a.resolve, a.reject)
  if (group.length === 1) return alone(group[0]!)
  let heads: Map<string, { revision: number; hash: string }>
  try {
    const existing = group.filter((a) => a.expected !== 'no_stream').map((a) => a.streamId)
    heads = existing.length > 0 ? await streamHeads(db, existing) : new Map()
  } catch (error) {
    for (const a of group) a.reject(error)
    return
  }
  const writing: { append: PendingAppend; actual: number; rows: EventLogRow[] }[] = []
  for (const append of group) {
    const head = heads.get(append.streamId)
    const actual = head?.revision ?? -1
    if (!expectationMet(append.expected, actual)) {
      append.reject(new WrongExpectedRevisionError(append.streamId, append.expected, actual))
      continue
    }
    writing.push({
      append,
      actual,
      rows: chainedRows(append.streamId, actual, head?.hash ?? null, append.events),
    })
  }
  if (writing.length === 0) return
  if (writing.length === 1) return alone(writing[0]!.append)
  let inserted: InsertedRow[]
  try {
    inserted = await insertRows(
      db,
      writing.flatMap((w) => w.rows),
    )
  } catch {
    await Promise.all(writing.map((w) => alone(w.append)))
    return
  }
  const positionOf = new Map(inserted.map((r) => [r.event_id, r]))
  for (const { append, actual, rows } of writing) {
    const last = positionOf.get(rows[rows.length - 1]!.event_id.toLowerCase())!
    append.resolve({
      revision: actual + rows.length,
      position: { transactionId: last.transaction_id, sequence: last.position },
      alreadyStored: false,
    })
  }
}
