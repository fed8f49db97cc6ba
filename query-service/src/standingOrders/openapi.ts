import { documentRoutes, standingOrderAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { oneRowDoc } from '../http/oneRowDoc.ts'
import { listQuery, standingOrderIdParam } from './routes.ts'

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
  oneRowDoc({
    path: '/api/standing-orders/:id',
    summary: 'One standing order, with its next dates',
    params: z.object({ id: standingOrderIdParam }),
    answer: ['The standing order.', standingOrderAnswer],
    notFound: 'Standing order not found (or not visible to the caller).',
  }),
])
