import { formatMoney, lineTotalCents, toCents, unitLabel } from '@provender/events'
import { formatDateTime } from '@provender/web-shared/history/dateTime.ts'
import type { Order, OrderItem } from '../dataProvider/index.ts'

/** When an order was placed, as both apps write it. */
export const formatOrderDate = (iso: string): string => formatDateTime(iso)

/** Spec 9: prices on screen always carry two decimals. */
export function formatPrice(amount: number): string {
  return formatMoney(toCents(amount))
}

export function salesRepName(order: Pick<Order, 'Customer'>): string {
  const rep = order.Customer?.SalesUser
  return rep ? `${rep.firstName} ${rep.lastName}`.trim() : 'Unassigned'
}

export function itemName(item: OrderItem): string {
  return item.Product?.name ?? item.productName ?? item.productId
}

/** Spec 2.8: "12.25 lbs", "1 case", "3 packs". */
export function quantityLabel(item: Pick<OrderItem, 'quantityType' | 'quantity'>): string {
  return unitLabel(item.quantityType, item.quantity)
}

/**
 * The price per unit the line was counted in. The stored price is per pack (or per lb);
 * a case line reads better at its case price, which is what the line total multiplies.
 */
export function unitPriceLabel(item: OrderItem): string {
  const perPack = toCents(item.sellPrice)
  if (item.quantityType === 'weight') return `${formatMoney(perPack)} / lb`
  const perUnit = lineTotalCents(perPack, item.quantityType, 1, item.Product?.packsPerCase ?? null)
  return `${formatMoney(perUnit)} / ${item.quantityType}`
}

export function itemCountLabel(order: Pick<Order, 'OrderItems'>): string {
  const count = order.OrderItems.length
  return `${count} item${count === 1 ? '' : 's'}`
}
