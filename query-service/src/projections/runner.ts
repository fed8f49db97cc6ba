import type { EventStore, RecordedEvent } from '@provender/events'
import { comparePositions, LOG_START, type LogPosition } from '@provender/events'
import type { Knex } from 'knex'
import { applyAll, type Projection, type ProjectionReplay } from './projection.ts'

const BATCH_SIZE = 1000
/** A rebuild reads more at a time: fewer statements and commits per event, memory still bounded. */
const REBUILD_BATCH_SIZE = 5000
/**
 * A replay in memory writes this often: the checkpoint moves on, and a row changed by events
 * far apart is written once per write (in a rebuild, an order line updates the same price row
 * every few weeks of history).
 */
const REPLAY_WRITE_EVERY = 1_000_000
/** Rows a replay may hold in memory (some hundreds of bytes each) before it goes on by batches. */
const REPLAY_MAX_ROWS = 1_000_000

/** One projection's part of a transaction: the checkpoint it expects, how far it gets, how. */
interface Work {
  name: string
  expected: LogPosition
  through: LogPosition
  apply(trx: Knex.Transaction): Promise<void>
  replaying?: Replaying
}

/** A projection replaying in memory: how far it has written, and how many events since. */
interface Replaying {
  name: string
  replay: ProjectionReplay
  stored: LogPosition
  unwritten: number
}

/** The write of what a replay holds, through the position it has applied. */
const replayWrite = (replaying: Replaying, through: LogPosition): Work => ({
  name: replaying.name,
  expected: replaying.stored,
  through,
  apply: (trx) => replaying.replay.write(trx),
  replaying,
})

export interface RunnerOptions {
  /**
   * For a rebuild with the services stopped: each projection applies a batch in a transaction
   * of its own, all at once, while the next batch is read. The read models then move apart by
   * up to a batch for a moment (one may show an order before another shows its customer),
   * which only a reader of a running service would see; in exchange the database works on
   * several projections at a time and the log is read and parsed while it does. Off (the
   * default, for the running services), a batch moves every read model in one transaction.
   */
  concurrent?: boolean
  /** Events read per batch; by default 1,000, and 5,000 when concurrent. */
  batchSize?: number
  /** When concurrent, a replay in memory is written every so many events (default 1,000,000). */
  replayWriteEvery?: number
  /** When concurrent, the rows a replay may hold before it goes on by batches (default 1,000,000). */
  replayMaxRows?: number
}

/**
 * Follows the log and keeps the read models up to date. Each batch is applied and its
 * checkpoint stored in one transaction, so a crash loses or doubles nothing. Several
 * processes may run it: a transaction-scoped advisory lock lets one apply a projection
 * at a time, and re-reading the checkpoint under the lock makes a late-comer step back.
 */
export class ProjectionRunner {
  private running: Promise<void> | null = null
  private again = false
  private unsubscribe: (() => void) | null = null
  private readonly waiters = new Set<() => void>()
  private held = false

  /** Called with the number of events read after each batch (the rebuild's progress bar). */
  onBatch: ((events: number) => void) | null = null

  constructor(
    private readonly knex: Knex,
    private readonly store: EventStore,
    private readonly projections: Projection[],
    private readonly options: RunnerOptions = {},
  ) {}

  start(): void {
    this.unsubscribe = this.store.onAppended(() => void this.catchUp())
    void this.catchUp()
  }

  async stop(): Promise<void> {
    this.unsubscribe?.()
    this.unsubscribe = null
    await this.running
  }

  /**
   * Keeps the read models where they stand until `release`, as a projection that lags would
   * (tests read in that window); resolves once a run in progress has finished.
   */
  async hold(): Promise<void> {
    this.held = true
    await this.running
  }

  release(): void {
    this.held = false
    void this.catchUp()
  }

  /** Applies everything committed so far; concurrent calls share one run. */
  catchUp(): Promise<void> {
    if (this.held) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      try {
        do {
          this.again = false
          await this.drain()
        } while (this.again)
      } catch (error) {
        console.error('projection run failed; it will be retried on the next wake-up', error)
      } finally {
        this.running = null
        for (const wake of this.waiters) wake()
      }
    })()
    return this.running
  }

  /**
   * Reads the log once per batch for every projection, from the earliest checkpoint among
   * them; each projection takes the events past its own. A projection another process holds
   * is left to it for the rest of this run. The checkpoints are read once per run and then
   * kept from what this run applies (each is checked again under its lock before use).
   *
   * When concurrent (a rebuild), a projection that starts from the start of the log and can
   * replay in memory does so: its state is applied batch by batch without a statement and
   * written, with its checkpoint, every REPLAY_WRITE_EVERY events and at the end of the log.
   */
  private async drain(): Promise<void> {
    const held = new Set<string>()
    /** How far each projection has got: stored, or for a replay, applied in memory. */
    const checkpoints = await this.checkpoints()
    const replays = new Map<string, Replaying>()
    if (this.options.concurrent) {
      for (const projection of this.projections) {
        if (projection.replay && !checkpoints.has(projection.name)) {
          const replay = projection.replay()
          replays.set(projection.name, { name: projection.name, replay, stored: LOG_START, unwritten: 0 })
        }
      }
    }
    let prefetched: { from: LogPosition; events: Promise<RecordedEvent[]> } | null = null
    const batchSize = this.options.batchSize ?? (this.options.concurrent ? REBUILD_BATCH_SIZE : BATCH_SIZE)
    for (;;) {
      const active = this.projections.filter((p) => !held.has(p.name))
      if (active.length === 0) break
      const from = active
        .map((p) => checkpoints.get(p.name) ?? LOG_START)
        .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b))
      const events: RecordedEvent[] =
        prefetched && comparePositions(prefetched.from, from) === 0
          ? await prefetched.events
          : await this.store.readAll(from, batchSize)
      prefetched = null
      if (events.length === 0) break
      const last = events.at(-1)!.position
      if (this.options.concurrent && events.length === batchSize) {
        // A full batch: there is likely more, so the next one is read while this one is applied.
        const next = this.store.readAll(last, batchSize)
        next.catch(() => undefined) // awaited below, or dropped when this run fails
        prefetched = { from: last, events: next }
      }
      const work: Work[] = []
      const inMemory: { replaying: Replaying; own: RecordedEvent[] }[] = []
      for (const projection of active) {
        const checkpoint = checkpoints.get(projection.name) ?? LOG_START
        // Mostly every projection is where the batch starts, and takes all of it.
        const own =
          comparePositions(checkpoint, from) <= 0
            ? events
            : events.filter((e) => comparePositions(e.position, checkpoint) > 0)
        if (own.length === 0) continue
        const replaying = replays.get(projection.name)
        if (replaying) inMemory.push({ replaying, own })
        else
          work.push({
            name: projection.name,
            expected: checkpoint,
            through: last,
            apply: (trx) => applyAll(projection, trx, own),
          })
      }
      // In memory first: the transactions could not get their round trips through meanwhile.
      for (const { replaying, own } of inMemory) {
        replaying.replay.apply(own)
        replaying.unwritten += own.length
        checkpoints.set(replaying.name, last)
        const outgrown = replaying.replay.size > (this.options.replayMaxRows ?? REPLAY_MAX_ROWS)
        if (outgrown || replaying.unwritten >= (this.options.replayWriteEvery ?? REPLAY_WRITE_EVERY)) {
          work.push(replayWrite(replaying, last))
        }
        // Past its bound in memory, it is written now and goes on batch by batch.
        if (outgrown) replays.delete(replaying.name)
      }
      if (work.length > 0) await this.applyWork(work, checkpoints, held, replays)
      this.onBatch?.(events.length)
    }
    // The end of the log (as far as is safe to read): what replays hold is written.
    const rest = [...replays.entries()]
      .filter(([name, r]) => !held.has(name) && r.unwritten > 0)
      .map(([name, r]) => replayWrite(r, checkpoints.get(name)!))
    if (rest.length > 0) await this.applyWork(rest, checkpoints, held, replays)
  }

  /**
   * Applies the work, concurrently (one transaction each) or in one transaction; a projection
   * that could not be applied (another process has it) is held for the rest of the run.
   */
  private async applyWork(
    work: Work[],
    checkpoints: Map<string, LogPosition>,
    held: Set<string>,
    replays: Map<string, Replaying>,
  ): Promise<void> {
    const applied = this.options.concurrent
      ? new Set((await Promise.all(work.map((w) => this.applyTo([w])))).flatMap((names) => [...names]))
      : await this.applyTo(work)
    for (const w of work) {
      if (applied.has(w.name)) {
        checkpoints.set(w.name, w.through)
        if (w.replaying) {
          w.replaying.stored = w.through
          w.replaying.unwritten = 0
        }
      } else {
        held.add(w.name)
        replays.delete(w.name)
      }
    }
  }

  /**
   * One batch for every projection that has events in it: their rows and their checkpoints
   * in one transaction (one commit, not one per projection: the lag behind the log is mostly
   * round trips and commits). Each projection is applied only under its advisory lock and
   * only from the checkpoint this process expected; any other is left out (another process
   * has it, or moved it since). The commit does not wait for the disk
   * (synchronous_commit off): a crash may lose the last batches applied, but always with
   * their checkpoints, so they are applied again from the log; nothing is lost or doubled.
   * Answers the names of the projections applied.
   */
  private applyTo(work: Work[]): Promise<Set<string>> {
    return this.knex.transaction(async (trx) => {
      const names = work.map((w) => w.name)
      // The commit's setting travels with the locks: one round trip fewer per transaction. Its
      // column is selected so the one-row subquery that sets it is always evaluated.
      const locks = await trx.raw<{ rows: { name: string; locked: boolean }[] }>(
        `select n.name, pg_try_advisory_xact_lock(hashtext('projection:' || n.name)) as locked, s.setting
         from unnest(?::text[]) with ordinality as n(name, i),
              (select set_config('synchronous_commit', 'off', true) as setting) s
         order by n.i`,
        [names],
      )
      const locked = new Set(locks.rows.filter((r) => r.locked).map((r) => r.name))
      // Read after the locks are taken: another process may have moved one since we read.
      const current = await this.checkpoints(trx, [...locked])
      const applied: Work[] = []
      for (const w of work) {
        if (!locked.has(w.name)) continue
        const now = current.get(w.name) ?? LOG_START
        if (comparePositions(now, w.expected) !== 0) continue
        await w.apply(trx)
        applied.push(w)
      }
      if (applied.length > 0) {
        const updatedAt = new Date()
        await trx('projection_checkpoints')
          .insert(
            applied.map((w) => ({
              name: w.name,
              transaction_id: w.through.transactionId,
              sequence: w.through.sequence,
              updated_at: updatedAt,
            })),
          )
          .onConflict('name')
          .merge()
      }
      return new Set(applied.map((w) => w.name))
    })
  }

  private async checkpoints(
    db: Knex | Knex.Transaction = this.knex,
    names: string[] = this.projections.map((p) => p.name),
  ): Promise<Map<string, LogPosition>> {
    const rows = await db('projection_checkpoints')
      .whereIn('name', names)
      .select<{ name: string; transaction_id: string; sequence: string }[]>(
        'name',
        'transaction_id',
        'sequence',
      )
    return new Map(rows.map((r) => [r.name, { transactionId: r.transaction_id, sequence: r.sequence }]))
  }

  async checkpoint(name: string, db: Knex | Knex.Transaction = this.knex): Promise<LogPosition> {
    const row = await db('projection_checkpoints')
      .where({ name })
      .first<{ transaction_id: string; sequence: string }>()
    return row ? { transactionId: row.transaction_id, sequence: row.sequence } : LOG_START
  }

  /** True once every projection has passed `position`. */
  async hasReached(position: LogPosition): Promise<boolean> {
    const rows = await this.knex('projection_checkpoints')
      .whereIn(
        'name',
        this.projections.map((p) => p.name),
      )
      .select<{ transaction_id: string; sequence: string }[]>('transaction_id', 'sequence')
    if (rows.length < this.projections.length) return false
    return rows.every(
      (r) => comparePositions({ transactionId: r.transaction_id, sequence: r.sequence }, position) >= 0,
    )
  }

  /**
   * Applies the whole log as it stands. An empty read of the log only means "nothing safe to
   * read yet" (a transaction anywhere on the server holds the horizon back), so this waits,
   * at most `timeoutMs`, until every projection has passed the log's last committed event.
   */
  async catchUpToHead(timeoutMs = 60_000): Promise<boolean> {
    const head = await this.store.headPosition()
    if (!head) return true
    await this.catchUp()
    return this.waitFor(head, timeoutMs)
  }

  /** The log's last committed position: a Consistency-Token past it names nothing written yet. */
  logHead(): Promise<LogPosition | null> {
    return this.store.headPosition()
  }

  /** Waits, at most `timeoutMs`, for the read models to pass `position`. */
  async waitFor(position: LogPosition, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (await this.hasReached(position)) return true
      const left = deadline - Date.now()
      if (left <= 0) return false
      void this.catchUp()
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(wake, Math.min(left, 50))
        this.waiters.add(wake)
      })
    }
  }
}
