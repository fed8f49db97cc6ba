import { toCents } from '@provender/events/rules/money'
import type { QuantityType } from '@provender/events/rules/ordering'
import { formatQuantity } from '@provender/web-shared/format/index.ts'
import type { CartSummary } from '@provender/web-shared/ordering/cart.ts'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import type { CustomerProduct, PlacedOrder } from '@provender/web-shared/ordering/types.ts'
import type { DisplayLine } from '../history/orderLines.ts'

export interface Confirmation {
  orderId: number
  placedAt: string
  /** YYYY-MM-DD, or null: not scheduled. */
  deliveryDate: string | null
  lines: DisplayLine[]
  totalCents: number
  /** The lines went into the order already placed for the date (issue 36), not a new one. */
  addedToExisting: boolean
}

/**
 * Step 3: the order as the server stored it (its names, prices and total are what was
 * placed); our own estimate fills in only what an older server left out.
 */
export function buildConfirmation(
  chosen: readonly CustomerProduct[],
  summary: CartSummary,
  placed: PlacedOrder,
): Confirmation {
  const names = new Map(chosen.map((p) => [productKey(p), p.name]))
  const source: {
    productId: string
    quantity: number
    quantityType: QuantityType
    name?: string
    lineTotal?: number
  }[] = placed.items?.length ? placed.items : summary.items
  const lines = source.map((item) => ({
    key: item.productId,
    name: item.name ?? names.get(item.productId) ?? item.productId,
    quantity: formatQuantity(item.quantity, item.quantityType),
    cents:
      typeof item.lineTotal === 'number'
        ? toCents(item.lineTotal)
        : (summary.centsByProduct.get(item.productId) ?? 0),
  }))
  const totalCents = typeof placed.totalPrice === 'number' ? toCents(placed.totalPrice) : summary.totalCents
  return {
    orderId: placed.id,
    placedAt: placed.createdAt,
    deliveryDate: placed.deliveryDate ?? null,
    lines,
    totalCents,
    addedToExisting: typeof placed.mergedInto === 'number',
  }
}
