// The shape of the Sent mail screen's API (GET /api/notifications and /api/notifications/:id):
// the query service answers it and the console reads it, so both sides of the HTTP contract
// share one definition.
import type { NotificationKind } from '../catalogue/events.ts'

/** Where a notification stands: `failed` means given up; a failure to be retried is `queued`. */
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

/** A row of GET /api/notifications: what was queued, and how delivery went. */
export interface SentMail {
  id: string
  kind: NotificationKind
  source: string
  recipientUserId: number
  recipientEmail: string
  recipientName: string
  subject: string
  status: NotificationStatus
  attempts: number
  lastError: string | null
  nextAttemptAt: string | null
  deliveredTo: string | null
  queuedAt: string
  sentAt: string | null
}

/** GET /api/notifications/:id: the row and its message (each capability link shown as [link]). */
export interface SentMailDetail extends SentMail {
  text: string
  html: string
}
