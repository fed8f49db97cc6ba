import { z } from 'zod'
import {
  calendarDate,
  deliveryDay,
  id,
  productId,
  standingLines,
  standingOrderId,
  standingTerms,
} from './fields.ts'

/** Where a closure moves the standing-order dates it falls on (issue 36): the customer's delivery day before or after. */
const standingMove = z.enum(['previous', 'next'])

/** Delivery days, closures, standing orders, price-change dismissals, the fulfilment tolerance. Part of the event catalogue (events.ts). */
export const deliveryEvents = {
  // delivery-schedule-company, delivery-schedule-customer-{id}: delivery weekdays and cut-offs.
  // days null: the company has none (orders are not scheduled), or the customer follows the company's.
  DeliveryScheduleSet: {
    version: 1,
    data: z.object({
      scope: z.enum(['company', 'customer']),
      customerId: id.nullable(),
      days: z.array(deliveryDay).min(1).max(7).nullable(),
    }),
  },

  // closures: every closure in one stream, so an overlap is refused against all of them
  ClosureAdded: {
    version: 1,
    data: z.object({
      closureId: z.uuid(),
      from: calendarDate,
      to: calendarDate,
      reason: z.string().min(1).max(200),
      /** Where its standing-order dates move (issue 36); absent (closures added before): 'next'. */
      standingMove: standingMove.optional(),
      /** When it was decided: a standing date moves only to a day whose cut-off is after it. */
      addedAt: z.iso.datetime().optional(),
    }),
  },
  /** The distributor's default for where a closure moves standing-order dates (admin, issue 36). */
  ClosureStandingMoveSet: {
    version: 1,
    data: z.object({ standingMove }),
  },
  ClosureRemoved: {
    version: 1,
    data: z.object({ closureId: z.uuid(), from: calendarDate, to: calendarDate, reason: z.string() }),
  },

  // standing-order-{uuid}: the same lines for every delivery date (or every other week), placed
  // at each cut-off. Placed, skipped and missed dates are kept here, so a date is handled once.
  StandingOrderCreated: {
    version: 1,
    data: z.object({
      standingOrderId,
      customerId: id,
      ...standingTerms,
      /** The first delivery date it covers; every other week counts its weeks from this one's. */
      startsOn: calendarDate,
      fromOrderId: id.nullable(),
    }),
  },
  StandingOrderChanged: {
    version: 1,
    data: z.object({ standingOrderId, customerId: id, ...standingTerms }),
  },
  StandingOrderPaused: { version: 1, data: z.object({ standingOrderId, customerId: id }) },
  StandingOrderResumed: { version: 1, data: z.object({ standingOrderId, customerId: id }) },
  StandingOrderCancelled: { version: 1, data: z.object({ standingOrderId, customerId: id }) },
  StandingOrderSkipped: {
    version: 1,
    data: z.object({ standingOrderId, customerId: id, deliveryDate: calendarDate }),
  },
  StandingOrderUnskipped: {
    version: 1,
    data: z.object({ standingOrderId, customerId: id, deliveryDate: calendarDate }),
  },
  /** Other lines for one delivery date only. */
  StandingOrderDateEdited: {
    version: 1,
    data: z.object({
      standingOrderId,
      customerId: id,
      deliveryDate: calendarDate,
      lines: standingLines,
    }),
  },
  /** Appended atomically with the order's OrderPlaced: the date is handled, once. */
  StandingOrderPlaced: {
    version: 1,
    data: z.object({
      standingOrderId,
      customerId: id,
      deliveryDate: calendarDate,
      orderId: id,
      /** Its lines were added to the customer's order already open for the date (issue 36). */
      merged: z.boolean().optional(),
      /** A closure moved the date (deliveryDate, as scheduled) to this delivery date (issue 36). */
      movedTo: calendarDate.optional(),
    }),
  },
  /** A date it could not place: reported, never placed late. */
  StandingOrderMissed: {
    version: 1,
    data: z.object({
      standingOrderId,
      customerId: id,
      deliveryDate: calendarDate,
      reason: z.enum(['too-late', 'customer-deleted', 'nothing-to-order']),
      /** A closure moved the date (deliveryDate, as scheduled) to this delivery date (issue 36). */
      movedTo: calendarDate.optional(),
    }),
  },

  // price-changes-{customerId}: which of its price changes a customer has dismissed. A stream of
  // its own, so a dismissal does not move the customer stream's version (staff edits check it).
  PriceChangeDismissed: {
    version: 1,
    data: z.object({
      customerId: id,
      productId,
      /** The change's id as the price-changes read model answers it: `{customerId}-{eventId}`. */
      changeId: z.string().min(1).max(100),
    }),
  },

  // settings-fulfilment: how far over the ordered weight a weight line may ship (admin)
  FulfilmentToleranceSet: {
    version: 1,
    data: z.object({ percent: z.number().int().min(0).max(100) }),
  },
} as const
