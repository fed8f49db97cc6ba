import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { customerIdParam } from '../orders/requests.ts'
import { orderRequirementsBody } from './routes.ts'

export const orderRequirementsAnswer = z.object({
  poNumberRequired: z.boolean(),
  minimumOrder: z.number().nullable(),
})

export const orderRequirementsRouteDocs = documentRoutes({ tag: 'Customers', access: ['admin', 'sales'] }, [
  {
    method: 'put',
    path: '/api/customers/:id/order-requirements',
    summary: 'Set what every order of the customer must carry: a PO number, a minimum order value',
    description:
      'minimumOrder in dollars, null for none. Placing or changing an order below it is refused with ' +
      'BELOW_MINIMUM (staff may confirm with belowMinimum: true); without a PO number, where one is ' +
      'required, with PO_NUMBER_REQUIRED. The same requirements again append nothing.',
    params: z.object({ id: customerIdParam }),
    body: orderRequirementsBody,
    responses: answer(200, 'The requirements as saved.', orderRequirementsAnswer),
    errors: { 404: 'Customer not found (or another rep’s).' },
  },
])
