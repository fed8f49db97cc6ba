import type { Knex } from 'knex'
import {
  countOrders,
  matchesNothing,
  type OrderListFilter,
  orderBy,
  searchTerms,
  whereClause,
} from './listFilter.ts'
import { type ItemRow, ORDER_COLUMNS, ORDER_JOINS, type OrderRow, orderView } from './orderView.ts'

export { ORDER_SORT_FIELDS, type OrderListFilter, type OrderSortField } from './listFilter.ts'
export { orderStatus } from './orderView.ts'

export async function listOrders(knex: Knex, filter: OrderListFilter) {
  if (matchesNothing(filter)) return { rows: [], count: 0 }
  const terms = await searchTerms(knex, filter.search)
  const where = whereClause(filter, terms)
  const order = orderBy(filter.sortField, filter.sortOrder)
  // The page is chosen from the index alone; only its rows are joined to their customer
  // and their lines, in the same statement. The count comes from the kept counts alongside.
  const [page, count] = await Promise.all([
    knex.raw<{ rows: (OrderRow & { items: ItemRow[] })[] }>(
      `with page as (select o.id from rm_orders o where ${where.sql} order by ${order} limit ? offset ?)
       select ${ORDER_COLUMNS},
              (select coalesce(json_agg(i order by i.line_no), '[]') from rm_order_items i where i.order_id = o.id) as items
       from page join rm_orders o on o.id = page.id ${ORDER_JOINS}
       order by ${order}`,
      [...where.bindings, filter.limit, filter.offset],
    ),
    countOrders(knex, filter, terms),
  ])
  return { rows: page.rows.map((r) => orderView(r, r.items)), count }
}

export async function findOrder(knex: Knex, id: number) {
  const { rows } = await knex.raw<{ rows: OrderRow[] }>(
    `select ${ORDER_COLUMNS} from rm_orders o ${ORDER_JOINS} where o.id = ?`,
    [id],
  )
  const row = rows[0]
  if (!row) return null
  const items = await itemsOf(knex, [id])
  return orderView(row, items.get(id) ?? [])
}

/** One query for the items of a whole page of orders: no N+1. */
async function itemsOf(knex: Knex, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await knex('rm_order_items')
    .whereIn('order_id', orderIds)
    .orderBy(['order_id', 'line_no'])
    .select<ItemRow[]>()
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row])
  return byOrder
}
