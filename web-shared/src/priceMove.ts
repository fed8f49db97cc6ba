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

const UNIT: Record<PriceMove['quantityType'], string> = { pack: 'pack', case: 'case', weight: 'lb' }

/** "Ribeye (case) 12.50 → 13.10": the same words for staff and for the customer. */
export function priceMoveText(change: PriceMove): string {
  return `${change.productName} (${UNIT[change.quantityType]}) ${change.oldPrice.toFixed(2)} → ${change.newPrice.toFixed(2)}`
}
