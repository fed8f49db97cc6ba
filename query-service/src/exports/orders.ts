import { fromCents, toCents } from '@provender/events'
import type { ExportColumn } from '@provender/server-kit/spreadsheets'
import type { Knex } from 'knex'
import {
  type Filter,
  matchesNothing,
  type OrderSortField,
  orderBy,
  searchTerms,
  sortColumns,
  whereClause,
} from '../orders/listFilter.ts'
import type { OrderStatus } from '../orders/orderView.ts'
import { type ItemRow, ORDER_COLUMNS, ORDER_JOINS, type OrderRow, orderView } from '../orders/orderView.ts'
import { plainAmount } from './accounting.ts'
import { keysetPages } from './pages.ts'

/** One order as the orders export writes it: the list screen's row. */
export interface OrderLine {
  id: number
  placedAt: string
  accountNumber: string
  customerName: string
  salesRep: string
  deliveryDate: string | null
  status: OrderStatus
  itemCount: number
  estimateCents: number
  finalCents: number | null
}

export type OrderExportFilter = Filter & { sortField: OrderSortField; sortOrder: 'ASC' | 'DESC' }

/** Each sort column's type, to read back the key a page ended on (sent as text, exact). */
const keyTypes: Record<OrderSortField, string> = {
  createdAt: 'timestamptz',
  id: 'integer',
  customer: 'text',
  salesRep: 'text',
  deliveryDate: 'text',
}

interface Key {
  value: string | null
  id: number
}

/**
 * The orders after a page's last one in the list's own order (its sort column, then number).
 * Only the delivery date can be null, and unscheduled orders come last in either direction.
 */
function afterKey(field: OrderSortField, order: 'ASC' | 'DESC', key: Key | null) {
  if (key === null) return { sql: 'true', bindings: [] }
  const column = sortColumns[field]
  const beyond = order === 'ASC' ? '>' : '<'
  if (key.value === null) return { sql: `(${column} is null and o.id ${beyond} ?)`, bindings: [key.id] }
  const rowAfter = `(${column}, o.id) ${beyond} (?::${keyTypes[field]}, ?)`
  return {
    sql: field === 'deliveryDate' ? `(${rowAfter} or ${column} is null)` : rowAfter,
    bindings: [key.value, key.id],
  }
}

type PageRow = OrderRow & { items: ItemRow[]; sort_key: string | null }

function orderLine(row: PageRow): OrderLine {
  const order = orderView(row, row.items)
  const rep = order.Customer.SalesUser
  return {
    id: order.id,
    placedAt: order.createdAt,
    accountNumber: order.Customer.accountNumber,
    customerName: order.Customer.businessName,
    salesRep: rep ? `${rep.firstName} ${rep.lastName}`.trim() : '',
    deliveryDate: order.deliveryDate,
    status: order.status,
    itemCount: order.itemCount,
    estimateCents: toCents(order.estimatedTotal),
    finalCents: order.finalTotal === null ? null : toCents(order.finalTotal),
  }
}

/**
 * Every order of the orders list's filter, in the list's order, a page at a time by key: the
 * list's own search and conditions (listFilter.ts), so the file holds exactly its `count`.
 */
export async function* orderPages(
  knex: Knex,
  filter: OrderExportFilter,
  pageSize = 500,
): AsyncGenerator<OrderLine[]> {
  if (matchesNothing(filter)) return
  const terms = await searchTerms(knex, filter.search)
  const where = whereClause(filter, terms)
  const order = orderBy(filter.sortField, filter.sortOrder)
  const pages = keysetPages(
    async (after: Key | null, size) => {
      const next = afterKey(filter.sortField, filter.sortOrder, after)
      // As the list does: the page is chosen from the index alone, then joined to its lines.
      const { rows } = await knex.raw<{ rows: PageRow[] }>(
        `with page as (select o.id from rm_orders o where ${where.sql} and ${next.sql} order by ${order} limit ?)
         select ${ORDER_COLUMNS}, ${sortColumns[filter.sortField]}::text as sort_key,
                (select coalesce(json_agg(i order by i.line_no), '[]') from rm_order_items i where i.order_id = o.id) as items
         from page join rm_orders o on o.id = page.id ${ORDER_JOINS}
         order by ${order}`,
        [...where.bindings, ...next.bindings, size],
      )
      return rows
    },
    (row): Key => ({ value: row.sort_key, id: row.id }),
    pageSize,
  )
  for await (const page of pages) yield page.map(orderLine)
}

/** Money as the plain decimal a spreadsheet reads (12.50), a number cell in XLSX. */
const money = (read: (l: OrderLine) => number | null) => ({
  value: (l: OrderLine) => {
    const cents = read(l)
    return cents === null ? '' : plainAmount(cents)
  },
  xlsx: (l: OrderLine) => {
    const cents = read(l)
    return cents === null ? null : fromCents(cents)
  },
})

export const orderColumns: readonly ExportColumn<OrderLine>[] = [
  { header: 'Order', value: (l) => l.id },
  { header: 'Placed', value: (l) => l.placedAt, width: 26 },
  { header: 'Customer account', value: (l) => l.accountNumber, width: 18 },
  { header: 'Customer', value: (l) => l.customerName, width: 30 },
  { header: 'Sales rep', value: (l) => l.salesRep, width: 20 },
  // Empty: not scheduled (no delivery days, or placed before there were any).
  { header: 'Delivery date', value: (l) => l.deliveryDate ?? '', width: 14 },
  { header: 'Status', value: (l) => l.status },
  { header: 'Items', value: (l) => l.itemCount },
  { header: 'Estimate', ...money((l) => l.estimateCents) },
  // Empty until the order is fulfilled.
  { header: 'Final total', ...money((l) => l.finalCents) },
]
