import { availability, availabilityInputSchema, productIdSchema } from '@provender/events'
import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'

export const stockRouteDocs = documentRoutes({ tag: 'Catalogue', access: ['admin'] }, [
  {
    method: 'put',
    path: '/api/products/{id}/availability',
    summary: 'Mark a product available, limited or out of stock (issue 36)',
    description:
      'limited: `quantity` in `unit` (case, pack or lb: a unit the product is sold by) per customer ' +
      'per delivery date (`per: customer`) or in total for a delivery date across customers ' +
      '(`per: date`); a limit counts what orders take while the product is limited. out: until ' +
      '`until` (YYYY-MM-DD, exclusive: orderable again for delivery on that date), or indefinitely ' +
      '(null or absent). Orders then refuse added or increased lines with 409 OUT_OF_STOCK or ' +
      'OVER_LIMIT. Admin only; sales reps and auditors read it on the products list.',
    params: z.object({ id: productIdSchema }),
    body: availabilityInputSchema,
    responses: answer(200, 'The availability as it now is.', z.object({ id: z.string(), availability })),
    errors: { 404: 'Product not found.' },
  },
])
