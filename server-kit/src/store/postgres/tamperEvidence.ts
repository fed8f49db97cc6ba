import { createHash, randomUUID } from 'node:crypto'
import {
  type EventData,
  type EventStore,
  parseEvent,
  streams,
  WrongExpectedRevisionError,
} from '@provender/events'
import type { Knex } from 'knex'
import { eventHash } from './canonical.ts'

/**
 * Tamper evidence for the PostgreSQL log. Each event's hash covers its content, its stream
 * revision and the previous event's hash, so an edit, a deletion or a reordering inside a
 * stream breaks the chain at that point. A stream's last events can be cut off without
 * breaking anything, so `sealLog` appends to `log-seal` the heads that moved since the
 * previous seal, and `verifyLog` checks that every sealed head is still there.
 */

type SealedHead = EventData<'LogSealed'>['heads'][number]

export interface BrokenLink {
  streamId: string
  /** The first revision whose link does not hold (or the sealed revision that is gone). */
  revision: number
  /** Global log position of the offending row, when it still exists. */
  position: string | null
  reason: string
}

export interface VerifyReport {
  intact: boolean
  eventsChecked: number
  streamsChecked: number
  sealsChecked: number
  /** The last seal's time and digest, so an operator can compare it with a copy kept elsewhere. */
  lastSeal: { revision: number; sealedAt: string; digest: string } | null
  broken: BrokenLink[]
}

interface RawRow {
  seq: string
  event_id: string
  stream_id: string
  revision: number
  type: string
  version: number
  data: unknown
  metadata: unknown
  occurred_at: Date
  prev_hash: string | null
  hash: string
}

const PAGE = 2000

/** Every row in (stream, revision) order, page by page, without parsing: a tampered row may not parse. */
async function* rawRows(knex: Knex): AsyncGenerator<RawRow> {
  let after: [string, number] | null = null
  for (;;) {
    const result: { rows: RawRow[] } = await knex.raw(
      `select position::text as seq, event_id::text, stream_id, stream_revision::int as revision, type, version,
              data, metadata, occurred_at, prev_hash, hash
       from event_log
       ${after ? 'where (stream_id, stream_revision) > (?, ?)' : ''}
       order by stream_id, stream_revision
       limit ${PAGE}`,
      after ?? [],
    )
    for (const row of result.rows) yield row
    if (result.rows.length < PAGE) return
    const last = result.rows.at(-1)!
    after = [last.stream_id, last.revision]
  }
}

function occurredAtOf(metadata: unknown): string | null {
  const value = (metadata as { occurredAt?: unknown } | null)?.occurredAt
  return typeof value === 'string' ? value : null
}

/** The digest of a set of heads: SHA-256 over their lines sorted by stream. */
export function headsDigest(heads: Iterable<SealedHead>): string {
  const lines = [...heads]
    .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0))
    .map((h) => `${h.streamId}\n${h.revision}\n${h.hash}\n`)
  const hash = createHash('sha256')
  for (const line of lines) hash.update(line)
  return hash.digest('hex')
}

interface StreamCheck {
  streamId: string
  next: number
  prevHash: string | null
  broken: BrokenLink | null
  /** revision -> hash of the links that held, to check the seals against. */
  hashes: Map<number, string>
}

/** Why this row breaks its stream's chain (and at which revision), or null when its link holds. */
function linkProblem(stream: StreamCheck, row: RawRow): { revision: number; reason: string } | null {
  if (row.revision !== stream.next) {
    const reason =
      row.revision > stream.next
        ? `revision ${stream.next} is missing (an event was deleted)`
        : `revision ${row.revision} is out of order`
    return { revision: stream.next, reason }
  }
  const at = (reason: string) => ({ revision: row.revision, reason })
  if (row.prev_hash !== stream.prevHash) return at('its previous-hash does not match the event before it')
  const expected = eventHash(stream.prevHash, {
    streamId: row.stream_id,
    revision: row.revision,
    eventId: row.event_id,
    type: row.type,
    version: row.version,
    data: row.data,
    metadata: row.metadata,
  })
  if (expected !== row.hash) return at('its content does not match its hash (the event was changed)')
  const hashedTime = occurredAtOf(row.metadata)
  if (!hashedTime || new Date(hashedTime).getTime() !== row.occurred_at.getTime()) {
    return at('its occurred_at column differs from the time in its hashed metadata')
  }
  return null
}

function checkRow(stream: StreamCheck, row: RawRow): void {
  if (stream.broken) return
  const problem = linkProblem(stream, row)
  if (problem) {
    stream.broken = { streamId: row.stream_id, position: row.seq, ...problem }
    return
  }
  stream.hashes.set(row.revision, row.hash)
  stream.prevHash = row.hash
  stream.next++
}

/**
 * Recomputes every stream's chain and checks it against the seals. Reports the first broken
 * link of each damaged stream, and the number of events checked.
 */
export async function verifyLog(knex: Knex): Promise<VerifyReport> {
  const broken: BrokenLink[] = []
  const checked = new Map<string, StreamCheck>()
  let eventsChecked = 0
  let current = null as StreamCheck | null
  const seals: RawRow[] = []
  for await (const row of rawRows(knex)) {
    eventsChecked++
    if (current?.streamId !== row.stream_id) {
      if (current?.broken) broken.push(current.broken)
      current = { streamId: row.stream_id, next: 0, prevHash: null, broken: null, hashes: new Map() }
      checked.set(row.stream_id, current)
    }
    checkRow(current, row)
    if (row.stream_id === streams.logSeal() && !current.broken) seals.push(row)
  }
  if (current?.broken) broken.push(current.broken)

  // Every head any seal anchored must still be there, with the hash it had (not only the
  // latest per stream: a stream cut and then written again past its old head is caught too).
  const sealed = new Map<string, SealedHead>()
  const anchored: SealedHead[] = []
  let lastSeal: VerifyReport['lastSeal'] = null
  for (const sealRow of seals) {
    let data: EventData<'LogSealed'>
    try {
      const event = parseEvent(sealRow.type, sealRow.version, sealRow.data)
      if (event.type !== 'LogSealed') throw new Error('not a seal')
      data = event.data
    } catch {
      broken.push({
        streamId: sealRow.stream_id,
        revision: sealRow.revision,
        position: sealRow.seq,
        reason: 'the seal cannot be read',
      })
      break
    }
    for (const head of data.heads) {
      sealed.set(head.streamId, head)
      anchored.push(head)
    }
    if (headsDigest(sealed.values()) !== data.digest) {
      broken.push({
        streamId: sealRow.stream_id,
        revision: sealRow.revision,
        position: sealRow.seq,
        reason: 'the seal digest does not match its heads',
      })
      break
    }
    lastSeal = {
      revision: sealRow.revision,
      sealedAt: occurredAtOf(sealRow.metadata) ?? '',
      digest: data.digest,
    }
  }
  for (const head of anchored) {
    const stream = checked.get(head.streamId)
    if (stream?.broken && stream.broken.revision <= head.revision) continue
    const hash = stream?.hashes.get(head.revision)
    if (hash === head.hash) continue
    const reason =
      hash === undefined
        ? `sealed revision ${head.revision} is gone (the stream was cut short)`
        : `sealed revision ${head.revision} has a different hash than when sealed`
    const link = { streamId: head.streamId, revision: head.revision, position: null, reason }
    // One report per stream: its earliest broken point.
    const already = broken.findIndex((b) => b.streamId === head.streamId)
    if (already < 0) broken.push(link)
    else if (broken[already]!.revision > head.revision) broken.splice(already, 1, link)
  }
  broken.sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0))
  return {
    intact: broken.length === 0,
    eventsChecked,
    streamsChecked: checked.size,
    sealsChecked: seals.length,
    lastSeal,
    broken,
  }
}

/** The current head of every stream except the seal stream itself. */
async function currentHeads(knex: Knex): Promise<SealedHead[]> {
  const result: { rows: { stream_id: string; revision: number; hash: string }[] } = await knex.raw(
    `select distinct on (stream_id) stream_id, stream_revision::int as revision, hash
     from event_log where stream_id <> ? order by stream_id, stream_revision desc`,
    [streams.logSeal()],
  )
  return result.rows.map((r) => ({ streamId: r.stream_id, revision: r.revision, hash: r.hash }))
}

/**
 * Appends a seal holding the heads that moved since the previous seal, or nothing when no
 * head moved. Two sealers racing: the second finds the seal stream moved and gives way.
 */
export async function sealLog(
  knex: Knex,
  store: EventStore,
  now: Date,
): Promise<{ sealed: boolean; heads: number; digest: string | null }> {
  const previous = await store.readStream(streams.logSeal())
  const sealed = new Map<string, SealedHead>()
  for (const { event } of previous) {
    if (event.type === 'LogSealed') for (const head of event.data.heads) sealed.set(head.streamId, head)
  }
  const heads = await currentHeads(knex)
  // Only heads that moved forward: a head behind its seal is damage for verify to report,
  // and sealing it again would launder the cut.
  const moved = heads.filter((h) => {
    const before = sealed.get(h.streamId)
    return !before || h.revision > before.revision
  })
  if (moved.length === 0) return { sealed: false, heads: 0, digest: null }
  for (const head of moved) sealed.set(head.streamId, head)
  const digest = headsDigest(sealed.values())
  const eventCount = heads.reduce((sum, h) => sum + h.revision + 1, 0)
  try {
    await store.append(streams.logSeal(), previous.at(-1)?.revision ?? 'no_stream', [
      {
        id: randomUUID(),
        event: { type: 'LogSealed', data: { heads: moved, digest, streamCount: sealed.size, eventCount } },
        metadata: {
          actorId: null,
          actorRole: 'system',
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: now.toISOString(),
        },
      },
    ])
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return { sealed: false, heads: 0, digest: null }
    throw error
  }
  return { sealed: true, heads: moved.length, digest }
}

/** How often a running command side seals the log (when it moved). */
export const SEAL_INTERVAL_MS = 15 * 60_000

/**
 * Seals the log now (resolving once that first seal is done) and then every `intervalMs`
 * while it moves; resolves to the stop. A failed seal is logged and tried again at the next tick.
 */
export async function startSealing(
  knex: Knex,
  store: EventStore,
  options: { intervalMs: number; clock?: () => Date },
): Promise<() => Promise<void>> {
  const seal = () =>
    sealLog(knex, store, options.clock?.() ?? new Date()).catch((error: unknown) =>
      console.error('sealing the log failed; it will be tried again', error),
    )
  let running: Promise<unknown> = seal()
  await running
  const timer = setInterval(() => {
    running = running.then(seal)
  }, options.intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
