import {
  answer,
  documentRoutes,
  instantAnswer,
  moneyAnswer,
  quantityTypeAnswer,
  shippedSubstituteAnswer,
  unitTypeAnswer,
} from '@provender/server-kit'
import { z } from 'zod'
import * as request from './requests.ts'

/** What the order writes answer (answers.ts builds them), stated as the contract. */
const placedAnswer = z.object({
  id: z.number().int(),
  createdAt: instantAnswer,
  totalPrice: moneyAnswer,
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      unitType: unitTypeAnswer,
      packsPerCase: z.number().int().nullable(),
      quantity: z.number(),
      quantityType: quantityTypeAnswer,
      price: moneyAnswer,
      sellPrice: moneyAnswer,
      lineTotal: moneyAnswer,
    }),
  ),
  deliveryDate: z.iso.date().nullable().describe('The delivery date; null: not scheduled.'),
  outsideSchedule: z.boolean().describe('Staff confirmed a date outside the customer’s schedule.'),
  poNumber: z.string().nullable().optional().describe('The customer’s PO number; null: none.'),
  note: z.string().nullable().optional().describe('The note to the warehouse; null: none.'),
  placedBy: z.object({ id: z.number().int(), name: z.string() }).optional(),
  placedOutsideWindow: z.boolean().optional(),
  mergedInto: z
    .number()
    .int()
    .optional()
    .describe(
      'Issue 36: the customer already had an open order for the date; the lines went into it (this id). The answer is then 200 and shows that order as it now stands.',
    ),
  addedItems: z
    .array(
      z
        .object({ productId: z.string(), quantity: z.number(), quantityType: quantityTypeAnswer })
        .passthrough(),
    )
    .optional()
    .describe('With `mergedInto`: the lines this placement added, priced as they were added.'),
})

const oneOrderPerDate =
  ' One order per customer per delivery date: when the customer has an open order (not cancelled, not ' +
  'fulfilled) for the date, the lines are added to it (200, `mergedInto`; same product and unit add ' +
  'quantities, kept lines keep their price), by the change rules and its cut-off.'

const fulfilledAnswer = z.object({
  id: z.number().int(),
  fulfilled: z.boolean(),
  estimatedTotal: moneyAnswer,
  finalTotal: moneyAnswer.nullable(),
  totalPrice: moneyAnswer.describe('The final total once fulfilled, else the estimate.'),
  items: z.array(
    z.object({
      productId: z.string(),
      quantityType: quantityTypeAnswer,
      quantity: z.number(),
      lineTotal: moneyAnswer,
      shippedQuantity: z.number().nullable(),
      shippedLineTotal: moneyAnswer.nullable(),
      substitute: shippedSubstituteAnswer
        .optional()
        .describe('Issue 36: a named substitute shipped for this short line, at the customer’s price.'),
    }),
  ),
  invoiceNumber: z
    .number()
    .int()
    .nullable()
    .describe(
      'Issue 37: the invoice issued with the fulfilment (a repeat answers the same); null for an order fulfilled before invoices were issued.',
    ),
})

/** A change or a cancel: the order as it now is, and the version the next edit names. */
const editedAnswer = z.object({
  id: z.number().int(),
  version: z
    .number()
    .int()
    .describe('How many times its lines were changed; send it back with the next edit.'),
  cancelled: z.boolean(),
  deliveryDate: z.iso.date().nullable(),
  totalPrice: moneyAnswer,
  poNumber: z.string().nullable(),
  note: z.string().nullable(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantityType: quantityTypeAnswer,
      quantity: z.number(),
      price: moneyAnswer.describe('The price it was sold at: kept lines keep theirs, added ones today’s.'),
      lineTotal: moneyAnswer,
    }),
  ),
})

/** What the customer's order requirements refuse (PUT /api/customers/:id/order-requirements). */
const requirementErrors = {
  400: '`PO_NUMBER_REQUIRED`: the customer needs a PO number on every order and `poNumber` is empty.',
  409:
    '`BELOW_MINIMUM`: the estimated total is below the customer’s minimum order (the text says by how much; ' +
    'staff may send `belowMinimum: true`). `PO_NUMBER_MISMATCH`: the open order for the date carries ' +
    'another PO number.',
}

const editErrors = {
  400: requirementErrors[400],
  404: 'Order not found (another customer’s or another rep’s order, or an id that is not one).',
  409:
    '`STALE`: the order was changed since `version`. `CUTOFF_PASSED`: the customer’s cut-off has passed ' +
    '(the text says who to call). `CONFIRMATION_REQUIRED`: staff after the cut-off without ' +
    '`afterCutoff: true`. `ORDER_FULFILLED`, `ORDER_CANCELLED`: it can no longer be changed. ' +
    '`BELOW_MINIMUM`: a change that lowers the total below the customer’s minimum.',
}

const idempotency = [
  {
    name: 'Idempotency-Key',
    description: 'A retry with the same key answers the first order instead of placing a second.',
    schema: request.idempotencyKey,
  },
]

export const orderRouteDocs = documentRoutes({ tag: 'Orders', access: ['admin', 'sales'] }, [
  {
    method: 'post',
    path: '/api/orders',
    summary: 'Place an order (the signed-in customer)',
    description:
      'Prices and totals come from the server (negotiated prices), never from the body.' +
      oneOrderPerDate +
      ' `separateOrder: true` is staff-only: a customer sending it gets 403.',
    access: ['customer'],
    body: request.placeOrderBody,
    headers: idempotency,
    responses: {
      ...answer(201, 'The order as placed.', placedAnswer),
      ...answer(200, 'Added to the open order for the date (`mergedInto`).', placedAnswer),
    },
    errors: {
      400: requirementErrors[400],
      403: '"Only staff can keep a second order for the same delivery date." (`separateOrder: true`).',
      409:
        '`ORDERING_CLOSED`: outside the ordering window. `DELIVERY_DATE_UNAVAILABLE`: the date is not a ' +
        'delivery day, is closed or past its cut-off (the answer adds `nextDeliveryDate`, `nextCutoff`). ' +
        requirementErrors[409],
    },
  },
  {
    method: 'post',
    path: '/api/customers/:id/orders',
    summary: 'Place a phone order for a customer (staff)',
    description: `${oneOrderPerDate.trim()} \`separateOrder: true\` keeps a second order for the date on purpose.`,
    params: z.object({ id: request.customerIdParam }),
    body: request.staffOrderBody,
    headers: idempotency,
    responses: {
      ...answer(201, 'The order as placed, with who placed it.', placedAnswer),
      ...answer(200, 'Added to the open order for the date (`mergedInto`).', placedAnswer),
    },
    errors: {
      404: 'Customer not found (or another rep’s).',
      400: requirementErrors[400],
      409:
        '`ORDERING_CLOSED` without `outsideWindow: true`; `DELIVERY_DATE_UNAVAILABLE` without ' +
        '`outsideSchedule: true` (the answer adds `nextDeliveryDate`, `nextCutoff`). ' +
        requirementErrors[409],
    },
  },
  {
    method: 'patch',
    path: '/api/orders/:id/fulfill',
    summary: 'Fulfil an order, optionally with the quantities shipped',
    description:
      'No body ships every line as ordered. An order already fulfilled answers unchanged. A short line ' +
      'whose customer allowed substitutes may name `substitute` (a product staff named for it, its unit ' +
      'and quantity); its price is the customer’s price for it now, worked out by the server.',
    params: z.object({ id: request.orderIdParam }),
    body: request.fulfilBody,
    bodyOptional: true,
    responses: answer(200, 'What shipped per line beside what was ordered.', fulfilledAnswer),
    errors: {
      404: 'Order not found (or not yours).',
      409:
        'Shipped lines do not match the order; `SUBSTITUTE_NOT_ALLOWED`, `NOT_A_SUBSTITUTE`, `NOT_SHORT`: ' +
        'a substitute the line may not ship.',
    },
  },
  {
    method: 'post',
    path: '/api/orders/:id/move',
    summary: 'Move an order to another delivery date (staff)',
    description:
      'The same date again answers 200 and records nothing. The cut-off is not checked for staff; a date ' +
      'that is not a delivery day or is closed needs `outsideSchedule: true`.',
    params: z.object({ id: request.orderIdParam }),
    body: request.moveBody,
    responses: answer(
      200,
      'The order’s delivery date now.',
      z.object({ id: z.number().int(), deliveryDate: z.iso.date().nullable() }),
    ),
    errors: {
      404: 'Order not found (or another rep’s).',
      409:
        '`ORDER_FULFILLED`: a fulfilled order cannot be moved. `DELIVERY_DATE_UNAVAILABLE`: not a delivery ' +
        'day or closed (the answer adds `nextDeliveryDate`, `nextCutoff`).',
    },
  },
  {
    method: 'put',
    path: '/api/orders/:id',
    summary: 'Change an order’s lines (its customer until the cut-off; staff later, confirming)',
    description: 'The body holds every line the order should now have. The same lines again record nothing.',
    access: ['customer', 'admin', 'sales'],
    params: z.object({ id: request.orderIdParam }),
    body: request.changeOrderBody,
    responses: answer(200, 'The order with its new lines.', editedAnswer),
    errors: editErrors,
  },
  {
    method: 'post',
    path: '/api/orders/:id/cancel',
    summary: 'Cancel an order (its customer until the cut-off; staff later, confirming)',
    description: 'Cancelling a cancelled order answers 200 and records nothing.',
    access: ['customer', 'admin', 'sales'],
    params: z.object({ id: request.orderIdParam }),
    body: request.cancelOrderBody,
    bodyOptional: true,
    responses: answer(200, 'The order, cancelled.', editedAnswer),
    errors: editErrors,
  },
])
