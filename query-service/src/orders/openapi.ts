import {
  documentRoutes,
  instantAnswer,
  moneyAnswer,
  pageAnswer,
  quantityTypeAnswer,
  shippedSubstituteAnswer,
  unitTypeAnswer,
} from '@provender/server-kit'
import { z } from 'zod'
import { oneRowDoc } from '../http/oneRowDoc.ts'
import { customerOrdersQuery, idParam, ordersQuery } from './routes.ts'

/** An order, as a list row and as the detail: docs/api.md "Orders". */
export const orderAnswer = z.object({
  id: z.number().int(),
  createdAt: instantAnswer,
  fulfilled: z.boolean(),
  fulfilledAt: instantAnswer.nullable(),
  totalPrice: moneyAnswer.describe('The final total once fulfilled, else the estimate.'),
  estimatedTotal: moneyAnswer,
  finalTotal: moneyAnswer.nullable(),
  customerId: z.number().int(),
  Customer: z.object({
    id: z.number().int(),
    businessName: z.string(),
    accountNumber: z.string(),
    SalesUser: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  }),
  placedBy: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('Staff who placed a phone order.'),
  placedOutsideWindow: z.boolean(),
  deliveryDate: z.string().nullable().describe('YYYY-MM-DD in the distributor’s zone; null: not scheduled.'),
  outsideSchedule: z.boolean().describe('Staff confirmed a date outside the customer’s schedule.'),
  standingOrderId: z.string().nullable().describe('The standing order that placed it.'),
  leftOut: z
    .array(z.object({ productId: z.string(), name: z.string(), reason: z.string() }))
    .describe(
      'Lines the standing order could not place (deleted, not-on-price-list, unit-not-offered, ordered-in-another-unit).',
    ),
  status: z
    .enum(['pending', 'fulfilled', 'short', 'cancelled'])
    .describe('short: a line shipped less than ordered; cancelled: by its customer or staff (issue 36).'),
  itemCount: z.number().int(),
  version: z.number().int().describe('How many times its lines were changed; a change names it (409 STALE).'),
  changedAt: instantAnswer.nullable().describe('When its lines were last changed; null: never.'),
  changedBy: z.string().nullable().describe('Who last changed its lines, by name.'),
  cancelled: z.boolean().describe('Cancelled: it stays in lists and history, not on the pick list.'),
  cancelledAt: instantAnswer.nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  poNumber: z.string().nullable().describe('The customer’s PO number (issue 36); null: none.'),
  note: z.string().nullable().describe('The note to the warehouse; null: none.'),
  OrderItems: z.array(
    z.object({
      id: z.number().int(),
      productId: z.string(),
      Product: z.object({
        name: z.string(),
        unitType: unitTypeAnswer,
        packsPerCase: z.number().int().nullable(),
      }),
      productName: z.string(),
      productUnitType: unitTypeAnswer,
      sellPrice: moneyAnswer,
      price: moneyAnswer,
      quantity: z.number(),
      quantityType: quantityTypeAnswer,
      lineTotal: moneyAnswer,
      shippedQuantity: z.number().nullable(),
      shippedLineTotal: moneyAnswer.nullable(),
      /** Issue 36: the customer let a named substitute ship if the line was short. */
      substituteAllowed: z.boolean(),
      /** What shipped in the line's place, at the customer's price for it; null: nothing. */
      substitute: shippedSubstituteAnswer.nullable(),
    }),
  ),
})

/** The detail adds what the order page says about changes (issue 36); lists leave it out. */
export const orderDetailAnswer = orderAnswer.extend({
  changesCloseAt: instantAnswer
    .nullable()
    .describe(
      "The date's cut-off: until then its customer may change or cancel it; null: no date (the ordering window decides).",
    ),
  contact: z
    .object({ name: z.string(), phone: z.string() })
    .nullable()
    .describe('The rep the customer calls once it can no longer change the order.'),
})

export const orderReadRouteDocs = documentRoutes({ tag: 'Orders', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/orders',
    summary: 'The orders, paged (a sales rep’s own customers’ only)',
    description:
      '`scope` (all or mine) is an admin’s choice; a limit above 100 is refused. `deliveryDate` (a date, or `none`: not scheduled), `deliveryFrom` and `deliveryTo` (inclusive) filter by delivery date; sorted by deliveryDate, unscheduled orders come last.',
    access: ['admin', 'sales', 'auditor'],
    query: ordersQuery,
    responses: {
      200: { description: 'One page and the count of all that match.', schema: pageAnswer(orderAnswer) },
    },
  },
  {
    method: 'get',
    path: '/api/orders/customer/:id',
    summary: 'One customer’s orders, paged (the customer itself, its rep, admins, auditors)',
    params: z.object({ id: idParam }),
    query: customerOrdersQuery,
    responses: {
      200: { description: 'One page and the count of all that match.', schema: pageAnswer(orderAnswer) },
    },
    errors: { 404: 'Customer not found (or not visible to the caller).' },
  },
  oneRowDoc({
    path: '/api/orders/:id',
    summary: 'One order',
    params: z.object({ id: idParam }),
    answer: ['The order, with when its customer may last change it.', orderDetailAnswer],
    notFound: 'Order not found (or not visible to the caller).',
  }),
])
