import type { Knex } from 'knex'

export const ORDER_SORT_FIELDS = ['createdAt', 'id', 'customer', 'salesRep'] as const
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number]

export interface OrderListFilter {
  fulfilled?: boolean
  customerId?: number
  /** Only the orders of customers this rep owns now. */
  salesUserId?: number
  search?: string
  sortField: OrderSortField
  sortOrder: 'ASC' | 'DESC'
  limit: number
  offset: number
}

interface OrderRow {
  id: number
  customer_id: number
  created_at: Date
  fulfilled: boolean
  fulfilled_at: Date | null
  total: string
  final_total: string | null
  business_name: string
  account_number: string
  sales_user_id: number | null
  rep_first_name: string | null
  rep_last_name: string | null
  placed_by_user_id: number | null
  placed_by_name: string | null
  placed_outside_window: boolean
  shipped_changes: ShippedChanges | null
}

/** An order line as pg returns it (numerics as strings) or as json_agg does (as numbers). */
interface ItemRow {
  id: string | number
  order_id: number
  product_id: string
  product_name: string
  unit_type: 'quantity' | 'weight'
  packs_per_case: number | null
  quantity: string | number
  quantity_type: 'pack' | 'case' | 'weight'
  sell_price: string | number
  line_total: string | number
}

/** The lines of a fulfilled order that shipped other than ordered, by product (0404). */
type ShippedChanges = Record<string, { quantity: number; lineTotal: number }>

// Each sort has its index (0401): the list pages without sorting the matching orders.
const sortColumns: Record<OrderSortField, string> = {
  createdAt: 'o.created_at',
  id: 'o.id',
  customer: 'o.customer_key',
  salesRep: 'o.rep_key',
}

const ORDER_COLUMNS = `o.id, o.customer_id, o.created_at, o.fulfilled, o.fulfilled_at, o.total, o.final_total,
  c.business_name, c.account_number, c.sales_user_id, u.first_name as rep_first_name, u.last_name as rep_last_name,
  o.placed_by_user_id, o.placed_by_name, o.placed_outside_window, o.shipped_changes`

const ORDER_JOINS = `join rm_customers c on c.id = o.customer_id left join rm_users u on u.id = c.sales_user_id`

type Filter = Omit<OrderListFilter, 'sortField' | 'sortOrder' | 'limit' | 'offset'>

/** An integer[] literal: knex would spread a JS array into a list of bindings. */
function intArray(ids: number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`
}

/** A search word that is an order number (with or without '#'), as that number. */
function orderNumber(word: string): number | null {
  const digits = word.replace(/^#/, '')
  const n = Number(digits)
  return /^\d{1,10}$/.test(digits) && String(n) === digits && n <= 2_147_483_647 ? n : null
}

interface SearchTerm {
  /** The customers whose business name, account number or rep name contains the word. */
  customers: number[]
  orderId: number | null
}

/**
 * Every word but an order number names customers (business, account number, rep), so a
 * search is resolved on the customers first (one row each), then served from the orders'
 * customer index instead of matching text on every order.
 */
async function searchTerms(knex: Knex, search: string | undefined): Promise<SearchTerm[]> {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
  const { rows } = await knex.raw<{ rows: { n: string; customers: number[] }[] }>(
    `select w.n::text, coalesce(array_agg(k.customer_id) filter (where k.customer_id is not null), '{}') as customers
     from jsonb_array_elements_text(?::jsonb) with ordinality as w(pattern, n)
     left join rm_order_customers k on k.search_text like lower(w.pattern)
     group by w.n`,
    [JSON.stringify(patterns)],
  )
  const byWord = new Map(rows.map((r) => [Number(r.n), r.customers]))
  return words.map((word, i) => ({ customers: byWord.get(i + 1) ?? [], orderId: orderNumber(word) }))
}

/**
 * The customer and rep filters, as conditions on `alias`: rm_orders and the per-customer counts
 * both carry customer_id and sales_user_id.
 */
function ownerConditions(filter: Filter, alias: 'o' | 'k') {
  const parts: string[] = ['true']
  const bindings: Knex.RawBinding[] = []
  if (filter.customerId !== undefined) {
    parts.push(`${alias}.customer_id = ?`)
    bindings.push(filter.customerId)
  }
  if (filter.salesUserId !== undefined) {
    parts.push(`${alias}.sales_user_id = ?`)
    bindings.push(filter.salesUserId)
  }
  return { parts, bindings }
}

/** The WHERE clause over rm_orders o for the filters and search terms. */
function whereClause(filter: Filter, terms: SearchTerm[]): { sql: string; bindings: Knex.RawBinding[] } {
  const { parts, bindings } = ownerConditions(filter, 'o')
  if (filter.fulfilled !== undefined) {
    parts.push(filter.fulfilled ? 'o.fulfilled' : 'not o.fulfilled')
  }
  for (const term of terms) {
    if (term.orderId === null) {
      parts.push('o.customer_id = any(?::integer[])')
      bindings.push(intArray(term.customers))
    } else {
      parts.push('(o.customer_id = any(?::integer[]) or o.id = ?)')
      bindings.push(intArray(term.customers), term.orderId)
    }
  }
  return { sql: parts.join(' and '), bindings }
}

/**
 * How many orders match, from the counts the projection keeps per customer: the customers
 * every word names, plus the few orders let in by an order number alone.
 */
async function countOrders(knex: Knex, filter: Filter, terms: SearchTerm[]): Promise<number> {
  const column =
    filter.fulfilled === undefined
      ? 'k.open_count + k.fulfilled_count'
      : filter.fulfilled
        ? 'k.fulfilled_count'
        : 'k.open_count'
  const { parts, bindings } = ownerConditions(filter, 'k')
  let everyWord: number[] | null = null
  for (const term of terms) {
    const named = new Set(term.customers)
    everyWord = everyWord === null ? [...named] : everyWord.filter((id) => named.has(id))
  }
  if (everyWord !== null) {
    parts.push('k.customer_id = any(?::integer[])')
    bindings.push(intArray(everyWord))
  }
  const byCustomer = `select coalesce(sum(${column}), 0)::integer from rm_order_customers k where ${parts.join(' and ')}`
  const orderIds = terms.flatMap((t) => (t.orderId === null ? [] : [t.orderId]))
  if (everyWord === null || orderIds.length === 0) {
    const { rows } = await knex.raw<{ rows: { count: number }[] }>(
      `select (${byCustomer}) as count`,
      bindings,
    )
    return rows[0]?.count ?? 0
  }
  const where = whereClause(filter, terms)
  const { rows } = await knex.raw<{ rows: { count: number }[] }>(
    `select (${byCustomer}) + (select count(*)::integer from rm_orders o
       where o.id = any(?::integer[]) and o.customer_id <> all(?::integer[]) and ${where.sql}) as count`,
    [...bindings, intArray(orderIds), intArray(everyWord), ...where.bindings],
  )
  return rows[0]?.count ?? 0
}

export async function listOrders(knex: Knex, filter: OrderListFilter) {
  const terms = await searchTerms(knex, filter.search)
  const where = whereClause(filter, terms)
  const direction = filter.sortOrder === 'ASC' ? 'asc' : 'desc'
  const order = `${sortColumns[filter.sortField]} ${direction}, o.id ${direction}`
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

/**
 * Pending until fulfilled; then 'short' when a pack or case line shipped fewer than ordered, or a
 * line shipped nothing (out of stock). A weight read off the scale within tolerance is not short.
 */
export function orderStatus(
  row: Pick<OrderRow, 'fulfilled' | 'shipped_changes'>,
  items: Pick<ItemRow, 'product_id' | 'quantity' | 'quantity_type'>[],
): 'pending' | 'fulfilled' | 'short' {
  if (!row.fulfilled) return 'pending'
  const changes = row.shipped_changes ?? {}
  const short = items.some((i) => {
    if (!Object.hasOwn(changes, i.product_id)) return false
    const shipped = Number(changes[i.product_id]!.quantity)
    return shipped === 0 || (i.quantity_type !== 'weight' && shipped < Number(i.quantity))
  })
  return short ? 'short' : 'fulfilled'
}

const nullableNumber = (value: string | number | null) => (value === null ? null : Number(value))

function orderView(row: OrderRow, items: ItemRow[]) {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    fulfilled: row.fulfilled,
    fulfilledAt: row.fulfilled_at?.toISOString() ?? null,
    // The total that counts: the final total once fulfilled, else the estimate. Both are kept.
    totalPrice: Number(row.final_total ?? row.total),
    estimatedTotal: Number(row.total),
    finalTotal: nullableNumber(row.final_total),
    customerId: row.customer_id,
    Customer: {
      id: row.customer_id,
      businessName: row.business_name,
      accountNumber: row.account_number,
      SalesUser:
        row.sales_user_id && row.rep_first_name !== null
          ? { id: row.sales_user_id, firstName: row.rep_first_name, lastName: row.rep_last_name ?? '' }
          : null,
    },
    // A phone order: the staff member who placed it for the customer; null when the customer did.
    placedBy:
      row.placed_by_user_id !== null ? { id: row.placed_by_user_id, name: row.placed_by_name ?? '' } : null,
    placedOutsideWindow: row.placed_outside_window,
    // The history's row at a glance, from what the page already read (no query per row).
    status: orderStatus(row, items),
    itemCount: items.length,
    OrderItems: items.map((i) => {
      // What shipped and its total at the order's price; null until fulfilled.
      const changes = row.shipped_changes
      const shipped = !row.fulfilled
        ? null
        : changes && Object.hasOwn(changes, i.product_id)
          ? changes[i.product_id]!
          : { quantity: Number(i.quantity), lineTotal: Number(i.line_total) }
      return {
        id: Number(i.id),
        productId: i.product_id,
        Product: { name: i.product_name, unitType: i.unit_type, packsPerCase: i.packs_per_case },
        productName: i.product_name,
        productUnitType: i.unit_type,
        sellPrice: Number(i.sell_price),
        price: Number(i.sell_price),
        quantity: Number(i.quantity),
        quantityType: i.quantity_type,
        lineTotal: Number(i.line_total),
        shippedQuantity: shipped === null ? null : Number(shipped.quantity),
        shippedLineTotal: shipped === null ? null : Number(shipped.lineTotal),
      }
    }),
  }
}
