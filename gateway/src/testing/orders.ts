import type { DomainEvent } from '@provender/events'

/**
 * The totals the API answers on an order: the estimate (totalPrice, and its name estimatedTotal)
 * and the final total, null until the order is fulfilled.
 */
export interface OrderTotals {
  totalPrice: number
  estimatedTotal: number
  finalTotal: number | null
}

/** A weekly standing order of ten pounds of rib-eye from Tuesday, Dec 1, as the delivery tests give it. */
export const weeklyRibeyeStanding = (standingOrderId: string, customerId: number): DomainEvent => ({
  type: 'StandingOrderCreated',
  data: {
    standingOrderId,
    customerId,
    lines: [{ productId: 'MEA-BEEF-RIB', quantity: 10, quantityType: 'weight' }],
    everyWeeks: 1,
    startsOn: '2026-12-01',
    fromOrderId: null,
  },
})

/**
 * The products a load test may order without a refusal: the demo (DEMO_DELIVERY) marks one out of
 * stock and limits another, and either would answer 409 to an order the test counts as lost.
 */
export const freelyOrderable = <P extends { availability?: { status: string } }>(
  products: readonly P[],
): P[] => products.filter((p) => (p.availability?.status ?? 'available') === 'available')
