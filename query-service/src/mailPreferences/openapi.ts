import { mailPreferencesSchema } from '@provender/events'
import { documentRoutes } from '@provender/server-kit'

export const mailPreferencesReadRouteDocs = documentRoutes({ tag: 'Mail preferences', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/me/mail-preferences',
    summary: 'Which mails one gets (one’s own preferences)',
    description:
      'The defaults until first set: orders, shipping and price digests on, reminders off, new orders on. ' +
      'Customers’ mails follow `orders`, `shipping`, `priceDigest`, `reminders`; staff’s `newOrders`.',
    responses: { 200: { description: 'The preferences.', schema: mailPreferencesSchema } },
  },
])
