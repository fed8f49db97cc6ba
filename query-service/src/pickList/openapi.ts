import { documentRoutes, quantityTypeAnswer, unitTypeAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { pickListQuery } from './routes.ts'

const pickListAnswer = z.object({
  date: z.string(),
  orderCount: z.number().int(),
  categories: z.array(
    z.object({
      categoryId: z.number().int().nullable(),
      categoryName: z.string().describe('“Uncategorized” for products without one (or deleted).'),
      products: z.array(
        z.object({
          productId: z.string(),
          name: z.string(),
          unitType: unitTypeAnswer,
          total: z
            .object({ packs: z.number(), cases: z.number(), lb: z.number() })
            .describe('Each unit apart: cases are never counted as packs.'),
          lines: z.array(
            z.object({
              orderId: z.number().int(),
              customerId: z.number().int(),
              businessName: z.string(),
              accountNumber: z.string(),
              quantity: z.number(),
              quantityType: quantityTypeAnswer,
            }),
          ),
        }),
      ),
    }),
  ),
  orderNotes: z
    .array(
      z.object({
        orderId: z.number().int(),
        businessName: z.string(),
        accountNumber: z.string(),
        poNumber: z.string().nullable(),
        note: z.string().nullable(),
      }),
    )
    .describe('Issue 36: the day’s orders that carry a PO number or a note to the warehouse, by customer.'),
})

export const pickListRouteDocs = documentRoutes({ tag: 'Delivery', access: ['admin', 'sales', 'auditor'] }, [
  {
    method: 'get',
    path: '/api/pick-list',
    summary: 'Every line to pick for a delivery date, by category and product, per customer',
    description: 'Admins and auditors: every order of the date; a sales rep: its own customers’ orders.',
    query: pickListQuery,
    responses: { 200: { description: 'The pick list.', schema: pickListAnswer } },
  },
  {
    method: 'get',
    path: '/api/pick-list.csv',
    summary: 'The pick list as CSV, one row per line',
    description:
      'Columns: Category, Product ID, Product, Account, Customer, Order, Quantity, Unit (pack, case, lb).',
    query: pickListQuery,
    responses: { 200: { description: 'The lines, as CSV.', schema: z.string(), contentType: 'text/csv' } },
  },
])
