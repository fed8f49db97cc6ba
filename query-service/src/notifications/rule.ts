import type { EventOf, SentMailDetail } from '@provender/events'

export { NOTIFICATION_STATUSES, type NotificationStatus } from '@provender/events'

/**
 * One notification as the Sent mail screen keeps it: what was queued, and how delivery went.
 * The read model stores exactly what GET /api/notifications/:id answers.
 */
export type NotificationRow = SentMailDetail

type NotificationEvent =
  | EventOf<'NotificationQueued'>
  | EventOf<'NotificationSending'>
  | EventOf<'NotificationSent'>
  | EventOf<'NotificationFailed'>

/** What is shown where a capability link sits in the stored message. */
export const LINK_SHOWN = '[link]'

/**
 * The stored messages hold `{{password-reset-link}}`-like placeholders, filled only when sent,
 * so the log never holds a usable token; the screen shows each as [link]. Any `{{...-link}}`
 * is taken, so a placeholder added later is never shown as if it were text to follow.
 */
export function withoutLinks(message: string): string {
  return message.replace(/\{\{\s*[a-z0-9-]*link\s*\}\}/gi, LINK_SHOWN)
}

/**
 * A notification after one of its events (`at`: when it was recorded). Events of one
 * notification come in its stream's order; an event for a notification never queued (none
 * should exist) leaves nothing. A failure with a retry time puts it back in the queue with its
 * reason; without one the notifier has given up. An attempt number never goes down, so the
 * count stays right whichever attempt is recorded last.
 */
export function applyNotificationEvent(
  row: NotificationRow | undefined,
  event: NotificationEvent,
  at: string,
): NotificationRow | undefined {
  if (event.type === 'NotificationQueued') {
    // Queued once per stream; a second one (a replayed append) does not reset its delivery.
    if (row) return row
    const d = event.data
    return {
      id: d.notificationId,
      kind: d.kind,
      source: d.source,
      recipientUserId: d.recipient.userId,
      recipientEmail: d.recipient.email,
      recipientName: d.recipient.name,
      subject: withoutLinks(d.subject),
      text: withoutLinks(d.text),
      html: withoutLinks(d.html),
      status: 'queued',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      deliveredTo: null,
      queuedAt: at,
      sentAt: null,
    }
  }
  if (!row) return undefined
  const attempted = { ...row, attempts: Math.max(row.attempts, event.data.attempt) }
  switch (event.type) {
    case 'NotificationSending':
      return { ...attempted, status: 'sending', nextAttemptAt: null }
    case 'NotificationSent':
      return {
        ...attempted,
        status: 'sent',
        nextAttemptAt: null,
        deliveredTo: event.data.deliveredTo,
        sentAt: at,
      }
    case 'NotificationFailed':
      return {
        ...attempted,
        status: event.data.retryAt === null ? 'failed' : 'queued',
        lastError: event.data.reason,
        nextAttemptAt: event.data.retryAt,
      }
  }
}

/**
 * The rows a run of events leaves, from the rows stored before it (`stored`, by id): only the
 * rows the run touched, each once.
 */
export function foldNotifications(
  stored: ReadonlyMap<string, NotificationRow>,
  events: readonly { event: NotificationEvent; at: string }[],
): NotificationRow[] {
  const changed = new Map<string, NotificationRow>()
  for (const { event, at } of events) {
    const id = event.data.notificationId
    const next = applyNotificationEvent(changed.get(id) ?? stored.get(id), event, at)
    if (next) changed.set(id, next)
  }
  return [...changed.values()]
}
