import { allowedQuantityTypes, lineTotalCents, type QuantityType, toCents } from '@provender/events'
import { ApiError } from '@provender/web-shared/api.ts'
import { formatDateTime } from '@provender/web-shared/format/index.ts'
import { parseQuantity } from '@provender/web-shared/ordering/cart.ts'
import { productKey, unitPriceCents } from '@provender/web-shared/ordering/catalog.ts'
import { type DraftLine, draftProblem } from '@provender/web-shared/ordering/standingDraft.ts'
import type { StandingLine } from '@provender/web-shared/ordering/standingOrders.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import type { Order } from '../dataProvider/index.ts'
import { itemName } from './orderFormat.ts'

/** Issue 36: what staff may change of an order, and how its refusals read. Pure, with its tests. */

/** The cancel call's reason is held to this many characters (the server's cancelOrderBody). */
export const CANCEL_REASON_MAX = 200

export const EDIT_MESSAGES = {
  changeAnyway: "The customer's cut-off for this order has passed. Change it anyway?",
  cancelAnyway: "The customer's cut-off for this order has passed. Cancel it anyway?",
  noLines: 'Keep at least one line. To call the whole order off, cancel the order instead.',
} as const

/** Lines may change and the order be cancelled until it is fulfilled or cancelled. */
export const isOpen = (order: Pick<Order, 'fulfilled' | 'cancelled' | 'status'>): boolean =>
  !order.fulfilled && !order.cancelled && order.status !== 'cancelled'

export const isCancelled = (order: Pick<Order, 'cancelled' | 'status'>): boolean =>
  order.cancelled === true || order.status === 'cancelled'

const refusedWith = (failure: unknown, code: string): boolean =>
  failure instanceof ApiError && failure.status === 409 && failure.code === code

/** After the customer's cut-off staff must confirm and send again with `afterCutoff: true`. */
export const needsCutoffConfirmation = (failure: unknown): boolean =>
  refusedWith(failure, 'CONFIRMATION_REQUIRED')

/** Someone changed the order since it was read: reload it before trying again. */
export const isStale = (failure: unknown): boolean => refusedWith(failure, 'STALE')

/** The order's lines as the line editor starts from them. */
export const linesOf = (order: Pick<Order, 'OrderItems'>): StandingLine[] =>
  order.OrderItems.map((item) => ({
    productId: item.productId,
    name: itemName(item),
    quantity: item.quantity,
    quantityType: item.quantityType,
  }))

/** Issue 36: each line's Substitute OK as stored on the order (false for orders from before). */
export const substituteChoicesOf = (order: Pick<Order, 'OrderItems'>): Record<string, boolean> =>
  Object.fromEntries(order.OrderItems.map((item) => [item.productId, item.substituteAllowed ?? false]))

/**
 * The units a line may take. A product already on the order keeps the unit type it was sold
 * with (the server checks the kept line, not today's product); one added is the price list's.
 */
export function unitsOfLine(
  order: Pick<Order, 'OrderItems'>,
  line: Pick<DraftLine, 'productId' | 'quantityType'>,
  fromCatalogue: (line: Pick<DraftLine, 'productId' | 'quantityType'>) => QuantityType[],
): QuantityType[] {
  const kept = order.OrderItems.find((item) => item.productId === line.productId)
  if (!kept?.Product) return fromCatalogue(line)
  return allowedQuantityTypes(kept.Product.unitType, kept.Product.packsPerCase)
}

/**
 * The estimated total of the lines as drafted, as the server will price them: a product already
 * on the order at the price it was sold at, one added at the customer's price today. A line
 * whose amount is not valid yet, or whose product is on neither, counts nothing.
 */
export function draftTotalCents(
  order: Pick<Order, 'OrderItems'>,
  draft: readonly DraftLine[],
  catalogue: readonly CustomerProduct[],
): number {
  let total = 0
  for (const line of draft) {
    if (draftProblem(line) !== null) continue
    const quantity = parseQuantity(line.amount)
    const kept = order.OrderItems.find((item) => item.productId === line.productId)
    const product = kept ? null : catalogue.find((p) => productKey(p) === line.productId)
    if (kept)
      total += lineTotalCents(
        toCents(kept.sellPrice),
        line.quantityType,
        quantity,
        kept.Product?.packsPerCase ?? null,
      )
    else if (product)
      total += lineTotalCents(unitPriceCents(product), line.quantityType, quantity, product.packsPerCase)
  }
  return total
}

/** "Changed Dec 1, 2026, 3:04 PM by Sam Reyes", once its lines were changed. */
export function changedText(order: Pick<Order, 'changedAt' | 'changedBy'>): string | null {
  if (!order.changedAt) return null
  const by = order.changedBy?.trim()
  return `Changed ${formatDateTime(order.changedAt)}${by ? ` by ${by}` : ''}`
}

/** "Cancelled Dec 1, 2026, 3:04 PM by Sam Reyes"; without a time or name, what is known. */
export function cancelledText(order: Pick<Order, 'cancelledAt' | 'cancelledBy'>): string {
  const by = order.cancelledBy?.trim()
  return `Cancelled${order.cancelledAt ? ` ${formatDateTime(order.cancelledAt)}` : ''}${by ? ` by ${by}` : ''}`
}
