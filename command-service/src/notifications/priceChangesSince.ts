import type { PriceChangeLine } from './messages/index.ts'

/** One customer's price moves in a range, oldest first. */
export interface CustomerPriceChangeLines {
  customerId: number
  lines: PriceChangeLine[]
}

/**
 * The price moves of the customers' products in a time range: the port the daily price digest
 * asks (digest.ts). The command side keeps no index of price moves (a customer's effective
 * price comes from the catalogue, its negotiated lines and what it last ordered, across many
 * streams); the query service owns that index (its price-changes read model, rm_price_moves),
 * so the composition root passes its implementation in, as with CustomerOwners.
 */
export interface PriceChangesSince {
  /**
   * Every customer with a move at or after `from` and before `to` (only `customerId`'s, when
   * given), each with those moves; customers without moves are left out. Null when the read
   * model did not catch up with the log in time: the caller tries again later.
   */
  between(range: { from: Date; to: Date; customerId?: number }): Promise<CustomerPriceChangeLines[] | null>
}
