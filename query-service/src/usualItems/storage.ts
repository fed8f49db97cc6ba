import type { Knex } from 'knex'
import { foldLines, RECENT_ORDERS, type UsualLine } from './rule.ts'

/** A deleted customer's guide goes with it; a deleted product's lines stay (the app marks them). */
export async function deleteCustomers(trx: Knex.Transaction, customerIds: number[]): Promise<void> {
  if (customerIds.length === 0) return
  for (const table of ['rm_usual_lines', 'rm_usual_items']) {
    await trx(table).whereIn('customer_id', customerIds).delete()
  }
}

/**
 * Records the lines of a run of orders, in the order they were placed: each (customer, product)
 * item gains the run's orders in one upsert, the lines are inserted, and each customer's lines
 * are cut back to its last RECENT_ORDERS orders. (The runner writes the checkpoint in the same
 * transaction, so a run is never applied twice.)
 */
export async function recordLines(trx: Knex.Transaction, lines: UsualLine[]): Promise<void> {
  if (lines.length === 0) return
  const items = [...foldLines(lines).values()]
  await trx.raw(
    `insert into rm_usual_items (customer_id, product_id, name, order_count, last_order_id, last_ordered_at,
       last_quantity, last_quantity_type, largest_base_quantity)
     select * from json_to_recordset(?::json)
       as r("customerId" integer, "productId" text, name text, "orderCount" integer, "lastOrderId" integer,
            "lastOrderedAt" timestamptz, "lastQuantity" numeric, "lastQuantityType" text,
            "largestBaseQuantity" numeric)
     on conflict (customer_id, product_id) do update set name = excluded.name,
       order_count = rm_usual_items.order_count + excluded.order_count,
       last_order_id = excluded.last_order_id, last_ordered_at = excluded.last_ordered_at,
       last_quantity = excluded.last_quantity, last_quantity_type = excluded.last_quantity_type,
       largest_base_quantity = greatest(rm_usual_items.largest_base_quantity, excluded.largest_base_quantity)`,
    [JSON.stringify(items)],
  )
  await trx.raw(
    `insert into rm_usual_lines (customer_id, order_id, line_no, ordered_at, product_id, name, quantity,
       quantity_type, unit_price_cents)
     select "customerId", "orderId", "lineNo", "orderedAt", "productId", name, quantity, "quantityType",
       "unitPriceCents"
     from json_to_recordset(?::json)
       as r("customerId" integer, "orderId" integer, "lineNo" integer, "orderedAt" timestamptz,
            "productId" text, name text, quantity numeric, "quantityType" text, "unitPriceCents" bigint)`,
    [JSON.stringify(lines)],
  )
  await keepRecentOrders(trx, [...new Set(lines.map((l) => l.customerId))])
}

/** Cuts each customer's lines back to those of its newest RECENT_ORDERS orders. */
async function keepRecentOrders(trx: Knex.Transaction, customerIds: number[]): Promise<void> {
  await trx.raw(
    `delete from rm_usual_lines l using (
       select customer_id, order_id from (
         select customer_id, order_id,
                row_number() over (partition by customer_id order by ordered_at desc, order_id desc) as n
         from (select distinct customer_id, order_id, ordered_at from rm_usual_lines
               where customer_id = any(?::int[])) as orders
       ) as ranked where n > ?
     ) as old
     where l.customer_id = old.customer_id and l.order_id = old.order_id`,
    [customerIds, RECENT_ORDERS],
  )
}
