import { availability } from '@provender/events'
import { documentRoutes, moneyAnswer, unitTypeAnswer, warnAboveAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { categoriesQuery, productsQuery } from './routes.ts'

/** A catalogue product as GET /api/products answers it. */
export const productAnswer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  unitType: unitTypeAnswer,
  packsPerCase: z.number().int().nullable(),
  price: moneyAnswer,
  warnAbove: warnAboveAnswer,
  /** Issue 37: sales tax applies to it. */
  taxable: z.boolean(),
  /** Issue 36: available, limited (quantity, unit, per) or out (until, exclusive; null: indefinitely). */
  availability,
  /** Issue 36: the ids of the products offered in its place when it is short, in order. */
  substitutes: z.array(z.string()),
})

const categoryRow = z.object({ id: z.number().int(), name: z.string(), productCount: z.number().int() })

export const catalogueReadRouteDocs = documentRoutes(
  { tag: 'Catalogue', access: ['admin', 'sales', 'auditor'] },
  [
    {
      method: 'get',
      path: '/api/products',
      summary: 'The catalogue, paged (customers read their own lines at /api/customers/{id}/products)',
      query: productsQuery,
      responses: {
        200: {
          description: 'One page and the count of all that match.',
          schema: z.object({ products: z.array(productAnswer), total: z.number().int() }),
        },
      },
    },
    {
      method: 'get',
      path: '/api/categories',
      summary: 'The categories, paged, with how many products each holds',
      access: 'signed-in',
      query: categoriesQuery,
      responses: {
        200: {
          description: 'One page and the count of all that match.',
          schema: z.object({ categories: z.array(categoryRow), total: z.number().int() }),
        },
      },
    },
  ],
)
