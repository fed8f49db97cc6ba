import type { QuantityType } from '@provender/events'

/** A row of rm_price_changes: what a customer last paid for a product, and what it costs now. */
export interface ChangeRow {
  customer_id: number
  product_id: string
  quantity_type: QuantityType
  packs_per_case: number | null
  order_id: number
  ordered_at: string
  paid_cents: number
  current_cents: number
  change_id: string | null
  changed_at: string | null
  dismissed_change_id: string | null
}

/** A price behind "now": a negotiated line or a default price, and the event that set it. */
export interface PriceRow {
  price_cents: number
  event_id: string
  priced_at: string
}

export interface DefaultRow extends PriceRow {
  product_id: string
  name: string
}

/**
 * A row of rm_price_moves: one move of a customer's effective price of a product it has ordered,
 * old -> new in the unit of its last line of the product. The customer's card compares with what
 * it last paid and starts again at each order; the staff's list keeps every move, so "the last
 * 7 days" means what it says.
 */
export interface PriceMove {
  customer_id: number
  product_id: string
  change_id: string
  quantity_type: QuantityType
  old_cents: number
  new_cents: number
  changed_at: string
}

/** A dismissal of a move, by the customer whose change it was. */
export interface MoveDismissal {
  customer_id: number
  change_id: string
}

/** A negotiated line: a customer's own price of a product. */
export interface NegotiatedRow extends PriceRow {
  customer_id: number
  product_id: string
}

/** The rows a run of events can touch, as read before it is applied. */
export interface HeldRows {
  defaults: DefaultRow[]
  negotiated: NegotiatedRow[]
  changes: ChangeRow[]
}

/** What changed since the last write, in the order it is written. */
export interface PriceWrites {
  /** Products and customers deleted: their stored rows go before the rows held are written. */
  deletedProducts: string[]
  deletedCustomers: number[]
  defaults: DefaultRow[]
  negotiated: NegotiatedRow[]
  negotiatedRemoved: { customer_id: number; product_id: string }[]
  /** Change rows whose dismissal is as held. */
  changes: ChangeRow[]
  /** Change rows written by an order without their stored row read: the stored dismissal stays. */
  keepingDismissal: ChangeRow[]
  moves: PriceMove[]
  /** Marked on the moves once those are written. */
  dismissedMoves: MoveDismissal[]
}
