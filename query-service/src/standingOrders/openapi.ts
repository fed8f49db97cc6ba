import { documentRoutes, quantityTypeAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { listQuery, standingOrderIdParam } from './routes.ts'

const lineAnswer = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number(),
  quantityType: quantityTypeAnswer,
})

/** A standing order as both services answer it (the command service's writes too). */
const standingOrderAnswer = z.object({
  id: z.uuid(),
  customerId: z.number().int(),
  businessName: z.string(),
  everyWeeks: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['active', 'paused', 'cancelled']),
  startsOn: z.iso.date(),
  lines: z.array(lineAnswer),
  upcoming: z
    .array(
      z.object({
        date: z.iso.date(),
        cutoff: z.iso.datetime().describe('When the order for this date is placed.'),
        state: z.enum(['scheduled', 'skipped', 'placed', 'missed']),
        edited: z.boolean().describe('Other lines for this date only.'),
        lines: z.array(lineAnswer),
        orderId: z.number().int().nullable(),
      }),
    )
    .describe(
      'Its next 6 dates from today, placed ones included (paused or cancelled: only those placed or missed).',
    ),
})

export const standingOrderReadRouteDocs = documentRoutes({ tag: 'Standing orders', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/standing-orders',
    summary: 'Standing orders: a customer its own, a rep its customers’, admins and auditors any',
    description: '`customerId` narrows to one customer (required of no one; a customer needs none).',
    query: listQuery,
    responses: {
      200: {
        description: 'The standing orders, by customer name.',
        schema: z.object({ rows: z.array(standingOrderAnswer) }),
      },
    },
    errors: { 404: 'Customer not found (or not visible to the caller).' },
  },
  {
    method: 'get',
    path: '/api/standing-orders/:id',
    summary: 'One standing order, with its next dates',
    params: z.object({ id: standingOrderIdParam }),
    responses: { 200: { description: 'The standing order.', schema: standingOrderAnswer } },
    errors: { 404: 'Standing order not found (or not visible to the caller).' },
  },
])
