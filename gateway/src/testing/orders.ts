/**
 * The totals the API answers on an order: the estimate (totalPrice, and its name estimatedTotal)
 * and the final total, null until the order is fulfilled.
 */
export interface OrderTotals {
  totalPrice: number
  estimatedTotal: number
  finalTotal: number | null
}
