import type { DomainEvent } from '@provender/events'

/** A line of a test order: product, amount, unit, price per pack or lb in cents. */
export type Ordered = [
  productId: string,
  quantity: number,
  quantityType: 'pack' | 'case' | 'weight',
  cents: number,
]

/** Packs per case of the test products: RIB comes 4 to a case, the others by the pack or lb. */
const PACKS: Record<string, number | null> = { RIB: 4 }

export const placed = (orderId: number, customerId: number, lines: Ordered[]): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    customerId,
    salesUserId: 2,
    lines: lines.map(([productId, quantity, quantityType, unitPriceCents]) => ({
      productId,
      name: `Product ${productId}`,
      unitType: quantityType === 'weight' ? 'weight' : 'quantity',
      packsPerCase: PACKS[productId] ?? null,
      quantityType,
      quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents,
    })),
    totalCents: 1,
    idempotencyKey: null,
  },
})

export const customerDeleted = (customerId: number): DomainEvent => ({
  type: 'CustomerDeleted',
  data: { customerId },
})

const DAY_MS = 24 * 60 * 60 * 1000
/** A moment `n` days from the spec's fixed day. */
export const day = (n: number) => new Date(Date.parse('2026-11-24T15:00:00Z') + n * DAY_MS)
