import { availability } from '@provender/events'
import {
  customerAnswer,
  documentRoutes,
  instantAnswer,
  moneyAnswer,
  unitTypeAnswer,
  warnAboveAnswer,
} from '@provender/server-kit'
import { z } from 'zod'
import { orderAnswer } from '../orders/openapi.ts'
import { customersQuery, detailParams, detailQuery } from './listRoutes.ts'
import { idParam } from './routes.ts'

const customerProduct = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  unitType: unitTypeAnswer,
  packsPerCase: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  category: z.string().nullable(),
  defaultPrice: moneyAnswer,
  price: moneyAnswer.describe('The negotiated price.'),
  sellPrice: moneyAnswer,
  favorite: z.boolean(),
  warnAbove: warnAboveAnswer,
  /** Issue 36: available, limited (quantity, unit, per) or out (until, exclusive; null: indefinitely). */
  availability,
})

const listedCustomer = customerAnswer
  .omit({ products: true, version: true })
  .extend({ createdAt: instantAnswer })

export const customerReadRouteDocs = documentRoutes({ tag: 'Customers', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/customers',
    summary: 'The customers, paged (a sales rep’s own only)',
    access: ['admin', 'sales', 'auditor'],
    query: customersQuery,
    responses: {
      200: {
        description: 'One page and the count of all that match.',
        schema: z.object({ customers: z.array(listedCustomer), totalCount: z.number().int() }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/customers/:id',
    summary: 'One customer with its negotiated prices (`include=orders` adds its last 100 orders)',
    params: detailParams,
    query: detailQuery,
    responses: {
      200: {
        description: 'The customer.',
        schema: customerAnswer.extend({ orders: z.array(orderAnswer).optional() }),
      },
    },
    errors: { 404: 'Customer not found (or not visible to the caller).' },
  },
  {
    method: 'get',
    path: '/api/customers/:customerId/products',
    summary: 'A customer’s products at its prices, with its favourites (its order form)',
    params: z.object({ customerId: idParam }),
    responses: {
      200: {
        description: 'The products, by name.',
        schema: z.object({ products: z.array(customerProduct) }),
      },
    },
    errors: { 404: 'Customer not found (or not visible to the caller).' },
  },
])
