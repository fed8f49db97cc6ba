import { type OrderLine, priceChangeId, type QuantityType } from '@provender/events'
import type { ChangeRow, PriceMove, PriceRow } from './rows.ts'

/**
 * What a price change is, with no database: a customer's row holds what it last paid for a
 * product and what the product costs it now, in the unit it bought. When an event moves "now"
 * away from "paid", that event names the change the customer is shown; an order makes "paid"
 * the price again. Rows are changed in place: in a rebuild this runs for every order line of
 * the history.
 */

/** A price in the unit the customer bought: a case costs its packs at the pack price. */
export function priceInUnit(
  unitCents: number,
  quantityType: QuantityType,
  packsPerCase: number | null,
): number {
  return quantityType === 'case' && packsPerCase && packsPerCase > 1 ? unitCents * packsPerCase : unitCents
}

/** The event that set a price, or placed an order: its id and when it happened. */
export interface PricedBy {
  id: string
  metadata: { occurredAt: string }
}

/**
 * A new price per unit behind a row (`unitCents`, set by `by`): the move of its price now,
 * old -> new, or null when the price now stays. Where it moved away from what was paid,
 * `by` names the change; back at what was paid, there is none.
 */
export function reprice(row: ChangeRow, unitCents: number, by: PricedBy): PriceMove | null {
  const current = priceInUnit(unitCents, row.quantity_type, row.packs_per_case)
  if (current === row.current_cents) return null
  const changed = current !== row.paid_cents
  const move: PriceMove = {
    customer_id: row.customer_id,
    product_id: row.product_id,
    change_id: priceChangeId(row.customer_id, by.id),
    quantity_type: row.quantity_type,
    old_cents: row.current_cents,
    new_cents: current,
    changed_at: by.metadata.occurredAt,
  }
  row.current_cents = current
  row.change_id = changed ? move.change_id : null
  row.changed_at = changed ? by.metadata.occurredAt : null
  return move
}

/** The part of an order line that prices it. */
export type PricedLine = Pick<OrderLine, 'quantityType' | 'packsPerCase' | 'unitPriceCents'>

/**
 * An order line makes the row what the customer paid, in the unit of that line. Normally that
 * is also the price now (`price`, the event-set price behind it; none known: what was paid);
 * when a re-pricing committed just before the order was (its price decided a moment earlier),
 * the change is still shown, named by the event that set the price now. The dismissal stays.
 */
export function order(
  row: ChangeRow,
  orderId: number,
  orderedAt: string,
  line: PricedLine,
  price: PriceRow | undefined,
): void {
  const paid = priceInUnit(line.unitPriceCents, line.quantityType, line.packsPerCase)
  const current = price ? priceInUnit(price.price_cents, line.quantityType, line.packsPerCase) : paid
  const changed = price !== undefined && current !== paid
  row.quantity_type = line.quantityType
  row.packs_per_case = line.packsPerCase
  row.order_id = orderId
  row.ordered_at = orderedAt
  row.paid_cents = paid
  row.current_cents = current
  row.change_id = changed ? priceChangeId(row.customer_id, price.event_id) : null
  row.changed_at = changed ? price.priced_at : null
}

/** A customer's first order of a product: a new row, with no dismissal. */
export function firstOrder(
  customerId: number,
  productId: string,
  orderId: number,
  orderedAt: string,
  line: PricedLine,
  price: PriceRow | undefined,
): ChangeRow {
  const row: ChangeRow = {
    customer_id: customerId,
    product_id: productId,
    quantity_type: line.quantityType,
    packs_per_case: line.packsPerCase,
    order_id: orderId,
    ordered_at: orderedAt,
    paid_cents: 0,
    current_cents: 0,
    change_id: null,
    changed_at: null,
    dismissed_change_id: null,
  }
  order(row, orderId, orderedAt, line, price)
  return row
}
