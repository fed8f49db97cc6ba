import type { QuantityType } from '../rules/ordering.ts'

/**
 * One move of a customer's price of a product, as the query side's price-changes read model
 * keeps it (rm_price_moves with the product's name) and the command side's daily digest mails it:
 * old -> new per the unit the customer last bought it in, in cents. The one shape both sides of
 * the digest's port speak.
 */
export interface PriceChangeLine {
  /** `{customerId}-{eventId}`, the read model's id of the move. */
  changeId: string
  productId: string
  productName: string
  /** The unit both prices are per: lb for weight, else the pack or the case. */
  quantityType: QuantityType
  oldCents: number
  newCents: number
  /** ISO instant of the event that moved it. */
  changedAt: string
}
