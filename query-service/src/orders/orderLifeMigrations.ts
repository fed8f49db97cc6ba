import type { Migration } from '../projections/migrations.ts'

/** The order's life after it is placed (issue 36): changes, cancels, dates, notes, moves, substitutes. */
export const orderLifeMigrations: Migration[] = [
  {
    // Change and cancel until the cut-off (issue 36): how many times the lines were changed (the
    // version an editor names), who changed them last and when, and a cancellation. OrderChanged
    // and OrderCancelled came with this change: the defaults are right, nothing replays.
    name: '0406_orders_changed_cancelled',
    async up(knex) {
      await knex.raw(`
        alter table rm_orders
          add column version integer not null default 0,
          add column changed_at timestamptz,
          add column changed_by_name text,
          add column cancelled boolean not null default false,
          add column cancelled_at timestamptz,
          add column cancelled_by_name text,
          add column cancel_reason text;
      `)
    },
    async down(knex) {
      await knex.raw(`
        alter table rm_orders
          drop column version, drop column changed_at, drop column changed_by_name, drop column cancelled,
          drop column cancelled_at, drop column cancelled_by_name, drop column cancel_reason;
      `)
    },
  },
  {
    // The unscheduled orders' page, newest first, in their own index: with 0406's columns the rows
    // grew, and the planner (no statistics) turned from walking rm_orders_created past the
    // scheduled orders to reading every order and sorting. The predicate is the filter's own.
    name: '0407_orders_unscheduled_created',
    async up(knex) {
      await knex.raw(`
        create index rm_orders_unscheduled_created on rm_orders (created_at, id)
          where coalesce(delivery_date, '') = '';
      `)
    },
    async down(knex) {
      await knex.raw('drop index if exists rm_orders_unscheduled_created;')
    },
  },
  {
    // The customer's PO number and the note to the warehouse (issue 36). They came with this
    // change, so no order projected before it has them: null is right, nothing replays. Null for
    // the orders without them, so most rows grow by nothing.
    name: '0408_orders_po_number_note',
    async up(knex) {
      await knex.raw('alter table rm_orders add column po_number text, add column note text;')
    },
    async down(knex) {
      await knex.raw('alter table rm_orders drop column po_number, drop column note;')
    },
  },
  {
    // When staff last moved an order to another date (issue 36): an order is flagged while a
    // closure added after it got its date (placed or moved) covers that date. Orders moved before
    // this change count from their placing; nothing replays.
    name: '0409_orders_moved_at',
    async up(knex) {
      await knex.raw('alter table rm_orders add column moved_at timestamptz;')
    },
    async down(knex) {
      await knex.raw('alter table rm_orders drop column moved_at;')
    },
  },
  {
    // Substitutes (issue 36): whether the customer allowed one for the line. Orders before it
    // allowed none, so false is right and nothing replays; what shipped in a line's place rides
    // in shipped_changes.
    name: '0415_order_items_substitute_allowed',
    async up(knex) {
      await knex.raw(
        'alter table rm_order_items add column substitute_allowed boolean not null default false;',
      )
    },
    async down(knex) {
      await knex.raw('alter table rm_order_items drop column substitute_allowed;')
    },
  },
]
