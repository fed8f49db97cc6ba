import type { EventOf, NotificationKind } from '@provender/events'

/** A notification id of the test: 32 hex characters from a small number. */
export const nid = (n: number) => n.toString(16).padStart(32, '0')

export const queued = (
  n: number,
  options: {
    kind?: NotificationKind
    userId?: number
    email?: string
    name?: string
    subject?: string
    text?: string
    html?: string
  } = {},
): EventOf<'NotificationQueued'> => ({
  type: 'NotificationQueued',
  data: {
    notificationId: nid(n),
    kind: options.kind ?? 'order-placed',
    source: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
    recipient: {
      userId: options.userId ?? 12,
      email: options.email ?? 'orders@bluedoor.test',
      name: options.name ?? 'Maya Chen',
    },
    subject: options.subject ?? `Order ${1000 + n} received`,
    text: options.text ?? 'Thank you for your order.',
    html: options.html ?? '<p>Thank you for your order.</p>',
  },
})

export const sending = (n: number, attempt: number): EventOf<'NotificationSending'> => ({
  type: 'NotificationSending',
  data: { notificationId: nid(n), attempt },
})

export const sent = (n: number, attempt: number, deliveredTo = '250 OK'): EventOf<'NotificationSent'> => ({
  type: 'NotificationSent',
  data: { notificationId: nid(n), attempt, deliveredTo },
})

export const failed = (
  n: number,
  attempt: number,
  reason: string,
  retryAt: string | null,
): EventOf<'NotificationFailed'> => ({
  type: 'NotificationFailed',
  data: { notificationId: nid(n), attempt, reason, retryAt },
})

const MINUTE_MS = 60_000
/** A moment `n` minutes from the spec's fixed moment. */
export const minute = (n: number) => new Date(Date.parse('2026-11-24T15:00:00Z') + n * MINUTE_MS)
