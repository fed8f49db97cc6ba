import type { EventStore, RecordedEvent } from '@provender/events'
import { comparePositions, LOG_START, type LogPosition } from '@provender/events'
import type { Knex } from 'knex'
import { applyAll, type Projection } from './projection.ts'

const BATCH_SIZE = 1000

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

  /** Called with the number of events read after each batch (the rebuild's progress bar). */
  onBatch: ((events: number) => void) | null = null

  constructor(
    private readonly knex: Knex,
    private readonly store: EventStore,
    private readonly projections: Projection[],
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

  /** Applies everything committed so far; concurrent calls share one run. */
  catchUp(): Promise<void> {
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
   * is left to it for the rest of this run.
   */
  private async drain(): Promise<void> {
    const held = new Set<string>()
    for (;;) {
      const active = this.projections.filter((p) => !held.has(p.name))
      if (active.length === 0) return
      const checkpoints = await this.checkpoints()
      const from = active
        .map((p) => checkpoints.get(p.name) ?? LOG_START)
        .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b))
      const events = await this.store.readAll(from, BATCH_SIZE)
      if (events.length === 0) return
      for (const projection of active) {
        const checkpoint = checkpoints.get(projection.name) ?? LOG_START
        const own = events.filter((e) => comparePositions(e.position, checkpoint) > 0)
        if (own.length === 0) continue
        if (!(await this.applyTo(projection, checkpoint, own))) held.add(projection.name)
      }
      this.onBatch?.(events.length)
    }
  }

  /** One batch for one projection: its rows and its checkpoint in one transaction. */
  private applyTo(
    projection: Projection,
    checkpoint: LogPosition,
    events: RecordedEvent[],
  ): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const lock = await trx.raw<{ rows: { locked: boolean }[] }>(
        'select pg_try_advisory_xact_lock(hashtext(?)) as locked',
        [`projection:${projection.name}`],
      )
      if (!lock.rows[0]?.locked) return false
      // Another process may have moved it since we read: step back rather than apply twice.
      const current = await this.checkpoint(projection.name, trx)
      if (comparePositions(current, checkpoint) !== 0) return false
      await applyAll(projection, trx, events)
      const last = events.at(-1)!.position
      await trx('projection_checkpoints')
        .insert({
          name: projection.name,
          transaction_id: last.transactionId,
          sequence: last.sequence,
          updated_at: new Date(),
        })
        .onConflict('name')
        .merge()
      return true
    })
  }

  private async checkpoints(): Promise<Map<string, LogPosition>> {
    const rows = await this.knex('projection_checkpoints')
      .whereIn(
        'name',
        this.projections.map((p) => p.name),
      )
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
