import { answer, customerAnswer, documentRoutes, itemRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { createBody, customerIdParam, favoriteParams, transferBody, updateBody } from './requests.ts'

const staff = ['admin', 'sales'] as const
const customer = itemRoutes('/api/customers/:id', customerIdParam, 'Customer not found (or another rep’s).')
/** What opening and editing a customer answer. */
const customerBody = z.object({ customer: customerAnswer })
const message = (fields: z.ZodRawShape) =>
  z.object({ message: z.string(), customerId: z.number().int(), ...fields })

export const customerRouteDocs = documentRoutes({ tag: 'Customers', access: staff }, [
  {
    method: 'post',
    path: '/api/customers',
    summary: 'Open a customer account with its negotiated prices',
    description: 'A sales rep’s customer is its own; an admin names the rep (`salesUserId`).',
    body: createBody,
    responses: answer(201, 'The customer opened.', customerBody),
    errors: { 409: '`EMAIL_TAKEN`, or the account number is taken.' },
  },
  customer({
    method: 'put',
    summary: 'Edit a customer (fields left out keep their value)',
    body: updateBody,
    responses: answer(200, 'The customer as it now is.', customerBody),
    errors: { 409: '`EMAIL_TAKEN`, or `version` is not the current one.' },
  }),
  customer({
    method: 'delete',
    summary: 'Delete a customer (its events stay for the auditors)',
    responses: answer(200, 'Deleted.', message({})),
  }),
  customer({
    method: 'put',
    path: '/api/customers/:id/transfer',
    summary: 'Move a customer to another sales rep',
    body: transferBody,
    responses: answer(200, 'Transferred.', message({ salesUserId: z.number().int() })),
  }),
  customer({
    method: 'put',
    path: '/api/account/:id/reset-password',
    summary: 'Reset a customer’s password to the default',
    description: 'The customer must change it at the next sign-in; its open sessions end.',
    responses: answer(200, 'Reset.', message({})),
  }),
  ...(['put', 'delete'] as const).map((method) => ({
    method,
    path: '/api/customers/:customerId/favorites/:productId',
    summary: method === 'put' ? 'Mark a product a favourite' : 'Unmark a favourite',
    access: ['customer'] as const,
    params: favoriteParams,
    responses: answer(
      200,
      'The product’s favourite flag as it now is.',
      z.object({ productId: z.string(), favorite: z.boolean() }),
    ),
    errors: { 404: 'Not the caller’s own customer id, or a product not on its list.' },
  })),
])
