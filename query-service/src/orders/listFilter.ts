import type { Knex } from 'knex'

export const ORDER_SORT_FIELDS = ['createdAt', 'id', 'customer', 'salesRep', 'deliveryDate'] as const
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number]

export interface OrderListFilter {
  fulfilled?: boolean
  customerId?: number
  /** Only the orders of customers this rep owns now. */
  salesUserId?: number
  search?: string
  /** Orders for this delivery date; null: only those not scheduled. */
  deliveryDate?: string | null
  /** Orders for a delivery date from this one... */
  deliveryFrom?: string
  /** ...up to this one, inclusive. */
  deliveryTo?: string
  sortField: OrderSortField
  sortOrder: 'ASC' | 'DESC'
  limit: number
  offset: number
}

export type Filter = Omit<OrderListFilter, 'sortField' | 'sortOrder' | 'limit' | 'offset'>

// Each sort has its index (0401, 0405): the list pages without sorting the matching orders.
export const sortColumns: Record<OrderSortField, string> = {
  createdAt: 'o.created_at',
  id: 'o.id',
  customer: 'o.customer_key',
  salesRep: 'o.rep_key',
  deliveryDate: 'o.delivery_date',
}

/** The ORDER BY of a page: unscheduled orders come last whichever way dates are sorted. */
export function orderBy(field: OrderSortField, sortOrder: 'ASC' | 'DESC'): string {
  const direction = sortOrder === 'ASC' ? 'asc' : 'desc'
  const nulls = field === 'deliveryDate' ? ' nulls last' : ''
  return `${sortColumns[field]} ${direction}${nulls}, o.id ${direction}`
}

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

export interface SearchTerm {
  /** The customers whose business name, account number or rep name contains the word. */
  customers: number[]
  orderId: number | null
}

/**
 * Every word but an order number names customers (business, account number, rep), so a
 * search is resolved on the customers first (one row each), then served from the orders'
 * customer index instead of matching text on every order.
 */
export async function searchTerms(knex: Knex, search: string | undefined): Promise<SearchTerm[]> {
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

/** Whether the filter asks anything of the delivery date. */
export const filtersDelivery = (filter: Filter) =>
  filter.deliveryDate !== undefined || filter.deliveryFrom !== undefined || filter.deliveryTo !== undefined

/** A filter no order can pass: not scheduled, yet for a date in a range. */
export const matchesNothing = (filter: Filter) =>
  filter.deliveryDate === null && (filter.deliveryFrom !== undefined || filter.deliveryTo !== undefined)

/** The WHERE clause over rm_orders o for the filters and search terms. */
export function whereClause(
  filter: Filter,
  terms: SearchTerm[],
): { sql: string; bindings: Knex.RawBinding[] } {
  const { parts, bindings } = ownerConditions(filter, 'o')
  if (filter.fulfilled !== undefined) {
    parts.push(filter.fulfilled ? 'o.fulfilled' : 'not o.fulfilled')
  }
  // Each a condition on delivery_date alone, so the partial index (0405) serves it. Not
  // scheduled is most of a long history: read in the page's own order (coalesce keeps the
  // planner, which has no statistics, off a bitmap of every such order through the dates' index).
  if (filter.deliveryDate === null) parts.push("coalesce(o.delivery_date, '') = ''")
  else if (filter.deliveryDate !== undefined) {
    parts.push('o.delivery_date = ?')
    bindings.push(filter.deliveryDate)
  }
  if (filter.deliveryFrom !== undefined) {
    parts.push('o.delivery_date >= ?')
    bindings.push(filter.deliveryFrom)
  }
  if (filter.deliveryTo !== undefined) {
    parts.push('o.delivery_date <= ?')
    bindings.push(filter.deliveryTo)
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

async function countWhere(knex: Knex, filter: Filter, terms: SearchTerm[]): Promise<number> {
  const where = whereClause(filter, terms)
  const { rows } = await knex.raw<{ rows: { count: number }[] }>(
    `select count(*)::integer as count from rm_orders o where ${where.sql}`,
    where.bindings,
  )
  return rows[0]?.count ?? 0
}

/**
 * How many orders match. Without a delivery filter, from the counts the projection keeps per
 * customer. A date or a range counts its few orders through the partial index; "not scheduled"
 * (most of a long history) is every order but the scheduled ones, counted that way.
 */
export async function countOrders(knex: Knex, filter: Filter, terms: SearchTerm[]): Promise<number> {
  if (!filtersDelivery(filter)) return countByCustomer(knex, filter, terms)
  if (filter.deliveryDate !== null) return countWhere(knex, filter, terms)
  const { deliveryDate: _none, ...anyDate } = filter
  const [all, scheduled] = await Promise.all([
    countByCustomer(knex, anyDate, terms),
    // Every date (YYYY-MM-DD) is in this range: the scheduled orders, through the partial index
    // (a range of both ends is what the planner, without statistics, takes as narrow).
    countWhere(knex, { ...anyDate, deliveryFrom: '0000-01-01', deliveryTo: '9999-12-31' }, terms),
  ])
  return all - scheduled
}

/**
 * How many orders match, from the counts the projection keeps per customer: the customers
 * every word names, plus the few orders let in by an order number alone.
 */
async function countByCustomer(knex: Knex, filter: Filter, terms: SearchTerm[]): Promise<number> {
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
