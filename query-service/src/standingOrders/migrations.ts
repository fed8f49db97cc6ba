import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * Standing orders (issue 25): each one (rm_standing_orders), what became of its dates
 * (rm_standing_order_dates: skipped, edited, placed, missed), and this read model's own copy
 * of the delivery schedules and closures its dates are computed from (a projection never
 * reads another's tables). Dates are kept as YYYY-MM-DD text: calendar dates in the
 * distributor's zone, never shifted by the database's.
 */
const standingOrderTables = tablesMigration(
  '1201_standing_orders',
  `
      create table rm_standing_orders (
        id            uuid primary key,
        customer_id   integer not null,
        status        text not null,
        every_weeks   integer not null,
        starts_on     text not null,
        lines         jsonb not null,
        -- [{ at, status }] in order: whether it was active at a cut-off (a pause stops placing).
        status_log    jsonb not null,
        status_since  timestamptz not null,
        created_at    timestamptz not null
      );
      create index rm_standing_orders_customer on rm_standing_orders (customer_id);
      create table rm_standing_order_dates (
        standing_order_id uuid not null,
        delivery_date     text not null,
        skipped           boolean not null default false,
        edited_lines      jsonb,
        -- 'placed' or 'missed' once handled; null before.
        handled           text,
        order_id          integer,
        missed_reason     text,
        primary key (standing_order_id, delivery_date)
      );
      -- customer_id 0: the distributor's schedule.
      create table rm_standing_schedules (
        customer_id integer primary key,
        days        jsonb not null
      );
      create table rm_standing_closures (
        id        uuid primary key,
        from_date text not null,
        to_date   text not null,
        reason    text not null
      );
    `,
  {
    drop: ['rm_standing_closures', 'rm_standing_schedules', 'rm_standing_order_dates', 'rm_standing_orders'],
  },
)

/** Came after the first schema, so its tables are made by its own migrations (12xx). */
export const standingOrdersSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [
    standingOrderTables,
    {
      // A closure moves the standing-order dates it falls on (issue 36): the copy of the closures
      // keeps where and since when; a date placed or missed where a closure moved it keeps that
      // day (moved_to). Replayed from the log, so every row has them as its events say.
      name: '1202_standing_closure_moves',
      async up(knex) {
        await knex.raw(`
          alter table rm_standing_closures
            add column standing_move text not null default 'next',
            add column added_at timestamptz;
          alter table rm_standing_order_dates add column moved_to text;
          truncate rm_standing_closures, rm_standing_schedules, rm_standing_order_dates, rm_standing_orders;
          delete from projection_checkpoints where name = 'standing-orders';
        `)
      },
      async down(knex) {
        await knex.raw(`
          alter table rm_standing_closures drop column standing_move, drop column added_at;
          alter table rm_standing_order_dates drop column moved_to;
        `)
      },
    },
  ],
}
