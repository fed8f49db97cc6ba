import { conflict, type EventsOf, notFound, type OrderActor } from '@provender/events'
import { refuseUnavailable } from '../stock/judge.ts'
import type { OrderItemRequest, PlaceOrderFacts } from './decide.ts'
import { changedLines, pricedLines, sameItems } from './lines.ts'
import type { OrderState } from './order.ts'
import { notesOfChange, type OrderNotesRequest } from './orderNotes.ts'

export const STALE_ORDER = 'This order was changed by someone else. Reload it to see the latest lines.'
export const ORDER_CANCELLED = 'This order was cancelled; it can no longer be changed.'
export const ORDER_FULFILLED = 'A fulfilled order cannot be changed or cancelled.'
export const CONFIRM_AFTER_CUTOFF =
  "The customer's cut-off for this order has passed. Confirm to change or cancel it anyway."

/** When the customer may still change its order, and who it calls after that. */
export interface ChangeWindow {
  /** Before the delivery date's cut-off; an order without a date: inside the ordering window. */
  open: boolean
  /** The order's delivery date, for the refusal; null: not scheduled. */
  deliveryDate: string | null
  /** The rep who owns the customer, for "call …"; null: none known. */
  contact: { name: string; phone: string } | null
}

interface ChangeCommon {
  by: OrderActor
  /** Staff confirmed a change after the customer's cut-off. */
  afterCutoffConfirmed: boolean
  /** How many changes the caller's copy of the order had seen; absent: not checked. */
  version?: number
  window: ChangeWindow
}

/** The order's lines replaced as a whole, as the customer or staff now want them. */
export interface ChangeOrder extends ChangeCommon, PlaceOrderFacts {
  type: 'ChangeOrder'
  items: OrderItemRequest[]
  /** A new PO number or note (absent: kept), and staff's below-minimum confirmation. */
  notes?: Partial<OrderNotesRequest>
}

export interface CancelOrder extends ChangeCommon {
  type: 'CancelOrder'
  /** Why, for the history; may be empty. */
  reason: string
}

function callText({ contact }: ChangeWindow): string {
  if (!contact) return 'call your sales rep'
  return contact.phone ? `call ${contact.name} at ${contact.phone}` : `call ${contact.name}`
}

/** What a customer is told once its window for changes has closed: why, and who to call. */
export function closedForCustomer(window: ChangeWindow): string {
  const why = window.deliveryDate
    ? `Orders for ${window.deliveryDate} closed at the cut-off`
    : 'Ordering is closed right now'
  return `${why}; to change or cancel this order, ${callText(window)}.`
}

/**
 * Whether the change may be made, and whether it is one past the cut-off. Checked in this
 * order so each caller hears the most useful refusal: a cancelled or fulfilled order first
 * (nothing will help), then a stale copy (reload), then the cut-off.
 */
export function afterCutoff(
  command: Pick<ChangeCommon, 'by' | 'afterCutoffConfirmed' | 'version' | 'window'>,
  order: OrderState,
): boolean {
  if (order.status !== 'placed') throw notFound('Order not found.')
  if (order.cancelled) throw conflict(ORDER_CANCELLED, 'ORDER_CANCELLED')
  if (order.fulfilled) throw conflict(ORDER_FULFILLED, 'ORDER_FULFILLED')
  if (command.version !== undefined && command.version !== order.version) {
    throw conflict(STALE_ORDER, 'STALE')
  }
  if (command.window.open) return false
  if (command.by.role === 'customer') throw conflict(closedForCustomer(command.window), 'CUTOFF_PASSED')
  if (!command.afterCutoffConfirmed) throw conflict(CONFIRM_AFTER_CUTOFF, 'CONFIRMATION_REQUIRED')
  return true
}

/** New lines by the placing rules; the same lines again (a retry) record nothing. */
export function changeOrder(command: ChangeOrder, order: OrderState): EventsOf<'order'>[] {
  const late = afterCutoff(command, order)
  const byStaff = command.by.role !== 'customer'
  const lines = pricedLines(command.items, order.lines, command, byStaff)
  refuseUnavailable(lines, order.lines, command.stock)
  const changed = changedLines(order, lines, command.by, late)
  const notes = notesOfChange(order, command.notes, command.requirements, changed.totalCents, byStaff)
  if (sameItems(lines, order.lines) && !notes.changed) return []
  return [{ type: 'OrderChanged', data: { ...changed, ...notes.fields } }]
}

/** Cancelling twice (a retry) records nothing the second time. */
export function cancelOrder(command: CancelOrder, order: OrderState): EventsOf<'order'>[] {
  if (order.status === 'placed' && order.cancelled) return []
  const late = afterCutoff(command, order)
  return [
    {
      type: 'OrderCancelled',
      data: {
        orderId: order.id,
        customerId: order.customerId,
        cancelledBy: command.by,
        reason: command.reason,
        afterCutoff: late,
      },
    },
  ]
}
