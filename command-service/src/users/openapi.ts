import { profileSchema } from '@provender/events'
import { answer, documentRoutes, itemRoutes, userAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { deleteQuery } from '../salesUsers/salesUserAccounts.ts'
import { salesUserBody, userIdParam } from './adminRoutes.ts'
import { loginBody, passwordBody } from './routes.ts'

const messageAnswer = z.object({ message: z.string() })
/** What both profile edits answer: one's own and an admin's of a staff account. */
const accountNow = answer(200, 'The account as it now is.', userAnswer)
const emailTaken = { 409: '`EMAIL_TAKEN`.' }
const user = itemRoutes('/api/users/:id', userIdParam, 'User not found.')

const sessionRouteDocs = documentRoutes({ tag: 'Session', access: 'signed-in' }, [
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in: sets the httpOnly session cookie',
    access: 'public',
    body: loginBody,
    responses: answer(200, 'Signed in.', userAnswer),
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
    responses: answer(204, 'Signed out.'),
  },
  {
    method: 'post',
    path: '/api/account/password',
    summary: 'Change one’s password (older sessions end, this one goes on)',
    description: 'Allowed before the first change, when every other call answers `PASSWORD_CHANGE_REQUIRED`.',
    body: passwordBody,
    responses: answer(200, 'Changed; a fresh cookie is set.', userAnswer),
    errors: {
      400: '`INCORRECT_OLD_PASSWORD`, `PASSWORD_NOT_DIFFERENT`, `WEAK_PASSWORD` (with the failed rules in `issues`).',
    },
  },
  {
    method: 'put',
    path: '/api/account/profile',
    summary: 'Edit one’s own name, email and phone',
    body: profileSchema,
    responses: accountNow,
    errors: emailTaken,
  },
])

const userAdminRouteDocs = documentRoutes({ tag: 'Users', access: ['admin'] }, [
  {
    method: 'post',
    path: '/api/users',
    summary: 'Add a sales user or an auditor (with the default password)',
    body: z.union([salesUserBody, profileSchema.extend({ role: z.literal('auditor') })]),
    responses: answer(201, 'The account added.', userAnswer),
    errors: emailTaken,
  },
  user({
    method: 'put',
    summary: 'Edit a sales user or an auditor',
    body: profileSchema,
    responses: accountNow,
    errors: emailTaken,
  }),
  user({
    method: 'post',
    path: '/api/account/:id/reset-password',
    summary: 'Reset a sales user’s or auditor’s password to the default',
    responses: answer(200, 'Reset; the account’s sessions end.', messageAnswer),
  }),
  user({
    method: 'delete',
    summary: 'Delete a sales user (its customers move to another rep) or an auditor',
    description: 'A sales user’s deletion needs `reassignSalesUserId`, the rep who takes its customers.',
    query: deleteQuery.partial(),
    responses: answer(
      200,
      'Deleted; for a sales user, how many customers moved.',
      messageAnswer.extend({ reassigned: z.number().int().optional() }),
    ),
  }),
])

export const userRouteDocs = [...sessionRouteDocs, ...userAdminRouteDocs]
