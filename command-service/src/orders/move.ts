import { conflict, type EventsOf, notFound } from '@provender/events'
import { type DeliveryFacts, moveOutsideSchedule } from '../delivery/index.ts'
import type { StockMap } from '../stock/claims.ts'
import { refuseUnavailable } from '../stock/judge.ts'
import { ORDER_CANCELLED } from './change.ts'
import type { OrderState } from './order.ts'

/** Staff move an order to another delivery date (a closure, a customer's call). */
export interface MoveOrder {
  type: 'MoveOrder'
  toDate: string
  /** Why, for the history; may be empty. */
  reason: string
  /** Staff confirmed a date that is not one of the customer's delivery days, or is closed. */
  exceptionConfirmed: boolean
  /** The customer's schedule and the closures, read into the command, with its time. */
  facts: DeliveryFacts
  /** The stock of the order's products for the new date; absent: not judged. */
  stock?: StockMap
}

/**
 * The same date again changes nothing; a fulfilled order stays where it shipped. The date
 * must not have passed and, unless staff confirm the exception, be a delivery day of the
 * customer that is not closed. Its cut-off does not count: staff move orders after it. Its
 * lines are judged for the new date's stock as placing judges them: none of it was held there.
 */
export function moveOrder(command: MoveOrder, order: OrderState): EventsOf<'order'>[] {
  if (order.status !== 'placed') throw notFound('Order not found.')
  if (order.deliveryDate === command.toDate) return []
  if (order.fulfilled) throw conflict('A fulfilled order cannot be moved.', 'ORDER_FULFILLED')
  if (order.cancelled) throw conflict(ORDER_CANCELLED, 'ORDER_CANCELLED')
  const outsideSchedule = moveOutsideSchedule(command.toDate, command.facts, command.exceptionConfirmed)
  refuseUnavailable(order.lines, [], command.stock)
  return [
    {
      type: 'OrderMoved',
      data: {
        orderId: order.id,
        customerId: order.customerId,
        fromDate: order.deliveryDate,
        toDate: command.toDate,
        reason: command.reason,
        outsideSchedule,
      },
    },
  ]
}
