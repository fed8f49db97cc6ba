import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * Delivery days and closures (issue 25). Came after the first schema, so its tables are made by
 * its own migration (11xx). Few rows (one schedule per customer that has its own, a closure per
 * holiday), read by key: no index beyond the keys.
 */
export const deliverySchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [
    tablesMigration(
      '1101_delivery_schedules_and_closures',
      `
          -- 'company' (days null: orders are not scheduled) or 'customer:{id}' (only while the
          -- customer has days of its own; no row: it follows the company's).
          create table rm_delivery_schedules (
            scope_key   text primary key,
            customer_id integer,
            days        jsonb
          );
          -- Calendar dates as YYYY-MM-DD in the distributor's zone, as the events carry them.
          create table rm_closures (
            id        uuid primary key,
            from_date text not null,
            to_date   text not null,
            reason    text not null
          );
        `,
      { drop: ['rm_closures', 'rm_delivery_schedules'], checkpoint: 'delivery' },
    ),
    {
      // Closures the customer can see (issue 36): where each moves standing-order dates and when
      // it was added (null: before issue 36), and the distributor's default direction. Replayed
      // from the log (few events), so every closure has the columns as its event says.
      name: '1102_closure_standing_moves',
      async up(knex) {
        await knex.raw(`
          alter table rm_closures
            add column standing_move text not null default 'next',
            add column added_at timestamptz;
          create table rm_closure_settings (
            scope_key     text primary key,
            standing_move text not null
          );
          truncate rm_closures, rm_delivery_schedules;
          delete from projection_checkpoints where name = 'delivery';
        `)
      },
      async down(knex) {
        await knex.raw(`
          drop table if exists rm_closure_settings;
          alter table rm_closures drop column standing_move, drop column added_at;
        `)
      },
    },
  ],
}
