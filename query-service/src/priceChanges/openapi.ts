import { documentRoutes, instantAnswer, moneyAnswer, quantityTypeAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { recentQuery } from './routes.ts'

/** One move of a price (queries.ts StaffPriceChangeView). */
const staffChange = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  quantityType: quantityTypeAnswer,
  oldPrice: moneyAnswer,
  newPrice: moneyAnswer,
  difference: moneyAnswer.describe('newPrice − oldPrice: above 0 when the price went up.'),
  changedAt: instantAnswer,
  dismissed: z.boolean(),
})

/** A change as its customer sees it, against the order it last paid (PriceChangeView). */
const customerChange = staffChange.extend({ orderId: z.number().int(), orderedAt: instantAnswer })

export const priceChangeReadRouteDocs = documentRoutes({ tag: 'Price changes', access: ['customer'] }, [
  {
    method: 'get',
    path: '/api/price-changes/mine',
    summary: 'The signed-in customer’s prices that moved since it last ordered (not dismissed)',
    responses: {
      200: {
        description: 'The changes, newest first.',
        schema: z.object({ changes: z.array(customerChange) }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/price-changes',
    summary: 'The customers whose prices moved in the last `days` (a rep’s own customers only)',
    access: ['admin', 'sales', 'auditor'],
    query: recentQuery,
    responses: {
      200: {
        description: 'Per customer, every move in the window.',
        schema: z.object({
          days: z.number().int(),
          since: instantAnswer,
          customers: z.array(
            z.object({
              customerId: z.number().int(),
              businessName: z.string(),
              totalDifference: moneyAnswer,
              changes: z.array(staffChange),
            }),
          ),
        }),
      },
    },
  },
])
