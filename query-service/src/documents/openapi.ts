import { documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { idParam } from '../orders/routes.ts'
import { pickListQuery } from '../pickList/routes.ts'

const pdf = (description: string) => ({
  200: { description, schema: z.string(), contentType: 'application/pdf' },
})

export const documentRouteDocs = documentRoutes({ tag: 'Documents', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/orders/:id/packing-slip.pdf',
    summary: 'An order’s packing slip: what to pick and ship (PDF, shown inline)',
    description: 'Whoever may read the order (GET /api/orders/{id}) may read its documents.',
    params: z.object({ id: idParam }),
    responses: pdf('The packing slip.'),
    errors: { 404: 'Order not found (or not visible to the caller).' },
  },
  {
    method: 'get',
    path: '/api/orders/:id/invoice.pdf',
    summary: 'A fulfilled order’s invoice (PDF, shown inline)',
    description:
      'Once the order’s invoice is issued, that invoice (as GET /api/invoices/{number}/invoice.pdf); an order fulfilled before invoices were issued is reprinted from the order, numbered as it.',
    params: z.object({ id: idParam }),
    responses: pdf('The invoice.'),
    errors: {
      404: 'Order not found (or not visible to the caller).',
      409: 'ORDER_NOT_FULFILLED: the invoice is made when the order is fulfilled.',
    },
  },
  {
    method: 'get',
    path: '/api/pick-list.pdf',
    summary: 'The pick list of a delivery date (PDF, shown inline)',
    description:
      'The data of GET /api/pick-list: admins and auditors every order, a sales rep its own customers’.',
    access: ['admin', 'sales', 'auditor'],
    query: pickListQuery,
    responses: pdf('The pick list.'),
  },
])
