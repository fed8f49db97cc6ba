import type { CustomerSortField } from '@provender/events'
import type { Knex } from 'knex'
import { sortedPage } from '../shared/page.ts'
import { whereEveryWord } from '../shared/search.ts'

export { CUSTOMER_SORT_FIELDS, type CustomerSortField } from '@provender/events'

export interface CustomerListFilter {
  /** Only the customers this rep owns. */
  salesUserId?: number
  search?: string
  sortBy: CustomerSortField
  order: 'ASC' | 'DESC'
  page: number
  limit: number
}

interface CustomerRow {
  id: number
  business_name: string
  account_number: string
  sales_user_id: number
  created_at: Date
  version: number
  first_name: string | null
  last_name: string | null
  email: string | null
  phone: string | null
  rep_first_name: string | null
  rep_last_name: string | null
}

interface ProductLineRow {
  id: string
  name: string
  description: string
  unit_type: 'quantity' | 'weight'
  packs_per_case: number | null
  default_price: string
  price: string
}

// Case-insensitive, as people read a list; the lower(business_name) sort has its index (0201).
const sortColumns: Record<CustomerSortField, string> = {
  businessName: 'lower(c.business_name)',
  accountNumber: 'lower(c.account_number)',
  firstName: "lower(coalesce(u.first_name, ''))",
  lastName: "lower(coalesce(u.last_name, ''))",
  email: "lower(coalesce(u.email, ''))",
  salesRep: "lower(coalesce(s.first_name || ' ' || s.last_name, ''))",
  createdAt: 'c.created_at',
}

const COLUMNS = [
  'c.id',
  'c.business_name',
  'c.account_number',
  'c.sales_user_id',
  'c.created_at',
  'c.version',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone',
  's.first_name as rep_first_name',
  's.last_name as rep_last_name',
]

/** Customers with their login's contact fields (same id) and their rep's name, in one query. */
export function baseQuery(knex: Knex, filter: Pick<CustomerListFilter, 'salesUserId' | 'search'>) {
  const q = knex('rm_customers as c')
    .leftJoin('rm_users as u', 'u.id', 'c.id')
    .leftJoin('rm_users as s', 's.id', 'c.sales_user_id')
  if (filter.salesUserId !== undefined) q.where('c.sales_user_id', filter.salesUserId)
  // Every typed word must match one of: business name, account number, names, email.
  whereEveryWord(
    q,
    ['c.business_name', 'c.account_number', 'u.first_name', 'u.last_name', 'u.email'],
    filter.search,
  )
  return q
}

function customerView(row: CustomerRow) {
  return {
    id: row.id,
    businessName: row.business_name,
    accountNumber: row.account_number,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    salesUserId: row.sales_user_id,
    SalesUser:
      row.rep_first_name !== null
        ? { id: row.sales_user_id, firstName: row.rep_first_name, lastName: row.rep_last_name ?? '' }
        : null,
  }
}

/**
 * The page and the number of matching customers from one statement: the search's `ilike`s
 * on five columns are the cost of this list, and a separate count ran them all a second time
 * (EXPLAIN ANALYZE, 1,000 customers: 6 ms for the count, 7 ms for the page). Only a page past
 * the end, which has no row to carry the total, counts on its own.
 */
export async function listCustomers(knex: Knex, filter: CustomerListFilter) {
  const selected = baseQuery(knex, filter).select<(CustomerRow & { total_count: string })[]>([
    ...COLUMNS,
    knex.raw('count(*) over () as total_count'),
  ])
  const rows = await sortedPage(selected, sortColumns[filter.sortBy], 'c.id', filter)
  let totalCount = Number(rows[0]?.total_count ?? 0)
  if (rows.length === 0 && filter.page > 1) {
    const [counted] = await baseQuery(knex, filter).count<{ count: string }[]>({ count: '*' })
    totalCount = Number(counted?.count ?? 0)
  }
  return {
    customers: rows.map((r) => ({ ...customerView(r), createdAt: r.created_at.toISOString() })),
    totalCount,
  }
}

/** One customer with its product lines (one more query) and the stream revision as `version`. */
export async function findCustomer(knex: Knex, id: number) {
  const row = await baseQuery(knex, {}).where('c.id', id).first<CustomerRow | undefined>(COLUMNS)
  if (!row) return null
  const lines = await knex('rm_customer_products as cp')
    .join('rm_products as p', 'p.id', 'cp.product_id')
    .where('cp.customer_id', id)
    .orderByRaw('lower(p.name), p.id')
    .select<ProductLineRow[]>(
      'p.id',
      'p.name',
      'p.description',
      'p.unit_type',
      'p.packs_per_case',
      'p.price as default_price',
      'cp.price',
    )
  return {
    ...customerView(row),
    products: lines.map((l) => ({
      productId: l.id,
      name: l.name,
      description: l.description,
      unitType: l.unit_type,
      packsPerCase: l.packs_per_case,
      defaultPrice: Number(l.default_price),
      price: Number(l.price),
    })),
    version: row.version,
  }
}
