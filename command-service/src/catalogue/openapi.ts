import {
  categoryInputSchema,
  productIdSchema,
  productInputSchema,
  substitutesInputSchema,
} from '@provender/events'
import {
  answer,
  documentRoutes,
  itemRoutes,
  moneyAnswer,
  unitTypeAnswer,
  warnAboveAnswer,
} from '@provender/server-kit'
import { z } from 'zod'
import { categoryIdParam } from './routes.ts'

/** A product as the writes answer it (productView in routes.ts). */
const productAnswer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  unitType: unitTypeAnswer,
  packsPerCase: z.number().int().nullable(),
  price: moneyAnswer,
  warnAbove: warnAboveAnswer,
  taxable: z.boolean().describe('Issue 37: sales tax applies to it.'),
})

const categoryAnswer = z.object({ id: z.number().int(), name: z.string() })
const deleted = (id: z.ZodType) => answer(200, 'Deleted.', z.object({ id, deleted: z.literal(true) }))
const product = itemRoutes('/api/products/:id', z.object({ id: productIdSchema }), 'Product not found.')
const category = itemRoutes('/api/categories/:id', z.object({ id: categoryIdParam }), 'Category not found.')
const staff = ['admin', 'sales'] as const
const taxableNote =
  'The body may also carry `taxable` (true or false; issue 37): left out, a new product is not taxable and an edited one keeps its say.'

export const catalogueRouteDocs = documentRoutes({ tag: 'Catalogue', access: staff }, [
  {
    method: 'post',
    path: '/api/products',
    summary: 'Add a product',
    description: taxableNote,
    body: productInputSchema,
    responses: answer(201, 'The product added.', productAnswer),
    errors: { 409: 'A product with this id exists.' },
  },
  product({
    method: 'put',
    summary: 'Edit a product (its id cannot change)',
    description: `The body may repeat the id or leave it out, never change it. ${taxableNote}`,
    body: productInputSchema,
    responses: answer(200, 'The product as it now is.', productAnswer),
  }),
  product({
    method: 'delete',
    summary: 'Delete a product',
    description: 'It leaves every customer’s list; orders keep the lines they were sold with.',
    responses: deleted(z.string()),
  }),
  {
    method: 'put',
    path: '/api/products/{id}/substitutes',
    summary: 'Name the products shipped in its place when it is short (issue 36)',
    description:
      'An ordered list of up to three other products that exist now, each once; [] names none. ' +
      'At fulfilment a short line whose customer allowed substitutes may ship one of them.',
    params: z.object({ id: productIdSchema }),
    body: substitutesInputSchema,
    responses: answer(
      200,
      'The list as it now is.',
      z.object({ id: z.string(), substitutes: z.array(z.string()) }),
    ),
    errors: { 404: 'Product not found.', 409: 'A named substitute does not exist.' },
  },
  {
    method: 'post',
    path: '/api/categories',
    summary: 'Add a category',
    body: categoryInputSchema,
    responses: answer(201, 'The category added.', categoryAnswer),
    errors: { 409: 'A category with this name exists.' },
  },
  category({
    method: 'put',
    summary: 'Rename a category',
    body: categoryInputSchema,
    responses: answer(200, 'The category renamed.', categoryAnswer),
    errors: { 409: 'A category with this name exists.' },
  }),
  category({
    method: 'delete',
    summary: 'Delete a category (its products move to Other)',
    responses: deleted(z.number().int()),
  }),
])
