import { formatDate } from '@provender/web-shared/format/index.ts'
import { type PriceMove, priceMoveText } from '@provender/web-shared/priceMove.ts'

/** One price change as GET /api/price-changes/mine answers it: since the customer's order of it. */
export interface PriceChange extends PriceMove {
  orderId: number
  orderedAt: string
}

/**
 * "Ribeye $12.50 → $13.10 /case since your order of Mar 3, 2026": the same words on home and on
 * the card, the order's day in the app's one date style, on the phone's calendar.
 */
export function priceChangeText(change: PriceChange): string {
  return `${priceMoveText(change)} since your order of ${formatDate(change.orderedAt, 'an earlier day')}`
}

/** Up or down in words, so the direction never rests on colour or an arrow alone. */
export function direction(change: PriceChange): 'up' | 'down' {
  return change.difference > 0 ? 'up' : 'down'
}
