import type { Knex } from 'knex'

/** The advisory lock every append holds shared, and the reader's horizon takes exclusively. */
export const LOG_APPEND_LOCK = 7_301_114_001

interface Migration {
  name: string
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * The event log. `transaction_id` (xid8) and `position` order the log in a way that is
 * safe to follow while writers commit out of order: readers stop below a horizon past which
 * no append may still commit (0002: event_log_horizon), so nothing is ever skipped.
 */
const migrations: Migration[] = [
  {
    name: '0001_event_log',
    async up(knex) {
      await knex.raw(`
        create table event_log (
          position        bigserial primary key,
          transaction_id  xid8 not null default pg_current_xact_id(),
          event_id        uuid not null,
          stream_id       text not null,
          stream_revision bigint not null,
          type            text not null,
          version         integer not null,
          data            jsonb not null,
          metadata        jsonb not null,
          occurred_at     timestamptz not null,
          recorded_at     timestamptz not null default now(),
          prev_hash       text,
          hash            text not null,
          constraint event_log_event_id_unique unique (event_id),
          constraint event_log_stream_revision_unique unique (stream_id, stream_revision)
        );
        create index event_log_commit_order on event_log (transaction_id, position);
        create sequence user_id_seq;
        create sequence order_id_seq;
        create sequence category_id_seq;
      `)
    },
    async down(knex) {
      await knex.raw('drop table event_log; drop sequence user_id_seq, order_id_seq, category_id_seq;')
    },
  },
  {
    // The reader's horizon from this database alone (see log_horizon below): appenders hold a
    // shared advisory lock from before their transaction id exists until they end.
    name: '0002_log_horizon',
    async up(knex) {
      await knex.raw(`
        create function event_log_horizon() returns xid8 language plpgsql volatile as $$
        begin
          -- Wait for every append in flight in this database; appends that start later take
          -- transaction ids from here on, so every event below the horizon has committed or
          -- rolled back. Other databases' transactions play no part.
          perform pg_advisory_xact_lock(${LOG_APPEND_LOCK});
          return pg_snapshot_xmax(pg_current_snapshot());
        end $$;
      `)
    },
    async down(knex) {
      await knex.raw('drop function if exists event_log_horizon()')
    },
  },
]

export const eventStoreMigrations = {
  tableName: 'event_store_migrations',
  migrationSource: {
    getMigrations: async () => migrations,
    getMigrationName: (m: Migration) => m.name,
    getMigration: async (m: Migration) => m,
  },
}
