import type { Migration, ReadModelSchema } from '../projections/migrations.ts'
import { orderLifeMigrations } from './orderLifeMigrations.ts'

/** Changes to the orders read model after the first schema, in order (04xx). */
export const ordersMigrations: Migration[] = [
  {
    // The staff orders list at a distributor's scale: every filter and sort served by an
    // index, counts kept per customer instead of counted per page, and search resolved on
    // customers (all its words but the order number name customers). The orders projection
    // keeps its own copy of the customer and rep facts it needs, so it never reads another
    // projection's tables; it replays the log once to fill them.
    name: '0401_orders_list_at_scale',
    async up(knex) {
      await knex.raw(`
        alter table rm_orders
          add column sales_user_id integer,
          add column customer_key text not null default '',
          add column rep_key text not null default '';
        drop index if exists rm_orders_fulfilled_created_at_index;
        drop index if exists rm_orders_customer_id_created_at_index;
        create index rm_orders_created on rm_orders (created_at, id);
        create index rm_orders_fulfilled_created on rm_orders (fulfilled, created_at, id);
        create index rm_orders_customer_created on rm_orders (customer_id, created_at, id);
        create index rm_orders_rep_created on rm_orders (sales_user_id, created_at, id);
        create index rm_orders_customer_key on rm_orders (customer_key, id);
        create index rm_orders_rep_key on rm_orders (rep_key, id);
        create index rm_orders_open_id on rm_orders (id) where not fulfilled;
        create index rm_orders_open_customer_key on rm_orders (customer_key, id) where not fulfilled;
        create index rm_orders_open_rep_key on rm_orders (rep_key, id) where not fulfilled;

        create table rm_order_customers (
          customer_id     integer primary key,
          business_name   text not null,
          account_number  text not null,
          sales_user_id   integer not null,
          search_text     text not null,
          open_count      integer not null default 0,
          fulfilled_count integer not null default 0
        );
        create index rm_order_customers_rep on rm_order_customers (sales_user_id);
        create table rm_order_reps (
          user_id    integer primary key,
          first_name text not null,
          last_name  text not null
        );

        truncate rm_order_items, rm_orders;
        delete from projection_checkpoints where name = 'orders';
      `)
    },
    async down(knex) {
      await knex.raw(`
        drop table if exists rm_order_reps;
        drop table if exists rm_order_customers;
        drop index if exists rm_orders_created;
        drop index if exists rm_orders_fulfilled_created;
        drop index if exists rm_orders_customer_created;
        drop index if exists rm_orders_rep_created;
        drop index if exists rm_orders_customer_key;
        drop index if exists rm_orders_rep_key;
        drop index if exists rm_orders_open_id;
        drop index if exists rm_orders_open_customer_key;
        drop index if exists rm_orders_open_rep_key;
        alter table rm_orders drop column sales_user_id, drop column customer_key, drop column rep_key;
        create index rm_orders_fulfilled_created_at_index on rm_orders (fulfilled, created_at);
        create index rm_orders_customer_id_created_at_index on rm_orders (customer_id, created_at);
      `)
    },
  },
  {
    // Catch weights and shorts: what each line shipped and the order's final total at its
    // own prices, beside the estimate. Every fulfilment recorded before this shipped as
    // ordered, so the fulfilled orders already here get the estimate (a rebuild agrees).
    name: '0402_shipped_amounts',
    async up(knex) {
      await knex.raw(`
        alter table rm_orders add column final_total numeric(14, 2);
        alter table rm_order_items
          add column shipped_quantity numeric(12, 2),
          add column shipped_line_total numeric(14, 2);
        update rm_orders set final_total = total where fulfilled;
        update rm_order_items i set shipped_quantity = i.quantity, shipped_line_total = i.line_total
        from rm_orders o where o.id = i.order_id and o.fulfilled;
      `)
    },
    async down(knex) {
      await knex.raw(`
        alter table rm_orders drop column final_total;
        alter table rm_order_items drop column shipped_quantity, drop column shipped_line_total;
      `)
    },
  },
  {
    // Phone orders: who on the staff placed an order for the customer (with the name they had
    // then), and whether they placed it outside the customer's ordering window. Every order
    // projected so far came from an event without these fields, which means placed by the
    // customer inside the window: exactly the defaults, so nothing needs replaying.
    name: '0403_orders_placed_by',
    async up(knex) {
      await knex.raw(`
        alter table rm_orders
          add column placed_by_user_id integer,
          add column placed_by_name text,
          add column placed_outside_window boolean not null default false;
      `)
    },
    async down(knex) {
      await knex.raw(`
        alter table rm_orders
          drop column placed_by_user_id, drop column placed_by_name, drop column placed_outside_window;
      `)
    },
  },
  {
    // A fulfilment no longer rewrites every line of the order (ten row versions per order,
    // through every index of the lines): the order keeps only the lines that shipped other
    // than ordered, by product, and a fulfilled line not named there shipped as ordered.
    name: '0404_shipped_exceptions',
    async up(knex) {
      await knex.raw(`
        alter table rm_orders add column shipped_changes jsonb;
        update rm_orders o set shipped_changes = x.changes
        from (
          select order_id, jsonb_object_agg(product_id,
                   jsonb_build_object('quantity', shipped_quantity, 'lineTotal', shipped_line_total)) as changes
          from rm_order_items
          where shipped_quantity is not null
            and (shipped_quantity <> quantity or shipped_line_total <> line_total)
          group by order_id
        ) x
        where o.id = x.order_id;
        alter table rm_order_items drop column shipped_quantity, drop column shipped_line_total;
      `)
    },
    // Back to the lines' own columns by replaying the orders read model (cheap: dropping every
    // read model for a rebuild rolls this back first, and must not rewrite every line to do so).
    async down(knex) {
      await knex.raw(`
        alter table rm_order_items
          add column shipped_quantity numeric(12, 2),
          add column shipped_line_total numeric(14, 2);
        truncate rm_order_items, rm_orders, rm_order_customers, rm_order_reps;
        delete from projection_checkpoints where name = 'orders';
        alter table rm_orders drop column shipped_changes;
      `)
    },
  },
  {
    // Delivery days (issue 25): the date an order is for (YYYY-MM-DD in the distributor's zone;
    // null: not scheduled), whether staff placed it outside the schedule, the standing order
    // that placed it and the lines that one left out. OrderMoved and these fields came with this
    // change, so no order projected before it has them: the defaults are right, nothing replays.
    // The indexes serve the list without statistics (autovacuum is off): a date or a range of
    // dates through the partial index, which unscheduled orders (most of a long history) never
    // enter; the sort by date, nulls last both ways, through the two full ones.
    name: '0405_orders_delivery_date',
    async up(knex) {
      await knex.raw(`
        alter table rm_orders
          add column delivery_date text,
          add column outside_schedule boolean not null default false,
          add column standing_order_id uuid,
          add column left_out jsonb;
        create index rm_orders_delivery_created on rm_orders (delivery_date, created_at, id)
          where delivery_date is not null;
        create index rm_orders_delivery_asc on rm_orders (delivery_date asc nulls last, id asc);
        create index rm_orders_delivery_desc on rm_orders (delivery_date desc nulls last, id desc);
      `)
    },
    async down(knex) {
      await knex.raw(`
        drop index if exists rm_orders_delivery_created;
        drop index if exists rm_orders_delivery_asc;
        drop index if exists rm_orders_delivery_desc;
        alter table rm_orders
          drop column delivery_date, drop column outside_schedule, drop column standing_order_id, drop column left_out;
      `)
    },
  },
  ...orderLifeMigrations,
]

/** Orders and their lines, each line with the name and price it was sold at. */
export const ordersSchema: ReadModelSchema = {
  tables: ['rm_orders', 'rm_order_items'],
  async create(knex) {
    await knex.schema.createTable('rm_orders', (t) => {
      t.integer('id').primary()
      t.integer('customer_id').notNullable()
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.boolean('fulfilled').notNullable()
      t.timestamp('fulfilled_at', { useTz: true }).nullable()
      t.decimal('total', 14, 2).notNullable()
      t.index(['fulfilled', 'created_at'])
      t.index(['customer_id', 'created_at'])
    })
    await knex.schema.createTable('rm_order_items', (t) => {
      t.bigInteger('id').primary()
      t.integer('order_id').notNullable().index()
      t.integer('line_no').notNullable()
      t.text('product_id').notNullable()
      t.text('product_name').notNullable()
      t.text('unit_type').notNullable()
      t.integer('packs_per_case').nullable()
      t.decimal('quantity', 12, 2).notNullable()
      t.text('quantity_type').notNullable()
      t.decimal('sell_price', 12, 2).notNullable()
      t.decimal('line_total', 14, 2).notNullable()
    })
  },
  migrations: ordersMigrations,
  // The list's sorts and filters (0401). By customer and by rep stay: a transfer or a rename
  // rewrites that customer's or rep's orders while projecting.
  screenIndexes: [
    'rm_orders_created',
    'rm_orders_fulfilled_created',
    'rm_orders_customer_key',
    'rm_orders_rep_key',
    'rm_orders_open_id',
    'rm_orders_open_customer_key',
    'rm_orders_open_rep_key',
    'rm_orders_delivery_created',
    'rm_orders_delivery_asc',
    'rm_orders_delivery_desc',
    'rm_orders_unscheduled_created',
  ],
}
