// The order a benchmark appends: the same event for the append and the projection-lag runs.
import { randomUUID } from 'node:crypto'
import type { NewEvent } from '@provender/events'
import type { Knex } from 'knex'
import { type BenchProduct, benchProducts, HISTORY_END } from './benchHistory.mts'

/** `OrderPlaced` by the customer itself at the history's end: two of each product, at list price. */
export function benchOrderPlaced(
  orderId: number,
  customer: { id: number; rep: number },
  products: BenchProduct[],
): NewEvent {
  return {
    id: randomUUID(),
    metadata: {
      actorId: customer.id,
      actorRole: 'customer',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: HISTORY_END.toISOString(),
    },
    event: {
      type: 'OrderPlaced',
      data: {
        orderId,
        customerId: customer.id,
        salesUserId: customer.rep,
        lines: products.map((p) => ({
          productId: p.id,
          name: p.name,
          unitType: p.unitType,
          packsPerCase: p.packsPerCase,
          quantityType: p.unitType === 'weight' ? 'weight' : 'pack',
          quantity: 2,
          unitPriceCents: p.priceCents,
          lineTotalCents: p.priceCents * 2,
        })),
        totalCents: products.reduce((s, p) => s + p.priceCents * 2, 0),
        idempotencyKey: null,
      },
    },
  }
}

/**
 * `total` orders to append into a copy of the bench history: new ids from its sequence, 50
 * customers that have a rep taken in turn, ten products each (the projection-lag and notifier runs).
 */
export async function benchOrderSource(
  db: Knex,
  seed: number,
  total: number,
): Promise<{ orderId(i: number): number; event(i: number): NewEvent }> {
  const { rows: owners } = await db.raw<{ rows: { id: number; rep: number }[] }>(
    'select id, sales_user_id as rep from rm_customers where sales_user_id is not null order by id limit 50',
  )
  const { rows: ids } = await db.raw<{ rows: { id: number }[] }>(
    "select nextval('order_id_seq')::int as id from generate_series(1, ?)",
    [total],
  )
  const products = benchProducts(seed).slice(0, 10)
  return {
    orderId: (i) => ids[i]!.id,
    event: (i) => benchOrderPlaced(ids[i]!.id, owners[i % owners.length]!, products),
  }
}
