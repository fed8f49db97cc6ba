import type { EventStore, LogPosition, RecordedEvent } from '@provender/events'
import type { Knex } from 'knex'
import { applyAll, type Projection } from './projection.ts'

const BATCH_SIZE = 1000

/** One projection's part of a transaction: the checkpoint it expects, how far it gets, how. */
export interface Work {
  name: string
  expected: LogPosition
  through: LogPosition
  apply(trx: Knex.Transaction): Promise<void>
  /** Told whether it was applied; if not, another process has the projection for the rest of the run. */
  settled?(applied: boolean): void
}

/**
 * How one run reads the log and applies it. The live one (`liveRun`) reads 1,000 events at a
 * time and moves every read model in one transaction; a rebuild's (replay.ts) reads ahead,
 * applies side by side and holds what it can in memory.
 */
export interface Run {
  read(from: LogPosition): Promise<RecordedEvent[]>
  /** The work for one projection's events of a batch; null when it holds them in memory. */
  take(
    projection: Projection,
    events: RecordedEvent[],
    expected: LogPosition,
    through: LogPosition,
  ): Work | null
  /** Applies a batch's work; `inOneTransaction` applies some under the locks, with the checkpoints. */
  apply(work: Work[], inOneTransaction: (work: Work[]) => Promise<Set<string>>): Promise<Set<string>>
  /** Work left once the log is read to its end. */
  finish(): Work[]
}

/** What a run starts from: the log, the projections, and the checkpoints they have stored. */
export interface RunStart {
  store: EventStore
  projections: readonly Projection[]
  checkpoints: ReadonlyMap<string, LogPosition>
}

export type RunMode = (start: RunStart) => Run

/** A projection's events applied in the runner's transaction, as it applies them best. */
export const transactionWork = (
  projection: Projection,
  events: RecordedEvent[],
  expected: LogPosition,
  through: LogPosition,
): Work => ({ name: projection.name, expected, through, apply: (trx) => applyAll(projection, trx, events) })

/** The running services': every projection's part of a batch in one transaction. */
export const liveRun =
  (batchSize = BATCH_SIZE): RunMode =>
  ({ store }) => ({
    read: (from) => store.readAll(from, batchSize),
    take: transactionWork,
    apply: (work, inOneTransaction) => inOneTransaction(work),
    finish: () => [],
  })
