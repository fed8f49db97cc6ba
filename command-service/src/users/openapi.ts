import { profileSchema } from '@provender/events'
import { documentRoutes, userAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { deleteQuery } from '../salesUsers/salesUserAccounts.ts'
import { salesUserBody, userIdParam } from './adminRoutes.ts'
import { loginBody, passwordBody } from './routes.ts'

const messageAnswer = z.object({ message: z.string() })

export const userRouteDocs = documentRoutes({ tag: 'Session', access: ['admin'] }, [
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in: sets the httpOnly session cookie',
    access: 'public',
    body: loginBody,
    responses: { 200: { description: 'Signed in.', schema: userAnswer } },
    errors: {
      401: '`USER_NOT_FOUND` "No account found for that email.", `INVALID_PASSWORD` "Incorrect password."',
      403: '`HTTPS_REQUIRED` with COOKIE_SECURE over plain HTTP.',
      429: '`TOO_MANY_ATTEMPTS`: the email is locked for some minutes.',
    },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out: clears the cookie and ends this session on the server',
    description: 'Never fails for the client.',
    access: 'public',
    responses: { 204: { description: 'Signed out.' } },
  },
  {
    method: 'post',
    path: '/api/account/password',
    summary: 'Change one’s password (older sessions end, this one goes on)',
    description: 'Allowed before the first change, when every other call answers `PASSWORD_CHANGE_REQUIRED`.',
    access: 'signed-in',
    body: passwordBody,
    responses: { 200: { description: 'Changed; a fresh cookie is set.', schema: userAnswer } },
    errors: {
      400: '`INCORRECT_OLD_PASSWORD`, `PASSWORD_NOT_DIFFERENT`, `WEAK_PASSWORD` (with the failed rules in `issues`).',
    },
  },
  {
    method: 'put',
    path: '/api/account/profile',
    summary: 'Edit one’s own name, email and phone',
    access: 'signed-in',
    body: profileSchema,
    responses: { 200: { description: 'The account as it now is.', schema: userAnswer } },
    errors: { 409: '`EMAIL_TAKEN`.' },
  },
  {
    method: 'post',
    path: '/api/users',
    tag: 'Users',
    summary: 'Add a sales user or an auditor (with the default password)',
    body: z.union([salesUserBody, profileSchema.extend({ role: z.literal('auditor') })]),
    responses: { 201: { description: 'The account added.', schema: userAnswer } },
    errors: { 409: '`EMAIL_TAKEN`.' },
  },
  {
    method: 'put',
    path: '/api/users/:id',
    tag: 'Users',
    summary: 'Edit a sales user or an auditor',
    params: userIdParam,
    body: profileSchema,
    responses: { 200: { description: 'The account as it now is.', schema: userAnswer } },
    errors: { 404: 'User not found.', 409: '`EMAIL_TAKEN`.' },
  },
  {
    method: 'post',
    path: '/api/account/:id/reset-password',
    tag: 'Users',
    summary: 'Reset a sales user’s or auditor’s password to the default',
    params: userIdParam,
    responses: { 200: { description: 'Reset; the account’s sessions end.', schema: messageAnswer } },
    errors: { 404: 'User not found.' },
  },
  {
    method: 'delete',
    path: '/api/users/:id',
    tag: 'Users',
    summary: 'Delete a sales user (its customers move to another rep) or an auditor',
    description: 'A sales user’s deletion needs `reassignSalesUserId`, the rep who takes its customers.',
    params: userIdParam,
    query: deleteQuery.partial(),
    responses: {
      200: {
        description: 'Deleted; for a sales user, how many customers moved.',
        schema: messageAnswer.extend({ reassigned: z.number().int().optional() }),
      },
    },
    errors: { 404: 'User not found.' },
  },
])
