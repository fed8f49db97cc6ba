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
