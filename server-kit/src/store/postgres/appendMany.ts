import { type AppendResult, type StreamAppend, WrongExpectedRevisionError } from '@provender/events'
import {
  chainedRows,
  checkNewEvents,
  expectationMet,
  insertRows,
  type StreamHeads,
  streamHeads,
} from './chainedAppend.ts'
import { type Executor, isUniqueViolation, STREAM_REVISION_UNIQUE } from './query.ts'
import { ANY_ATTEMPTS } from './retries.ts'

/** Each stream named once, with events, and every event well formed: checked before the database. */
export function checkStreamAppends(appends: StreamAppend[]): void {
  if (appends.length === 0) throw new Error('Nothing to append')
  const named = new Set<string>()
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`)
    if (named.has(streamId)) throw new Error(`Stream ${streamId} is named twice in one append`)
    named.add(streamId)
    checkNewEvents(events)
  }
}

/** Tried again, as `append` does, while a stream with 'any' loses its revision to other writers. */
export async function appendManyOnce(db: Executor, appends: StreamAppend[]): Promise<AppendResult[]> {
  const unpinned = appends.some((a) => a.expected === 'any')
  for (let attempt = 1; ; attempt++) {
    try {
      return await appendManyWithin(db, appends)
    } catch (error) {
      const lostRace = unpinned && attempt < ANY_ATTEMPTS && isUniqueViolation(error, STREAM_REVISION_UNIQUE)
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
  const heads: StreamHeads = mayExist.length > 0 ? await streamHeads(db, mayExist) : new Map()
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
