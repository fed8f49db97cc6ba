import { defineProjection } from '../projections/projection.ts'
import { foldNotifications } from './rule.ts'
import { loadNotifications, writeNotifications } from './storage.ts'

/**
 * Sent mail: one row per notification, from the notifier's outbox streams. Rows stay when
 * their recipient is deleted: this is the record of what was sent to whom. The rule is
 * rule.ts; SQL, storage.ts.
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  handles: ['NotificationQueued', 'NotificationSending', 'NotificationSent', 'NotificationFailed'],
  streams: ['notification'],
  /**
   * A batch in two statements: the stored rows it touches are read by id (also those queued in
   * it, so an event applied again never resets a delivery), the events folded onto them in
   * order, and the rows written back at once.
   */
  async applyBatch(trx, events) {
    const stored = await loadNotifications(
      trx,
      events.map(({ event }) => event.data.notificationId),
    )
    const rows = foldNotifications(
      stored,
      events.map(({ event, metadata }) => ({ event, at: new Date(metadata.occurredAt).toISOString() })),
    )
    await writeNotifications(trx, rows)
  },
})
