import type { EventStore } from '@provender/events'
import { comparePositions, LOG_START, type LogPosition } from '@provender/events'
import { logger, RepeatingRun } from '@provender/server-kit'
import type { Knex } from 'knex'
import type { Projection } from './projection.ts'
import { liveRun, type Run, type RunMode, type Work } from './run.ts'
import { READ_MODELS, searchPathFor } from './schemaLayout.ts'

/** A projection's advisory lock in SQL, from the schema (first binding) and `n.name`. */
export const PROJECTION_LOCK_KEY = `hashtext('projection:' || ? || ':' || n.name)`

/**
 * Follows the log and keeps the read models up to date. Each batch is applied and its
 * checkpoint stored in one transaction, so a crash loses or doubles nothing. Several
 * processes may run it: a transaction-scoped advisory lock lets one apply a projection
 * at a time, and re-reading the checkpoint under the lock makes a late-comer step back.
 */
export class ProjectionRunner {
  private readonly run = new RepeatingRun(() => this.drain(), {
    onError: (error) =>
      logger().error({ err: error }, 'projection run failed; it will be retried on the next wake-up'),
    finally: () => {
      for (const wake of this.waiters) wake()
    },
  })
  private unsubscribe: (() => void) | null = null
  private readonly waiters = new Set<() => void>()
  private held = false

  /** Called with the number of events read after each batch (the rebuild's progress bar). */
  onBatch: ((events: number) => void) | null = null

  constructor(
    private readonly knex: Knex,
    private readonly store: EventStore,
    private readonly projections: Projection[],
    private readonly mode: RunMode = liveRun(),
    /** The schema of the read models it keeps: the served ones, or a rebuild's (onlineRebuild.ts). */
    private readonly schema: string = READ_MODELS,
  ) {}

  private get checkpointTable(): string {
    return `${this.schema}.projection_checkpoints`
  }

  start(): void {
    this.unsubscribe = this.store.onAppended(() => void this.catchUp())
    void this.catchUp()
  }

  async stop(): Promise<void> {
    this.unsubscribe?.()
    this.unsubscribe = null
    await this.run.current
  }

  /**
   * Keeps the read models where they stand until `release`, as a projection that lags would
   * (tests read in that window); resolves once a run in progress has finished.
   */
  async hold(): Promise<void> {
    this.held = true
    await this.run.current
  }

  release(): void {
    this.held = false
    void this.catchUp()
  }

  /** Applies everything committed so far; concurrent calls share one run. */
  catchUp(): Promise<void> {
    if (this.held) return Promise.resolve()
    return this.run.request()
  }

  /**
   * Reads the log once per batch for every projection, from the earliest checkpoint among
   * them; each projection takes the events past its own. A projection another process holds
   * is left to it for the rest of this run. The checkpoints are read once per run and then
   * kept from what this run applies (each is checked again under its lock before use).
   */
  private async drain(): Promise<void> {
    const held = new Set<string>()
    /** How far each projection has got: stored, or applied in memory by a replay. */
    const checkpoints = await this.checkpoints()
    const run = this.mode({ store: this.store, projections: this.projections, checkpoints })
    for (;;) {
      const active = this.projections.filter((p) => !held.has(p.name))
      if (active.length === 0) break
      const from = active
        .map((p) => checkpoints.get(p.name) ?? LOG_START)
        .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b))
      const events = await run.read(from)
      if (events.length === 0) break
      const last = events.at(-1)!.position
      const work: Work[] = []
      for (const projection of active) {
        const checkpoint = checkpoints.get(projection.name) ?? LOG_START
        // Mostly every projection is where the batch starts, and takes all of it.
        const own =
          comparePositions(checkpoint, from) <= 0
            ? events
            : events.filter((e) => comparePositions(e.position, checkpoint) > 0)
        if (own.length === 0) continue
        const taken = run.take(projection, own, checkpoint, last)
        if (taken) work.push(taken)
        // Past this batch whatever comes of the work: a projection it fails for is held.
        checkpoints.set(projection.name, last)
      }
      if (work.length > 0) await this.applyWork(run, work, held)
      this.onBatch?.(events.length)
    }
    // The end of the log (as far as is safe to read): what a run holds back is applied.
    const rest = run.finish()
    if (rest.length > 0) await this.applyWork(run, rest, held)
  }

  /** Applies the work as the run does; a projection not applied (another process has it) is held. */
  private async applyWork(run: Run, work: Work[], held: Set<string>): Promise<void> {
    const applied = await run.apply(work, (some) => this.applyTo(some))
    for (const w of work) {
      const done = applied.has(w.name)
      if (!done) held.add(w.name)
      w.settled?.(done)
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
      // The commit's setting and the schema's search_path travel with the locks: one round trip
      // fewer per transaction. Their columns are selected so the one-row subquery that sets them is
      // always evaluated. A lock is per schema: a rebuild's runner and the live one never wait on each other.
      const locks = await trx.raw<{ rows: { name: string; locked: boolean }[] }>(
        `select n.name, pg_try_advisory_xact_lock(${PROJECTION_LOCK_KEY}) as locked, s.setting, s.path
         from unnest(?::text[]) with ordinality as n(name, i),
              (select set_config('synchronous_commit', 'off', true) as setting,
                      set_config('search_path', ?, true) as path) s
         order by n.i`,
        [this.schema, names, searchPathFor(this.schema)],
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
        await trx(this.checkpointTable)
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
    const rows = await db(this.checkpointTable)
      .whereIn('name', names)
      .select<{ name: string; transaction_id: string; sequence: string }[]>(
        'name',
        'transaction_id',
        'sequence',
      )
    return new Map(rows.map((r) => [r.name, { transactionId: r.transaction_id, sequence: r.sequence }]))
  }

  async checkpoint(name: string, db: Knex | Knex.Transaction = this.knex): Promise<LogPosition> {
    const row = await db(this.checkpointTable)
      .where({ name })
      .first<{ transaction_id: string; sequence: string }>()
    return row ? { transactionId: row.transaction_id, sequence: row.sequence } : LOG_START
  }

  /** True once every projection has passed `position`. */
  async hasReached(position: LogPosition): Promise<boolean> {
    const rows = await this.knex(this.checkpointTable)
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
