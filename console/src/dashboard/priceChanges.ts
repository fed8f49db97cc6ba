import { type PriceMove, priceMoveText } from '@provender/web-shared/priceMove.ts'

/**
 * GET /api/price-changes (docs/api.md, Price changes): the customers whose prices moved lately,
 * each move of the window with the customer's price before and after it.
 */
export interface StaffPriceChange extends PriceMove {
  dismissed: boolean
}

export interface CustomerPriceChanges {
  customerId: number
  businessName: string
  totalDifference: number
  changes: StaffPriceChange[]
}

export const PRICE_CHANGE_DAYS = 7

/** "+0.60" or "−0.25": the sign is written, so up and down never rest on colour. */
export function signedAmount(amount: number): string {
  const cents = Math.round(amount * 100)
  return `${cents > 0 ? '+' : cents < 0 ? '−' : '±'}${(Math.abs(cents) / 100).toFixed(2)}`
}

/** "Ribeye (case) 12.50 → 13.10 (+0.60)" */
export function staffChangeText(change: StaffPriceChange): string {
  return `${priceMoveText(change)} (${signedAmount(change.difference)})`
}

/** "2 products, +1.20 in all": a product whose price moved twice in the window counts once. */
export function customerSummary(entry: CustomerPriceChanges): string {
  const count = new Set(entry.changes.map((c) => c.productId)).size
  return `${count} ${count === 1 ? 'product' : 'products'}, ${signedAmount(entry.totalDifference)} in all`
}
