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
