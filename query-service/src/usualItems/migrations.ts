import type { ReadModelSchema } from '../projections/migrations.ts'
import { tablesMigration } from '../projections/tablesMigration.ts'

/**
 * The order guide's "usual items": per customer and product what it has ordered all along
 * (rm_usual_items), and the lines of its last orders (rm_usual_lines, kept to the newest
 * RECENT_ORDERS of each customer by the projection), which rank the guide and answer "Order again".
 * Both are read by customer only: their primary keys lead with the customer, so the guide's
 * query is an index range scan on a database whose statistics were never gathered.
 */
const usualItemsTables = tablesMigration(
  '0801_usual_items',
  `
      create table rm_usual_items (
        customer_id           integer not null,
        product_id            text not null,
        -- The name on the last line ordered: the guide shows the catalogue's name while it has one.
        name                  text not null,
        order_count           integer not null,
        last_order_id         integer not null,
        last_ordered_at       timestamptz not null,
        last_quantity         numeric(12, 2) not null,
        last_quantity_type    text not null,
        -- lb for weight products, packs for pack and case products (a case is packsPerCase packs).
        largest_base_quantity numeric(14, 2) not null,
        primary key (customer_id, product_id)
      );
      create table rm_usual_lines (
        customer_id      integer not null,
        order_id         integer not null,
        line_no          integer not null,
        ordered_at       timestamptz not null,
        product_id       text not null,
        name             text not null,
        quantity         numeric(12, 2) not null,
        quantity_type    text not null,
        -- The price per quantity type the line was sold at: a case's is its packs' price.
        unit_price_cents bigint not null,
        primary key (customer_id, order_id, line_no)
      );
    `,
  { drop: ['rm_usual_lines', 'rm_usual_items'] },
)

/** Came after the first schema, so its tables are made by its own migrations (08xx). */
export const usualItemsSchema: ReadModelSchema = {
  tables: [],
  async create() {},
  migrations: [usualItemsTables],
}
