/** One price change as GET /api/price-changes/mine answers it (docs/api.md, Price changes). */
export interface PriceChange {
  id: string
  productId: string
  productName: string
  quantityType: 'pack' | 'case' | 'weight'
  oldPrice: number
  newPrice: number
  difference: number
  orderId: number
  orderedAt: string
  changedAt: string
}

const UNIT: Record<PriceChange['quantityType'], string> = { pack: 'pack', case: 'case', weight: 'lb' }

const money = (amount: number) => amount.toFixed(2)

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
  return `${change.productName} (${UNIT[change.quantityType]}) ${money(change.oldPrice)} → ${money(
    change.newPrice,
  )} since your order of ${orderDay(change.orderedAt, timeZone)}`
}

/** Up or down in words, so the direction never rests on colour or an arrow alone. */
export function direction(change: PriceChange): 'up' | 'down' {
  return change.difference > 0 ? 'up' : 'down'
}
