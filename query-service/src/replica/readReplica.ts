import { AsyncLocalStorage } from 'node:async_hooks'
import { comparePositions, type EventStore, type LogPosition } from '@provender/events'
import { logger } from '@provender/server-kit'
import type { Knex } from 'knex'
import type { Projection } from '../projections/projection.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { parseLsn, ReplayLag } from './replayLag.ts'

export interface ReadReplicaOptions {
  /** Longest a read waits for the replica to replay past its Consistency-Token. */
  waitMs: number
  /** How often the replica's replay is compared with the primary's WAL. */
  probeMs?: number
  /** A replica further behind the primary than this is bypassed until it catches up. */
  maxLagMs?: number
}

/** Where one request reads: the replica once it has been chosen for it, else the primary. */
interface RequestReads {
  onReplica: boolean
}

/**
 * A streaming replica the query service reads from, while its projections write to the
 * primary. The checkpoints table is replicated with the rows it describes, so a read whose
 * Consistency-Token the replica's checkpoints have passed sees the caller's writes there.
 * A probe compares the replica's replay with the primary's WAL; a replica that lags, stops
 * replaying or cannot be reached is bypassed (reads go to the primary) until it is in time again.
 */
export class ReadReplica {
  private inUse = false
  private lagSecondsSeen: number | null = null
  private timer: NodeJS.Timeout | null = null
  private probing: Promise<void> | null = null
  private readonly lag: ReplayLag
  private readonly probeMs: number
  /** Never started: it only reads the replica's checkpoints, as the primary's runner reads its own. */
  private readonly replicaCheckpoints: ProjectionRunner
  private readonly requests = new AsyncLocalStorage<RequestReads>()
  /** Reads answered from each database since the start (tests and the benchmark look). */
  readonly served = { replica: 0, primary: 0 }

  constructor(
    private readonly primary: Knex,
    readonly replica: Knex,
    store: EventStore,
    projections: Projection[],
    private readonly options: ReadReplicaOptions,
  ) {
    this.lag = new ReplayLag(options.maxLagMs ?? 2000)
    this.probeMs = options.probeMs ?? 500
    this.replicaCheckpoints = new ProjectionRunner(replica, store, projections)
  }

  /** True while reads may go to the replica (the last probe found it in time). */
  get healthy(): boolean {
    return this.inUse
  }

  /**
   * How far behind the primary the last probe found the replica: 0 when it had replayed all the
   * primary had written, else the age of the last transaction it replayed; null before any probe.
   */
  get lagSeconds(): number | null {
    return this.lagSecondsSeen
  }

  /** Probes at once, then every `probeMs`. */
  start(): void {
    if (this.timer) return
    void this.probe()
    this.timer = setInterval(() => void this.probe(), this.probeMs)
    this.timer.unref()
  }

  /** Stops probing and closes the replica's connections. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.probing
    await this.replica.destroy()
  }

  /** One comparison of the replica's replay with the primary's WAL; concurrent calls share it. */
  probe(): Promise<void> {
    this.probing ??= this.compare().finally(() => {
      this.probing = null
    })
    return this.probing
  }

  private async compare(): Promise<void> {
    try {
      const primary = await this.primary.raw<{ rows: { lsn: string }[] }>(
        'select pg_current_wal_lsn()::text as lsn',
      )
      const now = Date.now()
      this.lag.sample(now, primary.rows[0]!.lsn)
      const standby = await this.replica.raw<{
        rows: { standby: boolean; replayed: string | null; replayed_at: Date | string | null }[]
      }>(
        `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed,
           pg_last_xact_replay_timestamp() as replayed_at`,
      )
      const { standby: isStandby, replayed, replayed_at } = standby.rows[0]!
      this.lagSecondsSeen =
        !replayed || parseLsn(replayed) >= parseLsn(primary.rows[0]!.lsn)
          ? 0
          : Math.max(0, (Date.now() - new Date(replayed_at ?? now).getTime()) / 1000)
      // A database that is no standby (promoted, or the wrong URL) no longer follows this primary.
      if (!isStandby || !replayed) return this.mark(false, 'it is not a standby of the primary')
      this.mark(this.lag.inTime(now, replayed), `its replay is more than ${this.lagText()} behind`)
    } catch (error) {
      this.noteFailure(error)
    }
  }

  private lagText(): string {
    return `${this.options.maxLagMs ?? 2000} ms`
  }

  private mark(inTime: boolean, why: string): void {
    if (inTime === this.inUse) return
    this.inUse = inTime
    // Warnings through the logger: operators alert on these lines (docs/operations.md).
    if (inTime) logger().warn({ replica: 'in use' }, 'read replica in time again: reads go to it')
    else
      logger().warn(
        { replica: 'bypassed', reason: why },
        `read replica bypassed (${why}): reads go to the primary`,
      )
  }

  /** A failed query or connection on the replica: bypass it until a probe finds it in time. */
  noteFailure(error: unknown): void {
    const why = error instanceof Error ? error.message : String(error)
    this.mark(false, `it failed: ${why}`)
  }

  /**
   * Chooses the replica for the current request when it is in time and has replayed past
   * `position` (waiting at most `waitMs`; a token beyond the log's head is taken as the head,
   * as on the primary). Answers false when the request is to be read from the primary.
   */
  async chooseFor(position: LogPosition | null, head: () => Promise<LogPosition | null>): Promise<boolean> {
    const request = this.requests.getStore()
    if (!request || !this.inUse) return false
    try {
      if (position && !(await this.replayedPast(position, head))) return false
    } catch (error) {
      this.noteFailure(error)
      return false
    }
    request.onReplica = true
    return true
  }

  private async replayedPast(
    position: LogPosition,
    head: () => Promise<LogPosition | null>,
  ): Promise<boolean> {
    if (await this.replicaCheckpoints.hasReached(position)) return true
    const last = await head()
    const target = last && comparePositions(position, last) > 0 ? last : position
    const deadline = Date.now() + this.options.waitMs
    while (Date.now() < deadline) {
      // Replay is usually milliseconds behind; the checkpoints are cheap to read.
      await new Promise((resolve) => setTimeout(resolve, 10))
      if (await this.replicaCheckpoints.hasReached(target)) return true
    }
    return false
  }

  /** Runs one request with its own choice of database (the primary until `chooseFor` picks). */
  runRequest<T>(fn: () => Promise<T>): { result: Promise<T>; onReplica: () => boolean } {
    const request: RequestReads = { onReplica: false }
    const result = this.requests.run(request, fn).then((value) => {
      if (request.onReplica) this.served.replica++
      else this.served.primary++
      return value
    })
    return { result, onReplica: () => request.onReplica }
  }

  /** The database the current request reads from. */
  current(): Knex {
    return this.requests.getStore()?.onReplica ? this.replica : this.primary
  }
}
