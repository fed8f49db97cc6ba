import {
  documentRoutes,
  instantAnswer,
  moneyAnswer,
  quantityTypeAnswer,
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
  placedBy: z.object({ id: z.number().int(), name: z.string() }).optional(),
  placedOutsideWindow: z.boolean().optional(),
})

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
    }),
  ),
})

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
    description: 'Prices and totals come from the server (negotiated prices), never from the body.',
    access: ['customer'],
    body: request.placeOrderBody,
    headers: idempotency,
    responses: { 201: { description: 'The order as placed.', schema: placedAnswer } },
    errors: { 409: 'Outside the ordering window, or a product no longer orderable.' },
  },
  {
    method: 'post',
    path: '/api/customers/:id/orders',
    summary: 'Place a phone order for a customer (staff)',
    params: z.object({ id: request.customerIdParam }),
    body: request.staffOrderBody,
    headers: idempotency,
    responses: { 201: { description: 'The order as placed, with who placed it.', schema: placedAnswer } },
    errors: {
      404: 'Customer not found (or another rep’s).',
      409: 'Outside the ordering window without `outsideWindow: true`, or a product not orderable.',
    },
  },
  {
    method: 'patch',
    path: '/api/orders/:id/fulfill',
    summary: 'Fulfil an order, optionally with the quantities shipped',
    description: 'No body ships every line as ordered. An order already fulfilled answers unchanged.',
    params: z.object({ id: request.orderIdParam }),
    body: request.fulfilBody,
    bodyOptional: true,
    responses: {
      200: { description: 'What shipped per line beside what was ordered.', schema: fulfilledAnswer },
    },
    errors: { 404: 'Order not found (or not yours).', 409: 'Shipped lines do not match the order.' },
  },
])
