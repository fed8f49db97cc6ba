import type { LogPosition, RecordedEvent } from '@provender/events'
import type { Database } from '@provender/server-kit'
import type { DeliveryPolicy } from './notification.ts'

type Db = Database['knex'] | Parameters<Parameters<Database['knex']['transaction']>[0]>[0]

/** One step of a notification stream as the delivery index keeps it. */
export interface DeliveryStep {
  notificationId: string
  revision: number
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'given-up'
  /** When the sender should look at it again; null: never (sent or given up). */
  dueAt: Date | null
  /** Only for the queued step: its place in the log orders sending. */
  position?: LogPosition
}

/** The step a Notification* event records, or null for any other event. */
export function stepOf(
  recorded: Pick<RecordedEvent, 'event' | 'revision' | 'position' | 'metadata'>,
  policy: DeliveryPolicy,
): DeliveryStep | null {
  const { event, revision, position } = recorded
  const at = new Date(recorded.metadata.occurredAt)
  switch (event.type) {
    case 'NotificationQueued':
      return { notificationId: event.data.notificationId, revision, status: 'queued', dueAt: at, position }
    case 'NotificationSending':
      return {
        notificationId: event.data.notificationId,
        revision,
        status: 'sending',
        dueAt: new Date(at.getTime() + policy.leaseMs),
      }
    case 'NotificationSent':
      return { notificationId: event.data.notificationId, revision, status: 'sent', dueAt: null }
    case 'NotificationFailed': {
      const retryAt = event.data.retryAt ? new Date(event.data.retryAt) : null
      return {
        notificationId: event.data.notificationId,
        revision,
        status: retryAt ? 'failed' : 'given-up',
        dueAt: retryAt,
      }
    }
    default:
      return null
  }
}

/**
 * Applies steps to the index of deliveries, idempotently: a step at or below the revision a row
 * holds changes nothing, so the log follower and the sender (which records its own steps at
 * once, not to look at a sent message again) may both apply the same step, in any order.
 */
export async function applySteps(db: Db, steps: DeliveryStep[]): Promise<void> {
  if (steps.length === 0) return
  await db.raw(
    `insert into notifier_deliveries as d (notification_id, queued_tx, queued_seq, revision, status, due_at)
     select s.id, coalesce(s.tx, 0), coalesce(s.seq, 0), s.revision, s.status, s.due_at
     from jsonb_to_recordset(?::jsonb) as s(id text, tx numeric, seq numeric, revision integer, status text, due_at timestamptz)
     order by s.revision
     on conflict (notification_id) do update set
       revision = excluded.revision, status = excluded.status, due_at = excluded.due_at
     where excluded.revision > d.revision`,
    [JSON.stringify(latestPerNotification(steps))],
  )
}

/** One row per notification (an insert may not touch a row twice): its latest step, with its queue position. */
function latestPerNotification(steps: DeliveryStep[]) {
  const rows = new Map<
    string,
    { id: string; tx?: string; seq?: string; revision: number; status: string; due_at: string | null }
  >()
  for (const s of steps) {
    const before = rows.get(s.notificationId)
    if (before && before.revision >= s.revision) continue
    rows.set(s.notificationId, {
      id: s.notificationId,
      tx: s.position?.transactionId ?? before?.tx,
      seq: s.position?.sequence ?? before?.seq,
      revision: s.revision,
      status: s.status,
      due_at: s.dueAt?.toISOString() ?? null,
    })
  }
  return [...rows.values()]
}

/** The notifications due by `now`, oldest queued first (mail goes out in the order it was queued). */
export async function dueDeliveries(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db('notifier_deliveries')
    .where('due_at', '<=', now)
    .orderBy([
      { column: 'queued_tx', order: 'asc' },
      { column: 'queued_seq', order: 'asc' },
    ])
    .limit(limit)
    .select<{ notification_id: string }[]>('notification_id')
  return rows.map((r) => r.notification_id)
}

/** When the next delivery falls due, if any. */
export async function nextDue(db: Db): Promise<Date | null> {
  const row = await db('notifier_deliveries')
    .whereNotNull('due_at')
    .min<{ due: Date | string | null }>('due_at as due')
    .first()
  return row?.due ? new Date(row.due) : null
}
