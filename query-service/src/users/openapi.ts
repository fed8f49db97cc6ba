import { accountAnswer, documentRoutes, instantAnswer, userAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { idParam, usersQuery } from './listRoutes.ts'

const contact = accountAnswer.pick({ id: true, firstName: true, lastName: true, email: true, phone: true })
const pickerAnswer = z.object({ users: z.array(contact) })
const listedUser = contact.extend({
  role: accountAnswer.shape.role,
  passwordChanged: z.boolean(),
  createdAt: instantAnswer,
  customerCount: z.number().int().optional().describe('Sales users only: how many customers they own.'),
})

export const userReadRouteDocs = documentRoutes({ tag: 'Users', access: ['admin', 'sales', 'auditor'] }, [
  {
    method: 'get',
    path: '/api/account/me',
    tag: 'Session',
    summary: 'The signed-in account',
    description: 'Answers even before the first password change, so the app can ask for it.',
    access: 'signed-in',
    responses: { 200: { description: 'The account.', schema: userAnswer } },
  },
  {
    method: 'get',
    path: '/api/users/sales',
    summary: 'Every sales user, by name (the owner pickers)',
    responses: { 200: { description: 'The sales users.', schema: pickerAnswer } },
  },
  {
    method: 'get',
    path: '/api/users/sales/others',
    summary: 'Every sales user but the caller (the transfer picker)',
    responses: { 200: { description: 'The other sales users.', schema: pickerAnswer } },
  },
  {
    method: 'get',
    path: '/api/users',
    summary: 'The users, paged, optionally of one role',
    access: ['admin', 'auditor'],
    query: usersQuery,
    responses: {
      200: {
        description: 'One page and the count of all that match.',
        schema: z.object({ users: z.array(listedUser), totalCount: z.number().int() }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/users/:id',
    summary: 'One user’s contact details (a sales rep may read only itself)',
    params: idParam,
    responses: {
      200: { description: 'The user.', schema: contact.extend({ role: accountAnswer.shape.role }) },
    },
    errors: { 404: 'User not found.' },
  },
])
