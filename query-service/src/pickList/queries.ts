import type { Knex } from 'knex'
import { type PickList, type PickOrderNote, type PickRow, pickList } from './pickList.ts'

/**
 * Every line of the orders for a delivery date, cancelled ones left out, (a rep: only its own customers'), with each
 * product's category as the catalogue has it now. The orders come through the delivery-date
 * index (0405), their lines through the lines' order index.
 */
export async function loadPickList(
  knex: Knex,
  date: string,
  salesUserId: number | undefined,
): Promise<PickList> {
  const rep = salesUserId === undefined ? '' : 'and o.sales_user_id = ?'
  // The day's orders first, on their own (materialized), so the planner, which has no
  // statistics, reads them through the dates' index whatever it guesses about the lines.
  const { rows } = await knex.raw<{ rows: PickRow[] }>(
    `with day as materialized (
       select o.id, o.customer_id from rm_orders o where o.delivery_date = ? and not o.cancelled ${rep}
     )
     select o.id as order_id, o.customer_id, coalesce(k.business_name, '') as business_name,
            coalesce(k.account_number, '') as account_number,
            i.product_id, i.product_name, i.unit_type, i.quantity, i.quantity_type,
            p.name as catalogue_name, p.unit_type as catalogue_unit_type, c.id as category_id, c.name as category_name
       from day o
       join rm_order_items i on i.order_id = o.id
       left join rm_order_customers k on k.customer_id = o.customer_id
       left join rm_products p on p.id = i.product_id
       left join rm_categories c on c.id = p.category_id
      order by o.id, i.line_no`,
    salesUserId === undefined ? [date] : [date, salesUserId],
  )
  // The few orders with a PO number or a note, through the same dates' index.
  const notes = await knex.raw<{ rows: PickOrderNote[] }>(
    `select o.id as "orderId", coalesce(k.business_name, '') as "businessName",
            coalesce(k.account_number, '') as "accountNumber", o.po_number as "poNumber", o.note
       from rm_orders o
       left join rm_order_customers k on k.customer_id = o.customer_id
      where o.delivery_date = ? and not o.cancelled ${rep}
        and (o.po_number is not null or o.note is not null)`,
    salesUserId === undefined ? [date] : [date, salesUserId],
  )
  return pickList(date, rows, notes.rows)
}
