import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'

export const priceChangeRouteDocs = documentRoutes({ tag: 'Price changes', access: ['customer'] }, [
  {
    method: 'post',
    path: '/api/price-changes/:id/dismiss',
    summary: 'Dismiss a price change notice (the signed-in customer’s own)',
    params: z.object({ id: z.string().describe('The id the price changes list gives.') }),
    responses: answer(200, 'Dismissed.', z.object({ id: z.string(), dismissed: z.literal(true) })),
    errors: {
      400: '`INVALID_PRICE_CHANGE_ID`: not an id the list gives.',
      404: 'Price change not found (or another customer’s).',
    },
  },
])
