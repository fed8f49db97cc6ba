import { documentRoutes, instantAnswer, moneyAnswer, quantityTypeAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { oneRowDoc } from '../http/oneRowDoc.ts'
import { idParam } from './routes.ts'

const usualItemsAnswer = z.object({
  items: z
    .array(
      z.object({
        productId: z.string(),
        name: z.string(),
        lastQuantity: z.number(),
        lastQuantityType: quantityTypeAnswer,
        largestBaseQuantity: z
          .number()
          .describe(
            'The most ever ordered at once, in the base unit (lb, or packs: a case is packsPerCase packs).',
          ),
        orderCount: z.number().int(),
        lastOrderedAt: instantAnswer,
      }),
    )
    .describe('Ranked by how often and how recently; at most 60.'),
  lastOrder: z
    .object({
      id: z.number().int(),
      createdAt: instantAnswer,
      items: z.array(
        z.object({
          productId: z.string(),
          name: z.string(),
          quantity: z.number(),
          quantityType: quantityTypeAnswer,
          unitPrice: moneyAnswer.describe('The price per quantityType the line was sold at.'),
        }),
      ),
    })
    .nullable(),
})

export const usualItemsRouteDocs = documentRoutes({ tag: 'Customers', access: 'signed-in' }, [
  oneRowDoc({
    path: '/api/customers/:customerId/usual-items',
    summary: 'A customer’s order guide: its usual items and its last order',
    description: 'The customer itself, staff who may see the customer, and auditors.',
    params: z.object({ customerId: idParam }),
    answer: ['The guide.', usualItemsAnswer],
    notFound: 'Customer not found (or not visible to the caller).',
  }),
])
