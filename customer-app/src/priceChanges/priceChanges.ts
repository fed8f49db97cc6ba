import { type PriceMove, priceMoveText } from '@provender/web-shared/priceMove.ts'

/** One price change as GET /api/price-changes/mine answers it: since the customer's order of it. */
export interface PriceChange extends PriceMove {
  orderId: number
  orderedAt: string
}

/** "3 March": the day of the order the old price comes from, on the phone's calendar. */
export function orderDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso))
}

/** "Ribeye (case) 12.50 → 13.10 since your order of 3 March": the same words on home and on the card. */
export function priceChangeText(change: PriceChange, timeZone?: string): string {
  return `${priceMoveText(change)} since your order of ${orderDay(change.orderedAt, timeZone)}`
}

/** Up or down in words, so the direction never rests on colour or an arrow alone. */
export function direction(change: PriceChange): 'up' | 'down' {
  return change.difference > 0 ? 'up' : 'down'
}
