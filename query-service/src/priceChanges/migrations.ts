import type { Migration, ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * What each customer last paid for each product it ordered and what that product costs it now,
 * with the projection's own copies of the prices behind "now" (the catalogue's default prices
 * and the customers' negotiated lines), so it never reads another read model while projecting.
 * Prices are integer cents here: the projection compares them exactly, event by event.
 */
const priceChangesTables = tablesMigration(
  '0601_price_changes',
  async (knex) => {
    await knex.schema.createTable('rm_price_defaults', (t) => {
      t.text('product_id').primary()
      t.text('name').notNullable()
      t.bigInteger('price_cents').notNullable()
      /** The event that set this price, and when: a change's id and time when it is the one shown. */
      t.uuid('event_id').notNullable()
      t.timestamp('priced_at', { useTz: true }).notNullable()
    })
    await knex.schema.createTable('rm_price_negotiated', (t) => {
      t.integer('customer_id').notNullable()
      t.text('product_id').notNullable().index()
      t.bigInteger('price_cents').notNullable()
      t.uuid('event_id').notNullable()
      t.timestamp('priced_at', { useTz: true }).notNullable()
      t.primary(['customer_id', 'product_id'])
    })
    await knex.schema.createTable('rm_price_changes', (t) => {
      t.integer('customer_id').notNullable()
      t.text('product_id').notNullable().index()
      /** How the customer bought it last: pack, case or weight; prices below are per that unit. */
      t.text('quantity_type').notNullable()
      t.integer('packs_per_case')
      t.integer('order_id').notNullable()
      t.timestamp('ordered_at', { useTz: true }).notNullable()
      t.bigInteger('paid_cents').notNullable()
      t.bigInteger('current_cents').notNullable()
      /** The change shown while current differs from paid: `{customerId}-{eventId}`. */
      t.text('change_id')
      t.timestamp('changed_at', { useTz: true })
      t.text('dismissed_change_id')
      t.primary(['customer_id', 'product_id'])
    })
    await knex.raw('create index rm_price_changes_changed_at_idx on rm_price_changes (changed_at)')
  },
  { drop: ['rm_price_changes', 'rm_price_negotiated', 'rm_price_defaults'] },
)

/**
 * Every move of a customer's effective price of a product it has ordered, old -> new in the unit
 * of its last line then: the staff's "price changes (7 days)", which an order does not wipe out
 * (rm_price_changes is "since the last order"). Filled by replaying the projection from the start.
 */
const priceMoves: Migration = {
  name: '0602_price_moves',
  async up(knex) {
    await knex.raw(`
      create table rm_price_moves (
        customer_id   integer not null,
        product_id    text not null,
        -- The customer's change id of the move: {customerId}-{eventId}, one move per event.
        change_id     text not null,
        quantity_type text not null,
        old_cents     bigint not null,
        new_cents     bigint not null,
        changed_at    timestamptz not null,
        dismissed     boolean not null default false,
        primary key (customer_id, change_id)
      );
      create index rm_price_moves_product_idx on rm_price_moves (product_id);
      create index rm_price_moves_changed_at_idx on rm_price_moves (changed_at);
      -- The staff's window reads the moves now; this index only slowed every order's upsert.
      drop index rm_price_changes_changed_at_idx;
      truncate rm_price_changes, rm_price_negotiated, rm_price_defaults;
      delete from projection_checkpoints where name = 'price-changes';
    `)
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('rm_price_moves')
    await knex.raw('create index rm_price_changes_changed_at_idx on rm_price_changes (changed_at)')
  },
}

/** Came after the first schema, so its tables are made by its own migrations (06xx). */
export const priceChangesSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [priceChangesTables, priceMoves],
}
