import { formatMoney } from '@provender/web-shared/format/index.ts'
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

/** "+$0.60" or "−$0.25": the sign is written, so up and down never rest on colour. */
export function signedAmount(amount: number): string {
  const cents = Math.round(amount * 100)
  return `${cents > 0 ? '+' : cents < 0 ? '−' : '±'}${formatMoney(Math.abs(cents) / 100)}`
}

/** "Ribeye $12.50 → $13.10 /case (+$0.60)" */
export function staffChangeText(change: StaffPriceChange): string {
  return `${priceMoveText(change)} (${signedAmount(change.difference)})`
}

/**
 * "2 products: 1 up, 1 down". Moves are never added up into one amount: a dollar per pound and
 * a dollar per case are not the same dollar. A product whose price moved twice in the window
 * counts once, by where its price (in that unit) ended against where it started.
 */
export function customerSummary(entry: CustomerPriceChanges): string {
  const count = new Set(entry.changes.map((c) => c.productId)).size
  const net = new Map<string, { from: StaffPriceChange; to: StaffPriceChange }>()
  // The API lists the newest first; oldest first here, and moves of one instant keep that order.
  const oldestFirst = [...entry.changes].reverse().sort((a, b) => a.changedAt.localeCompare(b.changedAt))
  for (const change of oldestFirst) {
    const key = `${change.productId}|${change.quantityType}`
    const seen = net.get(key)
    net.set(key, { from: seen?.from ?? change, to: change })
  }
  const moves = [...net.values()].map(({ from, to }) => Math.round((to.newPrice - from.oldPrice) * 100))
  const parts = [
    [moves.filter((m) => m > 0).length, 'up'],
    [moves.filter((m) => m < 0).length, 'down'],
    [moves.filter((m) => m === 0).length, 'back where it was'],
  ] as const
  const said = parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`)
  return `${count} ${count === 1 ? 'product' : 'products'}: ${said.join(', ')}`
}
