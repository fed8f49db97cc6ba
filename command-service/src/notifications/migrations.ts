import { type Database, sqlMigrations } from '@provender/server-kit'

type Knex = Database['knex']

/**
 * The notifier's own tables, beside the log on the command side's database. Not a read model:
 * nothing serves them, and they can be dropped and rebuilt from the log at any time (the
 * checkpoint back to the start, the deliveries refilled from the Notification* events; every
 * queue and every send is keyed in the log, so a replay repeats nothing). A migrations table
 * of their own, so the command side's other tables (login_attempts) keep theirs unchanged.
 */
export const notifierMigrations = sqlMigrations('notifier_migrations', {
  '0001_notifier': {
    up: `
      create table notifier_checkpoints (
        name           text primary key,
        transaction_id numeric not null,
        sequence       numeric not null,
        updated_at     timestamptz not null
      );
      create table notifier_deliveries (
        notification_id text primary key,
        queued_tx       numeric not null,
        queued_seq      numeric not null,
        revision        integer not null,
        status          text not null,
        due_at          timestamptz
      );
      create index notifier_deliveries_due on notifier_deliveries (due_at, queued_tx, queued_seq)
        where due_at is not null;
    `,
    down: 'drop table notifier_deliveries; drop table notifier_checkpoints',
  },
  // The last day whose price digest was queued (digest.ts): 'YYYY-MM-DD' in TIME_ZONE. Dropped,
  // the next tick covers the due day only, as a first run does (the notification ids still hold).
  '0002_price_digest': {
    up: `
      create table notifier_digest_days (
        name       text primary key,
        day        text not null,
        updated_at timestamptz not null
      )
    `,
    down: 'drop table notifier_digest_days',
  },
})

export async function migrateNotifierTables(knex: Knex): Promise<void> {
  await knex.migrate.latest(notifierMigrations)
}
