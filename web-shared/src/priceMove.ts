import { formatPriceMove } from './format/index.ts'

/**
 * One move of a customer's price for a product, as the price-change calls answer it
 * (docs/api.md, Price changes): GET /api/price-changes for staff, /mine for the customer.
 */
export interface PriceMove {
  id: string
  productId: string
  productName: string
  quantityType: 'pack' | 'case' | 'weight'
  oldPrice: number
  newPrice: number
  difference: number
  changedAt: string
}

/** "Ribeye $12.50 → $13.10 /case": the same words for staff and for the customer. */
export function priceMoveText(change: PriceMove): string {
  return `${change.productName} ${formatPriceMove(change.oldPrice, change.newPrice, change.quantityType)}`
}
