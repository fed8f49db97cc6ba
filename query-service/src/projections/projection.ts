import type { RecordedEvent } from '@provender/events/server'
import type { Knex } from 'knex'

/** Turns events into rows of its own tables, inside the runner's transaction. */
export interface Projection {
  name: string
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>
}
