import type { DomainEvent, ProductFields } from '@provender/events'
import { type ProjectionSpec, SPEC_MOMENT } from '../projections/projectionSpec.ts'

/** The catalogue, prices and orders the price-changes specs are given. */

export const DAY = 24 * 60 * 60 * 1000
export const day = (n: number) => new Date(SPEC_MOMENT.getTime() + n * DAY)

export const ribeye: ProductFields = {
  name: 'Ribeye',
  description: '',
  categoryId: null,
  unitType: 'quantity',
  packsPerCase: 4,
  priceCents: 1000,
}
export const eggs: ProductFields = { ...ribeye, name: 'Eggs', packsPerCase: null, priceCents: 300 }
export const salmon: ProductFields = {
  ...ribeye,
  name: 'Salmon',
  unitType: 'weight',
  packsPerCase: null,
  priceCents: 900,
}

export const created = (productId: string, fields: ProductFields): DomainEvent => ({
  type: 'ProductCreated',
  data: { productId, ...fields },
})
export const updated = (productId: string, before: ProductFields, after: ProductFields): DomainEvent => ({
  type: 'ProductUpdated',
  data: { productId, before, after },
})
export const priced = (customerId: number, productId: string, newPriceCents: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId, productId, oldPriceCents: null, newPriceCents },
})
export const removed = (customerId: number, productId: string): DomainEvent => ({
  type: 'CustomerProductRemoved',
  data: { customerId, productId, oldPriceCents: 0 },
})
export type Bought = [
  productId: string,
  name: string,
  quantityType: 'pack' | 'case' | 'weight',
  unitPriceCents: number,
]
export const placed = (orderId: number, customerId: number, lines: Bought[]): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    customerId,
    salesUserId: 2,
    lines: lines.map(([productId, name, quantityType, unitPriceCents]) => ({
      productId,
      name,
      unitType: quantityType === 'weight' ? 'weight' : 'quantity',
      packsPerCase: productId === 'RIB' ? 4 : null,
      quantityType,
      quantity: 1,
      unitPriceCents,
      lineTotalCents: unitPriceCents,
    })),
    totalCents: 1,
    idempotencyKey: null,
  },
})

/** The id of the last event of a stream, as `of`'s log holds it. */
export async function lastEventId(stream: string, of: ProjectionSpec): Promise<string> {
  const row = await of
    .knex('event_log')
    .where({ stream_id: stream })
    .orderBy('stream_revision', 'desc')
    .first<{ event_id: string }>('event_id')
  return row.event_id
}
