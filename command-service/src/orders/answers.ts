import { type EventData, fromCents, type OrderLine, type ShippedLine } from '@provender/events'
import type { OrderState } from './order.ts'

/** The order calls' answers, from the event placed or the state fulfilled. */

/** One line as a placement's confirmation shows it. */
const placedLine = (l: OrderLine) => ({
  productId: l.productId,
  name: l.name,
  unitType: l.unitType,
  packsPerCase: l.packsPerCase,
  quantity: l.quantity,
  quantityType: l.quantityType,
  price: fromCents(l.unitPriceCents),
  sellPrice: fromCents(l.unitPriceCents),
  lineTotal: fromCents(l.lineTotalCents),
})

export function confirmation(placed: EventData<'OrderPlaced'>, occurredAt: string) {
  return {
    id: placed.orderId,
    createdAt: occurredAt,
    totalPrice: fromCents(placed.totalCents),
    items: placed.lines.map(placedLine),
    // Not scheduled (no delivery days, or an order placed before them): no date.
    deliveryDate: placed.deliveryDate ?? null,
    outsideSchedule: placed.outsideSchedule ?? false,
    poNumber: placed.poNumber ?? null,
    note: placed.note ?? null,
    // A phone order also says who placed it and whether it was outside the window.
    ...(placed.placedBy
      ? {
          placedBy: { id: placed.placedBy.userId, name: placed.placedBy.name },
          placedOutsideWindow: placed.placedOutsideWindow ?? false,
        }
      : {}),
  }
}

/**
 * A placement that went into the order already open for its date (issue 36): the confirmation's
 * shape, for that order as it now stands, saying so (`mergedInto`) and what this placement added.
 */
export function mergedConfirmation(merged: EventData<'OrderChanged'>, occurredAt: string) {
  const added = merged.merged?.added ?? []
  return {
    id: merged.orderId,
    createdAt: occurredAt,
    totalPrice: fromCents(merged.totalCents),
    items: merged.lines.map(placedLine),
    deliveryDate: merged.merged?.deliveryDate ?? null,
    outsideSchedule: false,
    mergedInto: merged.orderId,
    addedItems: added.map(placedLine),
    ...(merged.changedBy.role === 'customer'
      ? {}
      : {
          placedBy: { id: merged.changedBy.userId, name: merged.changedBy.name },
          placedOutsideWindow: false,
        }),
  }
}

/** The fulfil answer: what shipped per line beside what was ordered, and both totals. */
export function fulfilment(order: OrderState) {
  const shipped = order.shipped ?? []
  return {
    id: order.id,
    fulfilled: order.fulfilled,
    estimatedTotal: fromCents(order.totalCents),
    finalTotal: order.finalTotalCents === null ? null : fromCents(order.finalTotalCents),
    totalPrice: fromCents(order.finalTotalCents ?? order.totalCents),
    items: order.lines.map((l, i) => ({
      productId: l.productId,
      quantityType: l.quantityType,
      quantity: l.quantity,
      lineTotal: fromCents(l.lineTotalCents),
      shippedQuantity: shipped[i]?.quantity ?? null,
      shippedLineTotal: shipped[i] ? fromCents(shipped[i].lineTotalCents) : null,
      ...substituteAnswer(shipped[i]?.substitute),
    })),
  }
}

/** Issue 36: the substitute a short line shipped, only where there is one. */
function substituteAnswer(substitute: ShippedLine['substitute']) {
  if (!substitute) return {}
  const { productId, name, quantityType, quantity, unitPriceCents, lineTotalCents } = substitute
  return {
    substitute: {
      productId,
      name,
      quantityType,
      quantity,
      unitPrice: fromCents(unitPriceCents),
      lineTotal: fromCents(lineTotalCents),
    },
  }
}

/** A change or a cancel answers the order as it now is, with the version the next edit names. */
export function edited(order: OrderState) {
  return {
    id: order.id,
    version: order.version,
    cancelled: order.cancelled,
    deliveryDate: order.deliveryDate,
    totalPrice: fromCents(order.totalCents),
    poNumber: order.poNumber || null,
    note: order.note || null,
    items: order.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      quantityType: l.quantityType,
      quantity: l.quantity,
      price: fromCents(l.unitPriceCents),
      lineTotal: fromCents(l.lineTotalCents),
    })),
  }
}
