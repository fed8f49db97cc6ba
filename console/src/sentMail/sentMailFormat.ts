import type { NotificationKind } from '@provender/events'
import { formatDateTime } from '@provender/web-shared/format/dates.ts'
import type { SentMail, SentMailStatus } from '../dataProvider/sentMailMapping.ts'

/** Each kind of mail by what it tells, as the filter and the rows name it. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  'order-placed': 'Order confirmation',
  'new-order': 'New order (to rep)',
  'order-shipped': 'Order shipped',
  'order-changed': 'Order changed, moved or cancelled',
  'standing-moved': 'Standing order moved (closure)',
  'closure-removed': 'Closed day open again',
  'price-digest': 'Price changes',
  'order-reminder': 'Ordering reminder',
  'password-reset': 'Password reset',
}

export const STATUS_LABELS: Record<SentMailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

/** A kind the console does not know yet (a newer server) reads as the server names it. */
export function kindLabel(kind: string): string {
  return (KIND_LABELS as Record<string, string>)[kind] ?? kind
}

/** "Maya Chen <orders@bluedoor.test>", or the address alone when the name is blank. */
export function recipientLabel(mail: Pick<SentMail, 'recipientName' | 'recipientEmail'>): string {
  const name = mail.recipientName.trim()
  return name ? `${name} <${mail.recipientEmail}>` : mail.recipientEmail
}

/** What a row's status says beyond its chip: a retry's time, or a failure given up. */
export function statusDetail(mail: Pick<SentMail, 'status' | 'nextAttemptAt' | 'lastError'>): string | null {
  if (mail.status === 'queued' && mail.nextAttemptAt) return `Retry at ${formatDateTime(mail.nextAttemptAt)}`
  if (mail.status === 'failed') return 'Given up'
  return null
}

export const sentTime = (mail: Pick<SentMail, 'sentAt'>) => formatDateTime(mail.sentAt, '—')

/**
 * The stored HTML, shown in an iframe sandboxed with no permission at all (sandbox=""): no
 * script runs, no form posts, no plugin loads, and a link cannot take over the console. A CSP
 * inside the document refuses every network fetch too (an image would tell a sender that the
 * admin opened the mail), and links open nowhere: the capability links are [link] anyway.
 */
export function sandboxedDocument(html: string): string {
  const policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><base target="_blank"></head><body>${html}</body></html>`
}
