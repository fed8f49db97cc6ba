/** When one customer placed its orders in a range, oldest first (ISO instants). */
export interface CustomerOrderTimes {
  customerId: number
  orderedAt: string[]
}

/**
 * When customers placed their orders in a time range: the port the order reminders ask
 * (reminders.ts). The command side keeps no index of a customer's orders (each order is a
 * stream of its own); the query service's orders read model has them, so the composition root
 * passes its implementation in, as with PriceChangesSince.
 */
export interface OrderTimesSince {
  /**
   * Every customer whose contact turned order reminders on (as the read model last saw it) with
   * an order placed at or after `from` and before `to`, with when each was placed; customers
   * without orders are left out. Null when the read model did not catch up
   * with the log in time: the caller tries again later.
   */
  between(range: { from: Date; to: Date }): Promise<CustomerOrderTimes[] | null>
}
