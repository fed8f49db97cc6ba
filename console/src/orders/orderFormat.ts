import { lineTotalCents, toCents } from '@provender/events'
import {
  formatDateTime,
  formatMoney,
  formatQuantity,
  formatShippedLine,
  formatUnitPrice,
} from '@provender/web-shared/format/index.ts'
import type { Order, OrderItem } from '../dataProvider/index.ts'

/** When an order was placed, as both apps write it. */
export const formatOrderDate = (iso: string): string => formatDateTime(iso)

/** Spec 9: prices on screen always carry two decimals: "$3,542,252.92". */
export function formatPrice(amount: number): string {
  return formatMoney(amount)
}

export function salesRepName(order: Pick<Order, 'Customer'>): string {
  const rep = order.Customer?.SalesUser
  return rep ? `${rep.firstName} ${rep.lastName}`.trim() : 'Unassigned'
}

export function itemName(item: OrderItem): string {
  return item.Product?.name ?? item.productName ?? item.productId
}

/** Spec 2.8, in the one weight style of both apps: "12.25 lb", "1 case", "3 packs". */
export function quantityLabel(item: Pick<OrderItem, 'quantityType' | 'quantity'>): string {
  return formatQuantity(item.quantity, item.quantityType)
}

/** Once fulfilled, how the line shipped in one line: "Shipped 34.10 lb of 35.75 lb", "Short 1 case". */
export function shippedLine(
  item: Pick<OrderItem, 'quantityType' | 'quantity' | 'shippedQuantity'>,
): string | null {
  return formatShippedLine(item.quantityType, item.quantity, item.shippedQuantity)
}

/**
 * The price per unit the line was counted in. The stored price is per pack (or per lb);
 * a case line reads better at its case price, which is what the line total multiplies.
 */
export function unitPriceLabel(item: OrderItem): string {
  if (item.quantityType === 'weight') return formatUnitPrice(item.sellPrice, 'weight')
  const perUnit = lineTotalCents(
    toCents(item.sellPrice),
    item.quantityType,
    1,
    item.Product?.packsPerCase ?? null,
  )
  return formatUnitPrice(perUnit / 100, item.quantityType)
}

export function itemCountLabel(order: Pick<Order, 'OrderItems'>): string {
  const count = order.OrderItems.length
  return `${count} item${count === 1 ? '' : 's'}`
}
