import type { EventStore, PriceChangeLine } from '@provender/events'
import type { Knex } from 'knex'
import { waitPassively } from '../customers/owners.ts'
import { unlessReadSideAbsent } from '../projections/readSideAbsent.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { priceChangesProjection } from './projection.ts'
import type { PriceMoveRow } from './queries.ts'

/** One move as the command side's digest plans it. */
export type PriceDigestLine = PriceChangeLine

/**
 * The price moves of each customer in a time range, as the price-changes read model keeps them
 * (rm_price_moves, every move whether or not the customer ordered or dismissed it since): the
 * command service's daily price digest asks this (it keeps no index of price moves itself). The
 * answer waits until the read model has caught up with the log as it stands, and is null when
 * it did not within `timeoutMs`; the digest then tries again at its next tick.
 */
export function priceChangesSinceReadModel(knex: Knex, store: EventStore, options: { timeoutMs: number }) {
  // Only its checkpoint is read, never started: the projection is applied by the query service.
  const priceChanges = new ProjectionRunner(knex, store, [priceChangesProjection])
  const between = async (range: {
    from: Date
    to: Date
    customerId?: number
  }): Promise<{ customerId: number; lines: PriceDigestLine[] }[] | null> => {
    const head = await store.headPosition()
    if (head && !(await waitPassively(priceChanges, head, options.timeoutMs))) return null
    const query = knex('rm_price_moves as m')
      .join('rm_price_defaults as d', 'd.product_id', 'm.product_id')
      .where('m.changed_at', '>=', range.from.toISOString())
      .where('m.changed_at', '<', range.to.toISOString())
      .select<PriceMoveRow[]>('m.*', 'd.name')
      .orderBy(['m.customer_id', 'm.changed_at', 'm.change_id'])
    if (range.customerId !== undefined) query.where('m.customer_id', range.customerId)
    const byCustomer = new Map<number, PriceDigestLine[]>()
    for (const row of await query) {
      const lines = byCustomer.get(row.customer_id) ?? []
      lines.push({
        changeId: row.change_id,
        productId: row.product_id,
        productName: row.name,
        quantityType: row.quantity_type,
        oldCents: Number(row.old_cents),
        newCents: Number(row.new_cents),
        changedAt: new Date(row.changed_at).toISOString(),
      })
      byCustomer.set(row.customer_id, lines)
    }
    return [...byCustomer].map(([customerId, lines]) => ({ customerId, lines }))
  }
  return {
    between: (range: Parameters<typeof between>[0]) => unlessReadSideAbsent(() => between(range), null),
  }
}
