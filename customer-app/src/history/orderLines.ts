import { leftOutLineText } from '@provender/events/rules/leftOut'
import { toCents } from '@provender/events/rules/money'
import { lineTotalCents, type QuantityType } from '@provender/events/rules/ordering'
import {
  formatQuantity,
  formatShippedLine,
  type SubstituteShipped,
  substitutedText,
} from '@provender/web-shared/format/index.ts'
import type { OrderChangeFields, StoredOrderNotes } from '@provender/web-shared/ordering/types.ts'
import type { PastLine } from '../orders/draft.ts'

/** An order item as GET /api/orders/... returns it (docs/api.md). */
export interface OrderItemRow {
  id: number
  productId: string
  Product?: { name: string; unitType: string; packsPerCase?: number | null } | null
  productName?: string
  productUnitType?: string
  sellPrice?: number
  price?: number
  quantity: number
  quantityType: QuantityType
  lineTotal?: number
  /** What shipped and its total; null until the order is fulfilled. */
  shippedQuantity?: number | null
  shippedLineTotal?: number | null
  /** Issue 36: whether the customer let a named substitute ship for the line (false before it). */
  substituteAllowed?: boolean
  /** Issue 36: what shipped in the line's place; null or absent: nothing. */
  substitute?: (SubstituteShipped & { lineTotal: number }) | null
}

/** An order as the answers give it, with its changes and cancellation (issue 36). */
export interface OrderRow extends OrderChangeFields, StoredOrderNotes {
  id: number
  createdAt: string
  fulfilled: boolean
  /** The final total once fulfilled, else the estimate. */
  totalPrice?: number
  estimatedTotal?: number
  finalTotal?: number | null
  OrderItems?: OrderItemRow[]
  /** A phone order: the rep (or other staff) who placed it for the customer; null when the customer did. */
  placedBy?: { id: number; name: string } | null
  /** The delivery date (YYYY-MM-DD); null or absent (an older order): not scheduled (issue 25). */
  deliveryDate?: string | null
  /** Placed by a standing order (its id); null for an order placed by hand. */
  standingOrderId?: string | null
  /** What a standing order could not place (a product deleted or no longer offered). */
  leftOut?: { productId: string; name: string; reason: string; cutTo?: number }[]
  /** The detail only: until when the customer may change it (null: the ordering window decides). */
  changesCloseAt?: string | null
  /** The detail only: the rep to call once it can no longer be changed here. */
  contact?: { name: string; phone: string } | null
}

/** "Left out: Olive oil (no longer sold), Heavy cream (out of stock)", or null for nothing. */
export function leftOutText(order: Pick<OrderRow, 'leftOut'>): string | null {
  const lines = order.leftOut ?? []
  if (lines.length === 0) return null
  return `Left out: ${lines.map((line) => leftOutLineText(line)).join(', ')}`
}

/** "Placed by Sam Reyes" for an order staff placed for the customer; null for the customer's own. */
export function placedByLabel(order: Pick<OrderRow, 'placedBy'>): string | null {
  return order.placedBy ? `Placed by ${order.placedBy.name || 'your sales rep'}` : null
}

/** A line as the customer sees it: name, "2 cases", and its price. */
export interface DisplayLine {
  key: string
  name: string
  /** "2 cases", "20.00 lb": the amount ordered. */
  quantity: string
  cents: number
  /**
   * Once fulfilled: how it shipped when that differs, one line on a phone ("Shipped 19.42 lb of
   * 20.00 lb", "Short 1 case", "Out of stock").
   */
  shipped?: string | null
  /** Once fulfilled: the total of what shipped, at the order's price. */
  shippedCents?: number | null
}

function itemCents(item: OrderItemRow): number {
  if (typeof item.lineTotal === 'number') return toCents(item.lineTotal)
  // Spec 3: the history price falls back to the product's sell price.
  const price = item.price ?? item.sellPrice ?? 0
  return lineTotalCents(toCents(price), item.quantityType, item.quantity, item.Product?.packsPerCase ?? null)
}

export function displayLines(order: OrderRow): DisplayLine[] {
  return (order.OrderItems ?? []).map((item) => ({
    key: String(item.id),
    name: item.productName ?? item.Product?.name ?? item.productId,
    quantity: formatQuantity(item.quantity, item.quantityType),
    cents: itemCents(item),
    shipped: shippedWithSubstitute(item),
    shippedCents: typeof item.shippedLineTotal === 'number' ? toCents(item.shippedLineTotal) : null,
  }))
}

/** The estimated total: at the ordered amounts, kept after fulfilment. */
export function orderTotalCents(order: OrderRow): number {
  if (typeof order.estimatedTotal === 'number') return toCents(order.estimatedTotal)
  if (typeof order.totalPrice === 'number') return toCents(order.totalPrice)
  return (order.OrderItems ?? []).reduce((sum, item) => sum + itemCents(item), 0)
}

/** The final total of what shipped, at the order's prices; null until fulfilled. */
export function finalTotalCents(order: OrderRow): number | null {
  return typeof order.finalTotal === 'number' ? toCents(order.finalTotal) : null
}

/** The lines of a past order, for "Order again". */
export function pastLines(order: OrderRow): PastLine[] {
  return (order.OrderItems ?? []).map((item) => ({
    productId: item.productId,
    name: item.productName ?? item.Product?.name ?? item.productId,
    quantity: item.quantity,
    quantityType: item.quantityType,
  }))
}

/** How a line shipped, and what shipped in its place: "Short 2 packs · Substituted: …" (issue 36). */
function shippedWithSubstitute(item: OrderItemRow): string | null {
  const shipped = formatShippedLine(item.quantityType, item.quantity, item.shippedQuantity)
  if (!item.substitute) return shipped
  const name = item.productName ?? item.Product?.name ?? item.productId
  return [shipped, substitutedText(item.substitute, name)].filter(Boolean).join(' · ')
}
