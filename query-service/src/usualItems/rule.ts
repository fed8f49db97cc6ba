import { type EventOf, lineTotalCents, type OrderLine, type QuantityType } from '@provender/events'

/**
 * The order guide's rule. "Usual" is judged over the customer's last RECENT_ORDERS orders: a
 * product ranks by how many of them hold it (how often), then by when it was last ordered (how
 * recently), then by name. Products ordered only before those orders still follow, in the same
 * order, so a chef's seasonal items are not lost; the guide shows at most USUAL_ITEMS_SHOWN.
 */
export const RECENT_ORDERS = 10
export const USUAL_ITEMS_SHOWN = 60

/** One line of a customer's order, as the guide keeps it. */
export interface UsualLine {
  customerId: number
  orderId: number
  lineNo: number
  orderedAt: string
  productId: string
  name: string
  quantity: number
  quantityType: QuantityType
  /** Per quantity type: a case's price is its packs' price. */
  unitPriceCents: number
  /** lb for weight, packs for pack and case. */
  baseQuantity: number
}

/** What a customer has ordered of one product, all along. */
export interface UsualItem {
  customerId: number
  productId: string
  name: string
  orderCount: number
  lastOrderId: number
  lastOrderedAt: string
  lastQuantity: number
  lastQuantityType: QuantityType
  largestBaseQuantity: number
}

/** A line's amount in the product's base unit: lb, or packs (a case of one pack per case is a pack). */
export function baseQuantity(line: Pick<OrderLine, 'quantity' | 'quantityType' | 'packsPerCase'>): number {
  if (line.quantityType !== 'case') return line.quantity
  return line.quantity * (line.packsPerCase && line.packsPerCase > 1 ? line.packsPerCase : 1)
}

/** The lines of a placed order, at the moment it was placed. */
export function usualLinesOf(order: EventOf<'OrderPlaced'>['data'], orderedAt: string): UsualLine[] {
  return order.lines.map((line, i) => ({
    customerId: order.customerId,
    orderId: order.orderId,
    lineNo: i + 1,
    orderedAt,
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    quantityType: line.quantityType,
    unitPriceCents: lineTotalCents(line.unitPriceCents, line.quantityType, 1, line.packsPerCase),
    baseQuantity: baseQuantity(line),
  }))
}

/**
 * Folds lines, in the order they were placed, into what they add to each customer's items: the
 * count of orders, the last line, the largest amount. `merged` with the stored item gives the
 * same item as applying the lines one by one.
 */
export function foldLines(lines: readonly UsualLine[]): Map<string, UsualItem> {
  const items = new Map<string, UsualItem>()
  for (const line of lines) {
    const key = `${line.customerId}|${line.productId}`
    items.set(key, merged(items.get(key), itemOf(line)))
  }
  return items
}

function itemOf(line: UsualLine): UsualItem {
  return {
    customerId: line.customerId,
    productId: line.productId,
    name: line.name,
    orderCount: 1,
    lastOrderId: line.orderId,
    lastOrderedAt: line.orderedAt,
    lastQuantity: line.quantity,
    lastQuantityType: line.quantityType,
    largestBaseQuantity: line.baseQuantity,
  }
}

/** An item with what later orders added (the storage's upsert does the same in SQL). */
export function merged(earlier: UsualItem | undefined, later: UsualItem): UsualItem {
  if (!earlier) return later
  return {
    ...later,
    orderCount: earlier.orderCount + later.orderCount,
    largestBaseQuantity: Math.max(earlier.largestBaseQuantity, later.largestBaseQuantity),
  }
}

/** The guide's order of a customer's items; `recentLines` are the lines of its last orders. */
export function rankUsualItems<T extends Pick<UsualItem, 'productId' | 'name' | 'lastOrderedAt'>>(
  items: readonly T[],
  recentLines: readonly Pick<UsualLine, 'orderId' | 'productId'>[],
): T[] {
  const recentOrders = new Map<string, Set<number>>()
  for (const line of recentLines) {
    const orders = recentOrders.get(line.productId) ?? new Set<number>()
    orders.add(line.orderId)
    recentOrders.set(line.productId, orders)
  }
  const often = (item: T) => recentOrders.get(item.productId)?.size ?? 0
  const at = (item: T) => new Date(item.lastOrderedAt).getTime()
  return [...items]
    .sort(
      (a, b) =>
        often(b) - often(a) ||
        at(b) - at(a) ||
        a.name.localeCompare(b.name) ||
        a.productId.localeCompare(b.productId),
    )
    .slice(0, USUAL_ITEMS_SHOWN)
}
