import { z } from 'zod'
import {
  calendarDate,
  cents,
  hhmm,
  id,
  leftOutReasons,
  ORDER_NOTE_MAX,
  orderActor,
  orderLine,
  PO_NUMBER_MAX,
  productId,
  shippedLine,
  standingOrderId,
} from './fields.ts'

/**
 * What an order carries beside its lines (issue 36): the customer's purchase-order number, a note
 * to the warehouse, and staff's confirmation of an order below the customer's minimum (the
 * minimum then, in cents). On a placement, absent: none. On a change, absent: unchanged, and ''
 * removes a PO number or a note.
 */
/** A limited line placed short ('limited'): the amount placed, in the line's unit. Absent: left out. */
const cutTo = z.number().positive().optional()
/** A line a standing order could not place as asked, and why. */
const leftOutLine = z.object({ productId, name: z.string(), reason: z.enum(leftOutReasons), cutTo })

const orderNotes = {
  // The limits count characters (code points); zod counts UTF-16 units, two for an emoji.
  poNumber: z
    .string()
    .max(PO_NUMBER_MAX * 2)
    .optional(),
  note: z
    .string()
    .max(ORDER_NOTE_MAX * 2)
    .optional(),
  belowMinimumCents: cents.optional(),
}

/** Orders and the ordering window. Part of the event catalogue (events.ts). */
export const orderEvents = {
  // order-{id}
  OrderPlaced: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      salesUserId: id.nullable(),
      lines: z.array(orderLine).min(1),
      totalCents: cents,
      idempotencyKey: z.string().nullable(),
      /**
       * The staff member who placed it for the customer (a phone or text order), with the
       * name they had then. Absent: the customer placed it.
       */
      placedBy: z.object({ userId: id, name: z.string() }).optional(),
      /** Staff confirmed placing it while the customer's ordering window was closed. Absent: inside. */
      placedOutsideWindow: z.boolean().optional(),
      /** The delivery date it is for (issue 25). Absent: not scheduled (no schedule, or older). */
      deliveryDate: calendarDate.optional(),
      /** Staff confirmed a date that is not a delivery day, is closed, or is past its cut-off. */
      outsideSchedule: z.boolean().optional(),
      /** Placed by a standing order at the cut-off, with the lines it had to leave out. */
      standing: z
        .object({
          standingOrderId,
          leftOut: z.array(leftOutLine),
        })
        .optional(),
      ...orderNotes,
    }),
  },
  /** Staff moved an order to another delivery date (a closure, a customer's call). */
  OrderMoved: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      fromDate: calendarDate.nullable(),
      toDate: calendarDate,
      reason: z.string().max(200),
      /** Staff confirmed a date outside the customer's schedule. */
      outsideSchedule: z.boolean(),
    }),
  },
  /**
   * The order's lines replaced as a whole (issue 36): kept lines at the price they were sold at,
   * added ones at the customer's price at the change. Who changed it, and whether staff confirmed
   * a change past the cut-off, for the history.
   */
  OrderChanged: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      lines: z.array(orderLine).min(1),
      totalCents: cents,
      changedBy: orderActor,
      afterCutoff: z.boolean(),
      /**
       * A placement added its lines to this order instead of opening a second one for the same
       * delivery date (issue 36, one order per customer per date). Absent: an edit of the lines.
       */
      merged: z
        .object({
          deliveryDate: calendarDate,
          /** The placement's key: a replay of it answers this merge again. */
          idempotencyKey: z.string().nullable(),
          /** What the placement asked for, priced as it was added. */
          added: z.array(orderLine).min(1),
          /** Placed by a standing order at its cut-off, with the lines it had to leave out. */
          standing: z
            .object({
              standingOrderId,
              leftOut: z.array(leftOutLine),
            })
            .optional(),
        })
        .optional(),
      ...orderNotes,
    }),
  },
  /** The order will not ship: it leaves the pick list and the accounting export, never the history. */
  OrderCancelled: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      cancelledBy: orderActor,
      /** Why, in the canceller's words; may be empty. */
      reason: z.string().max(200),
      afterCutoff: z.boolean(),
    }),
  },
  /**
   * What shipped, line by line in the order's line order, and the final total at the order's
   * prices. Both optional: a fulfilment recorded before catch weights means "shipped as
   * ordered", its final total the estimate.
   */
  OrderFulfilled: {
    version: 1,
    data: z.object({
      orderId: id,
      fulfilledBy: id,
      shipped: z.array(shippedLine).min(1).optional(),
      finalTotalCents: cents.optional(),
    }),
  },

  // delivery-slot-{customerId}-{date}
  /**
   * The order that now holds a customer's delivery date: later placements for the date add to it.
   * Claimed in the same append as the order's placement or move, at the slot's revision, so two
   * racing placements cannot both claim it.
   */
  DeliverySlotClaimed: {
    version: 1,
    data: z.object({ customerId: id, deliveryDate: calendarDate, orderId: id }),
  },
  /** The holding order was cancelled or moved away: the date is free for a new order. */
  DeliverySlotReleased: {
    version: 1,
    data: z.object({
      customerId: id,
      deliveryDate: calendarDate,
      orderId: id,
      reason: z.enum(['cancelled', 'moved']),
    }),
  },

  // order-window-company, order-window-sales-{id}
  OrderWindowSet: {
    version: 1,
    data: z.object({
      scope: z.enum(['company', 'sales']),
      salesUserId: id.nullable(),
      alwaysOpen: z.boolean(),
      openTime: hhmm,
      closeTime: hhmm,
    }),
  },
} as const
