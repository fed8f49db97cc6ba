import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { forgotPasswordBody, resetPasswordBody } from './routes.ts'

const messageAnswer = z.object({ message: z.string() })

export const passwordResetRouteDocs = documentRoutes({ tag: 'Session', access: 'public' }, [
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Ask for a password reset link by mail',
    description:
      'The same answer, in about the same time, whether or not an account uses the address: ' +
      'the mail goes only to an active account’s address. The link works for 30 minutes, once; ' +
      'a later request or a password change spends it.',
    body: forgotPasswordBody,
    responses: answer(202, 'Asked (or not: the answer does not say).', messageAnswer),
    errors: {
      429: '`TOO_MANY_REQUESTS`: too many requests for this address or from this client; see Retry-After (seconds).',
    },
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password/reset',
    summary: 'Set a new password with a reset link’s token (every session of the account ends)',
    body: resetPasswordBody,
    responses: answer(200, 'Changed; sign in with the new password.', messageAnswer),
    errors: {
      400:
        '`RESET_LINK_INVALID`: the link expired, was used, was replaced by a later one, or its account is gone; ' +
        '`WEAK_PASSWORD` (the failed rules in `issues`); "Passwords do not match".',
    },
  },
])
