import { notificationKinds } from '@provender/events'
import { documentRoutes, instantAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { oneRowDoc } from '../http/oneRowDoc.ts'
import { notificationIdParam, notificationsQuery } from './routes.ts'
import { NOTIFICATION_STATUSES } from './rule.ts'

const listedNotification = z.object({
  id: z.string().describe('32 hex characters, derived from (source, kind, recipient).'),
  kind: z.enum(notificationKinds),
  source: z.string().describe('The event that caused it, or a dated key for a digest or a reminder.'),
  recipientUserId: z
    .number()
    .int()
    .describe('The recipient’s user id; the row stays if that user is deleted.'),
  recipientEmail: z.string(),
  recipientName: z.string(),
  subject: z.string(),
  status: z
    .enum(NOTIFICATION_STATUSES)
    .describe('failed: given up. A failure to be retried is queued again, with lastError and nextAttemptAt.'),
  attempts: z.number().int().describe('Delivery attempts made so far.'),
  lastError: z.string().nullable().describe('The reason of the last failed attempt (kept once sent).'),
  nextAttemptAt: instantAnswer.nullable().describe('When a queued retry is due.'),
  deliveredTo: z.string().nullable().describe('The SMTP server’s answer, or the .eml file written.'),
  queuedAt: instantAnswer,
  sentAt: instantAnswer.nullable(),
})

const notificationDetail = listedNotification.extend({
  text: z.string().describe('The plain-text message; each capability link shows as [link].'),
  html: z
    .string()
    .describe('The HTML message as sent, each capability link shown as [link]. Render it sandboxed.'),
})

export const notificationReadRouteDocs = documentRoutes({ tag: 'Sent mail', access: ['admin'] }, [
  {
    method: 'get',
    path: '/api/notifications',
    summary: 'Sent mail: every notification queued, newest first, paged',
    description:
      'Filters by status, kind and recipient; `search`: every word must match the recipient’s address or name.',
    query: notificationsQuery,
    responses: {
      200: {
        description: 'One page and the count of all that match.',
        schema: z.object({ notifications: z.array(listedNotification), totalCount: z.number().int() }),
      },
    },
  },
  oneRowDoc({
    path: '/api/notifications/:id',
    summary: 'One notification with its message',
    params: z.object({ id: notificationIdParam }),
    answer: ['The notification.', notificationDetail],
    notFound: 'Notification not found.',
  }),
])
