import { type EventData, parseEvent, streams } from '@provender/events'
import type { Knex } from 'knex'
import { eventHash } from './canonical.ts'
import { headsDigest, occurredAtOf, type SealedHead } from './logSeal.ts'
import type { StoredEventColumns } from './rows.ts'

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

/** One event as the chain check reads it; `seq` is its log position, null when it has none (a backup file). */
export interface ChainRow extends Omit<StoredEventColumns, 'seq'> {
  seq: string | null
  occurred_at: Date
}

type RawRow = ChainRow

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
  return verifyChain(rawRows(knex))
}

/**
 * verifyLog's check over any rows in which each stream's events come in revision order: the
 * database's (stream, revision) order, or a backup file's log order where streams interleave.
 */
export async function verifyChain(rows: AsyncIterable<ChainRow>): Promise<VerifyReport> {
  const broken: BrokenLink[] = []
  const checked = new Map<string, StreamCheck>()
  let eventsChecked = 0
  const seals: RawRow[] = []
  for await (const row of rows) {
    eventsChecked++
    let stream = checked.get(row.stream_id)
    if (!stream) {
      stream = { streamId: row.stream_id, next: 0, prevHash: null, broken: null, hashes: new Map() }
      checked.set(row.stream_id, stream)
    }
    checkRow(stream, row)
    if (row.stream_id === streams.logSeal() && !stream.broken) seals.push(row)
  }
  for (const stream of checked.values()) if (stream.broken) broken.push(stream.broken)

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
