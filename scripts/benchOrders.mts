// The order a benchmark appends: the same event for the append and the projection-lag runs.
import { randomUUID } from 'node:crypto'
import type { NewEvent } from '@provender/events'
import { type BenchProduct, HISTORY_END } from './benchHistory.mts'

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
