import { customerAnswer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { createBody, customerIdParam, favoriteParams, transferBody, updateBody } from './requests.ts'

const staff = ['admin', 'sales'] as const
const notYours = 'Customer not found (or another rep’s).'
const message = (fields: z.ZodRawShape) =>
  z.object({ message: z.string(), customerId: z.number().int(), ...fields })

export const customerRouteDocs = documentRoutes({ tag: 'Customers', access: staff }, [
  {
    method: 'post',
    path: '/api/customers',
    summary: 'Open a customer account with its negotiated prices',
    description: 'A sales rep’s customer is its own; an admin names the rep (`salesUserId`).',
    body: createBody,
    responses: {
      201: { description: 'The customer opened.', schema: z.object({ customer: customerAnswer }) },
    },
    errors: { 409: '`EMAIL_TAKEN`, or the account number is taken.' },
  },
  {
    method: 'put',
    path: '/api/customers/:id',
    summary: 'Edit a customer (fields left out keep their value)',
    params: customerIdParam,
    body: updateBody,
    responses: {
      200: { description: 'The customer as it now is.', schema: z.object({ customer: customerAnswer }) },
    },
    errors: { 404: notYours, 409: '`EMAIL_TAKEN`, or `version` is not the current one.' },
  },
  {
    method: 'delete',
    path: '/api/customers/:id',
    summary: 'Delete a customer (its events stay for the auditors)',
    params: customerIdParam,
    responses: { 200: { description: 'Deleted.', schema: message({}) } },
    errors: { 404: notYours },
  },
  {
    method: 'put',
    path: '/api/customers/:id/transfer',
    summary: 'Move a customer to another sales rep',
    params: customerIdParam,
    body: transferBody,
    responses: {
      200: { description: 'Transferred.', schema: message({ salesUserId: z.number().int() }) },
    },
    errors: { 404: notYours },
  },
  {
    method: 'put',
    path: '/api/account/:id/reset-password',
    summary: 'Reset a customer’s password to the default',
    description: 'The customer must change it at the next sign-in; its open sessions end.',
    params: customerIdParam,
    responses: { 200: { description: 'Reset.', schema: message({}) } },
    errors: { 404: notYours },
  },
  ...(['put', 'delete'] as const).map((method) => ({
    method,
    path: '/api/customers/:customerId/favorites/:productId',
    summary: method === 'put' ? 'Mark a product a favourite' : 'Unmark a favourite',
    access: ['customer'] as const,
    params: favoriteParams,
    responses: {
      200: {
        description: 'The product’s favourite flag as it now is.',
        schema: z.object({ productId: z.string(), favorite: z.boolean() }),
      },
    },
    errors: { 404: 'Not the caller’s own customer id, or a product not on its list.' },
  })),
])
