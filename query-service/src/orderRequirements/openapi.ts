import { documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { idParam } from '../orders/routes.ts'

export const orderRequirementsReadRouteDocs = documentRoutes({ tag: 'Customers', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/customers/:id/order-requirements',
    summary: 'What every order of the customer must carry (staff who see it, or the customer itself)',
    description:
      'Nothing asked until staff set it: `poNumberRequired` false, `minimumOrder` null, `substitutesAllowed` ' +
      'false. The ordering app shows the PO field as required and how far the cart is from the minimum, and ' +
      "starts each line's Substitute OK from `substitutesAllowed`.",
    params: z.object({ id: idParam }),
    responses: {
      200: {
        description: 'The requirements.',
        schema: z.object({
          poNumberRequired: z.boolean(),
          minimumOrder: z.number().nullable(),
          substitutesAllowed: z.boolean(),
        }),
      },
    },
    errors: { 404: 'Customer not found (or not one the caller sees).' },
  },
])
