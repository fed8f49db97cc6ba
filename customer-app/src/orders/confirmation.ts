import { toCents, unitLabel } from '@provender/events'
import type { DisplayLine } from '../history/orderLines.ts'
import { type Cart, lineCents, summarize } from './cart.ts'
import { productKey } from './catalog.ts'
import type { CustomerProduct, PlacedOrder } from './types.ts'

export interface Confirmation {
  placedAt: string
  lines: DisplayLine[]
  totalCents: number
}

/**
 * What the confirmation shows: our lines, with the server's line and order totals
 * where it sent them (they are the prices the order was actually placed at).
 */
export function buildConfirmation(
  products: readonly CustomerProduct[],
  cart: Cart,
  placed: PlacedOrder,
): Confirmation {
  const serverLine = new Map((placed.items ?? []).map((item) => [item.productId, item.lineTotal]))
  const summary = summarize(products, cart)
  const byKey = new Map(products.map((p) => [productKey(p), p]))
  const lines = summary.items.flatMap((item) => {
    const product = byKey.get(item.productId)
    if (!product) return []
    const fromServer = serverLine.get(item.productId)
    const line = cart[item.productId]
    const cents = typeof fromServer === 'number' ? toCents(fromServer) : line ? lineCents(product, line) : 0
    return [
      {
        key: item.productId,
        name: product.name,
        quantity: unitLabel(item.quantityType, item.quantity),
        cents,
      },
    ]
  })
  const totalCents = typeof placed.totalPrice === 'number' ? toCents(placed.totalPrice) : summary.totalCents
  return { placedAt: placed.createdAt, lines, totalCents }
}
