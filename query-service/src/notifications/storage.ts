import type { Knex } from 'knex'
import type { NotificationRow } from './rule.ts'

/** rm_notifications as stored; timestamps come back as dates. */
export interface StoredNotification {
  id: string
  kind: NotificationRow['kind']
  source: string
  recipient_user_id: number
  recipient_email: string
  recipient_name: string
  subject: string
  text: string
  html: string
  status: NotificationRow['status']
  attempts: number
  last_error: string | null
  next_attempt_at: Date | null
  delivered_to: string | null
  queued_at: Date
  sent_at: Date | null
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function rowOf(r: StoredNotification): NotificationRow {
  return {
    id: r.id,
    kind: r.kind,
    source: r.source,
    recipientUserId: r.recipient_user_id,
    recipientEmail: r.recipient_email,
    recipientName: r.recipient_name,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: iso(r.next_attempt_at),
    deliveredTo: r.delivered_to,
    queuedAt: r.queued_at.toISOString(),
    sentAt: iso(r.sent_at),
  }
}

/** The stored rows of these notifications, by id (by the primary key). */
export async function loadNotifications(
  trx: Knex.Transaction,
  ids: readonly string[],
): Promise<Map<string, NotificationRow>> {
  if (ids.length === 0) return new Map()
  const rows = await trx('rm_notifications')
    .whereIn('id', [...new Set(ids)])
    .select<StoredNotification[]>()
  return new Map(rows.map((r) => [r.id, rowOf(r)]))
}

/**
 * Writes rows as a run of events left them: new ones inserted, known ones given their delivery
 * state (what was queued never changes), and their recipients noted for the search. The runner
 * writes the checkpoint in the same transaction, so a run is never applied twice.
 */
export async function writeNotifications(
  trx: Knex.Transaction,
  rows: readonly NotificationRow[],
): Promise<void> {
  if (rows.length === 0) return
  await trx.raw(
    `insert into rm_notifications (id, kind, source, recipient_user_id, recipient_email, recipient_name,
       subject, text, html, status, attempts, last_error, next_attempt_at, delivered_to, queued_at, sent_at)
     select * from json_to_recordset(?::json)
       as r(id text, kind text, source text, "recipientUserId" integer, "recipientEmail" text,
            "recipientName" text, subject text, text text, html text, status text, attempts integer,
            "lastError" text, "nextAttemptAt" timestamptz, "deliveredTo" text, "queuedAt" timestamptz,
            "sentAt" timestamptz)
     on conflict (id) do update set status = excluded.status, attempts = excluded.attempts,
       last_error = excluded.last_error, next_attempt_at = excluded.next_attempt_at,
       delivered_to = excluded.delivered_to, sent_at = excluded.sent_at`,
    [JSON.stringify(rows)],
  )
  const recipients = new Map(
    rows.map((r) => [
      JSON.stringify([r.recipientUserId, r.recipientEmail, r.recipientName]),
      { userId: r.recipientUserId, email: r.recipientEmail, name: r.recipientName },
    ]),
  )
  await trx.raw(
    `insert into rm_notification_recipients (user_id, email, name)
     select * from json_to_recordset(?::json) as r("userId" integer, email text, name text)
     on conflict do nothing`,
    [JSON.stringify([...recipients.values()])],
  )
}
