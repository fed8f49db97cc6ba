import { categoryInputSchema, productIdSchema, productInputSchema } from '@provender/events'
import { documentRoutes, moneyAnswer, unitTypeAnswer, warnAboveAnswer } from '@provender/server-kit'
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
})

const categoryAnswer = z.object({ id: z.number().int(), name: z.string() })
const productPath = z.object({ id: productIdSchema })
const categoryPath = z.object({ id: categoryIdParam })
const staff = ['admin', 'sales'] as const

export const catalogueRouteDocs = documentRoutes({ tag: 'Catalogue', access: staff }, [
  {
    method: 'post',
    path: '/api/products',
    summary: 'Add a product',
    body: productInputSchema,
    responses: { 201: { description: 'The product added.', schema: productAnswer } },
    errors: { 409: 'A product with this id exists.' },
  },
  {
    method: 'put',
    path: '/api/products/:id',
    summary: 'Edit a product (its id cannot change)',
    params: productPath,
    description: 'The body may repeat the id or leave it out, never change it.',
    body: productInputSchema,
    responses: { 200: { description: 'The product as it now is.', schema: productAnswer } },
    errors: { 404: 'Product not found.' },
  },
  {
    method: 'delete',
    path: '/api/products/:id',
    summary: 'Delete a product',
    description: 'It leaves every customer’s list; orders keep the lines they were sold with.',
    params: productPath,
    responses: {
      200: { description: 'Deleted.', schema: z.object({ id: z.string(), deleted: z.literal(true) }) },
    },
    errors: { 404: 'Product not found.' },
  },
  {
    method: 'post',
    path: '/api/categories',
    summary: 'Add a category',
    body: categoryInputSchema,
    responses: { 201: { description: 'The category added.', schema: categoryAnswer } },
    errors: { 409: 'A category with this name exists.' },
  },
  {
    method: 'put',
    path: '/api/categories/:id',
    summary: 'Rename a category',
    params: categoryPath,
    body: categoryInputSchema,
    responses: { 200: { description: 'The category renamed.', schema: categoryAnswer } },
    errors: { 404: 'Category not found.', 409: 'A category with this name exists.' },
  },
  {
    method: 'delete',
    path: '/api/categories/:id',
    summary: 'Delete a category (its products move to Other)',
    params: categoryPath,
    responses: {
      200: {
        description: 'Deleted.',
        schema: z.object({ id: z.number().int(), deleted: z.literal(true) }),
      },
    },
    errors: { 404: 'Category not found.' },
  },
])
