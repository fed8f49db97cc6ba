import { toCents } from '@provender/events/rules/money'
import { lineTotalCents } from '@provender/events/rules/ordering'
import { formatCount, formatMoney } from '@provender/web-shared/format/index.ts'
import { useNavigate } from 'react-router-dom'
import type { PastLine, ReorderState } from '../orders/draft.ts'
import { ORDER_FORM_PATH } from '../routing/routeDecision.ts'
import { type OrderRow, pastLines } from './orderLines.ts'

/** A history row as GET /api/orders/customer/{id} answers it: the order and its summary. */
export type OrderStatus = 'pending' | 'fulfilled' | 'short' | 'cancelled'
export interface HistoryRow extends OrderRow {
  status?: OrderStatus
  itemCount?: number
}

/** "Order again" (see /tmp/helpers/reorder-contract.md): the id in the address survives a reload. */
export const reorderPath = (orderId: number): string => `${ORDER_FORM_PATH}?reorder=${orderId}`

/**
 * A past order's lines for "Order again", each with the price per unit it was sold at (a case at
 * its packs' price), so the form can mark a price that changed since.
 */
export function reorderLinesOf(order: OrderRow): PastLine[] {
  const items = order.OrderItems ?? []
  return pastLines(order).map((line, i) => {
    const item = items[i]
    const price = item?.price ?? item?.sellPrice
    return {
      ...line,
      unitPrice:
        typeof price === 'number'
          ? lineTotalCents(toCents(price), line.quantityType, 1, item?.Product?.packsPerCase ?? null) / 100
          : null,
    }
  })
}

/** Opens the order form on a past order's lines. */
export function useOrderAgain(): (order: OrderRow) => void {
  const navigate = useNavigate()
  return (order) => {
    const state: ReorderState = { reorder: { orderId: order.id, lines: reorderLinesOf(order) } }
    navigate(reorderPath(order.id), { state })
  }
}

/** What a status chip says: shipped short is what a chef needs to notice. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
  short: 'Shipped short',
  cancelled: 'Cancelled',
}

/** A row without the summary fields (an older server) still reads right. */
export function statusOf(order: HistoryRow): OrderStatus {
  return order.status ?? (order.fulfilled ? 'fulfilled' : 'pending')
}

export function itemCountLabel(order: HistoryRow): string {
  const count = order.itemCount ?? order.OrderItems?.length ?? 0
  return `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`
}

/** "Estimate $123.45" and, once fulfilled, "Final $120.00". */
export function totalsOf(order: HistoryRow): { estimate: string; final: string | null } {
  const estimate = order.estimatedTotal ?? order.totalPrice ?? 0
  return {
    estimate: formatMoney(estimate),
    final: typeof order.finalTotal === 'number' ? formatMoney(order.finalTotal) : null,
  }
}
