import type { EventStore, LogPosition } from '@provender/events'
import type { Knex } from 'knex'
import { unlessReadSideAbsent } from '../projections/readSideAbsent.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { customersProjection } from './projection.ts'

/**
 * Which customers a sales rep owns, as the customers read model knows them: the command
 * service's sales-user delete asks this to find whom to hand over (it keeps no index of
 * owners itself). The answer waits until the read model has caught up with the log as it
 * stands, and is null when it did not within `timeoutMs`; the caller confirms each id
 * against the customer's own stream before acting, so a lagging row does no harm.
 */
export function customerOwnersReadModel(knex: Knex, store: EventStore, options: { timeoutMs: number }) {
  // Only its checkpoint is read, never started: the projection is applied by the query service.
  const customers = new ProjectionRunner(knex, store, [customersProjection])
  return {
    candidates: (salesUserId: number): Promise<number[] | null> =>
      unlessReadSideAbsent(async () => {
        // Everything committed when we ask: an event still in flight was decided without this
        // request's knowledge anyway; the caller's second pass and the stream checks cover it.
        const head = await store.headPosition()
        if (head && !(await waitPassively(customers, head, options.timeoutMs))) return null
        const rows = await knex('rm_customers')
          .where({ sales_user_id: salesUserId })
          .orderBy('id')
          .select<{ id: number }[]>('id')
        return rows.map((r) => r.id)
      }, null),
  }
}

/** Polls the checkpoint only: waiting here must not make this process apply the projection. */
export async function waitPassively(runner: ProjectionRunner, target: LogPosition, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await runner.hasReached(target))) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return true
}
