import { comparePositions, type LogPosition } from '@provender/events'
import type { Database, EventStore } from '@provender/events/server'

// knex through the events package's Database, which already owns the connection setup.
type Knex = Database['knex']

/**
 * Which customers a sales rep owns, as candidates only. The command side keeps no index of
 * owners (a customer's owner lives in that customer's stream), and scanning every customer
 * stream on each delete would grow with the business. The query service's rm_customers
 * already is that index and sits in the same database in every deployment (embedded,
 * in-process and separate services), so we read it, after waiting until it has caught up
 * with the log as it stands. Callers confirm each candidate against its stream before acting.
 */
export interface CustomerOwners {
  /** The ids rm_customers lists for the rep; null when the read model did not catch up in time. */
  candidates(salesUserId: number): Promise<number[] | null>
}

/** The projection that writes rm_customers (query-service/src/customers/projection.ts). */
const CUSTOMERS_PROJECTION = 'customers'

export function readModelCustomerOwners(
  knex: Knex,
  store: Pick<EventStore, 'headPosition'>,
  options: { timeoutMs?: number } = {},
): CustomerOwners {
  const timeoutMs = options.timeoutMs ?? 5000

  async function caughtUp(target: LogPosition): Promise<boolean> {
    const row = await knex('projection_checkpoints')
      .where({ name: CUSTOMERS_PROJECTION })
      .first<{ transaction_id: string; sequence: string } | undefined>('transaction_id', 'sequence')
    return (
      row !== undefined &&
      comparePositions({ transactionId: row.transaction_id, sequence: row.sequence }, target) >= 0
    )
  }

  return {
    async candidates(salesUserId) {
      // Everything committed when we ask: an event still in flight was decided without this
      // request's knowledge anyway; the caller's second pass and the stream checks cover it.
      const target = await store.headPosition()
      const deadline = Date.now() + timeoutMs
      while (target && !(await caughtUp(target))) {
        if (Date.now() >= deadline) return null
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      const rows = await knex('rm_customers')
        .where({ sales_user_id: salesUserId })
        .orderBy('id')
        .select<{ id: number }[]>('id')
      return rows.map((r) => r.id)
    },
  }
}
