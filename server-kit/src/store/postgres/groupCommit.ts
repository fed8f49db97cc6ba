import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from '@provender/events'
import type { AppendObserver } from '../../http/metrics.ts'
import {
  appendWithin,
  chainedRows,
  type EventLogRow,
  expectationMet,
  type InsertedRow,
  insertRows,
  type StreamHeads,
  streamHeads,
} from './chainedAppend.ts'
import type { Executor } from './query.ts'

/** An append waiting for the next group commit, and how to answer its caller. */
interface PendingAppend {
  streamId: string
  expected: ExpectedRevision
  events: NewEvent[]
  resolve: (result: AppendResult) => void
  reject: (error: unknown) => void
}

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
 * Group commit. Up to GROUPS_IN_FLIGHT groups are written at once, each on its own
 * connection; the appends that arrive meanwhile wait and go together in the next group.
 * Under load many appends share a commit (its fsync is most of an append's cost) and the
 * database works on several commits at a time; an append that finds the store idle is
 * written at the end of the event loop's turn it was asked in.
 */
export class GroupCommit {
  /** Appends waiting for a group to take them. */
  private readonly waiting: PendingAppend[] = []
  /** Groups being written, and their streams: an append to one of these waits for its commit. */
  private groupsInFlight = 0
  private readonly streamsInFlight = new Set<string>()
  private groupsScheduled = false

  constructor(
    private readonly db: Executor,
    private readonly observer?: Pick<AppendObserver, 'groupWritten'>,
  ) {}

  append(streamId: string, expected: ExpectedRevision, events: NewEvent[]): Promise<AppendResult> {
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
      this.observer?.groupWritten(group.length)
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
}

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
  let heads: StreamHeads
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
