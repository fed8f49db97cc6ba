import type { RecordedEvent } from '@provender/events'
import type { Knex } from 'knex'

/** Turns events into rows of its own tables, inside the runner's transaction. */
export interface Projection {
  name: string
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>
  /**
   * Applies a run of consecutive events, with the same result as applying them one by one
   * in order, in fewer statements. Projections without it are applied event by event.
   */
  applyBatch?(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void>
  /**
   * For a replay into its empty tables (a rebuild, with the services stopped): the read model's
   * state held in memory across batches and written when the runner asks, so a row that many
   * events change is written once per write, not once per batch, and nothing is read back.
   */
  replay?(): ProjectionReplay
}

/** A projection's state during a replay from the start of the log; see `Projection.replay`. */
export interface ProjectionReplay {
  /** Applies events to the state in memory, in order; sends no statement. */
  apply(events: RecordedEvent[]): void
  /** Rows held in memory. Past the runner's bound, it writes them and goes on batch by batch. */
  readonly size: number
  /** Writes what changed since the last write, in the runner's transaction. */
  write(trx: Knex.Transaction): Promise<void>
}

/** Applies a batch the fastest way the projection offers. */
export async function applyAll(projection: Projection, trx: Knex.Transaction, events: RecordedEvent[]) {
  if (projection.applyBatch) return projection.applyBatch(trx, events)
  for (const event of events) await projection.apply(trx, event)
}

/**
 * The default branch of a projection's switch: every event type is either applied or listed
 * as ignored, so a new one does not compile until its projection decides what it means.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled event: ${JSON.stringify(value)}`)
}
