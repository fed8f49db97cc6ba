import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * Sent mail: one row per notification the notifier queued, with its latest delivery state.
 * The list reads newest first, optionally of one status, one kind or one recipient: each has an
 * index ending in (queued_at, id), so a page is a walk of one index stopped at the limit. With
 * no statistics (autovacuum is off; start-up analyzes the read models once, empty on a new
 * database) the planner takes them from the order and the limit alone; plans.int.test.ts reads
 * the plans. A search resolves on the recipients (one row per address and name, a few thousand
 * at most, no index needed), and their mails are then found through the recipient index, as
 * the orders list does with customers: no substring match over every mail, no pg_trgm.
 */
const notificationsTables = tablesMigration(
  '1001_notifications',
  `
      create table rm_notifications (
        id                text primary key,
        kind              text not null,
        -- What caused it: the source event's id, or a dated key for a digest or a reminder.
        source            text not null,
        recipient_user_id integer not null,
        recipient_email   text not null,
        recipient_name    text not null,
        subject           text not null,
        -- As rendered, with each capability link shown as [link]: never a usable token.
        text              text not null,
        html              text not null,
        -- queued | sending | sent | failed (failed: given up; a failure to retry is queued again).
        status            text not null,
        attempts          integer not null,
        last_error        text,
        next_attempt_at   timestamptz,
        delivered_to      text,
        queued_at         timestamptz not null,
        sent_at           timestamptz
      );
      create index rm_notifications_queued on rm_notifications (queued_at, id);
      create index rm_notifications_status_queued on rm_notifications (status, queued_at, id);
      create index rm_notifications_kind_queued on rm_notifications (kind, queued_at, id);
      create index rm_notifications_recipient_queued on rm_notifications (recipient_user_id, queued_at, id);
      create index rm_notifications_sent on rm_notifications (sent_at, id);
      -- Every address and name a mail went to, with its user: what a search matches.
      create table rm_notification_recipients (
        user_id integer not null,
        email   text not null,
        name    text not null,
        primary key (user_id, email, name)
      );
    `,
  { drop: ['rm_notification_recipients', 'rm_notifications'], checkpoint: 'notifications' },
)

/** Came after the first schema, so its tables are made by its own migrations (10xx). */
export const notificationsSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [notificationsTables],
  // Only the list reads by these; the projection writes by id (the primary key).
  screenIndexes: [
    'rm_notifications_queued',
    'rm_notifications_status_queued',
    'rm_notifications_kind_queued',
    'rm_notifications_recipient_queued',
    'rm_notifications_sent',
  ],
}
