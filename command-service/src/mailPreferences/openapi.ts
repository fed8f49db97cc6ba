import { mailPreferencesSchema, notificationKinds } from '@provender/events'
import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { mailPreferencesBody, unsubscribeBody } from './routes.ts'

export const mailPreferenceRouteDocs = documentRoutes({ tag: 'Mail preferences', access: 'signed-in' }, [
  {
    method: 'put',
    path: '/api/me/mail-preferences',
    summary: 'Choose which mails one gets (one’s own preferences)',
    description:
      'Customers: `orders`, `shipping`, `priceDigest`, `reminders`; staff: `newOrders`. Every key is ' +
      'required. Saving the preferences as they are records nothing.',
    body: mailPreferencesBody,
    responses: answer(
      200,
      'The preferences as they now are, and the Consistency-Token of the change (null: none).',
      z.object({ preferences: mailPreferencesSchema, position: z.string().nullable() }),
    ),
  },
  {
    method: 'post',
    path: '/api/mail/unsubscribe',
    summary: 'Turn one kind of mail off with the token of a mail’s unsubscribe link (no session)',
    description: 'Idempotent: a second use answers the same and records nothing.',
    access: 'public',
    body: unsubscribeBody,
    responses: answer(
      200,
      'That kind of mail is off.',
      z.object({ kind: z.enum(notificationKinds), message: z.string() }),
    ),
    errors: {
      400: '`UNSUBSCRIBE_LINK_INVALID`: not a valid unsubscribe token, or one for password reset mails (which cannot be turned off).',
    },
  },
])
