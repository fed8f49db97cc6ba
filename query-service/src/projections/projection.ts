import type { RecordedEvent } from '@provender/events/server'
import type { Knex } from 'knex'

/** Turns events into rows of its own tables, inside the runner's transaction. */
export interface Projection {
  name: string
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>
}

/**
 * The default branch of a projection's switch: every event type is either applied or listed
 * as ignored, so a new one does not compile until its projection decides what it means.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled event: ${JSON.stringify(value)}`)
}
