import type { Knex } from 'knex'
import { productsMatching } from '../catalogue/queries.ts'
import { baseQuery as customersMatching } from '../customers/queries.ts'
import { whereEveryWord } from '../shared/search.ts'
import type { CustomerLine, PriceLine, ProductLine } from './layouts.ts'
import { keysetPages } from './pages.ts'

/**
 * The rows each export writes, with the same filters as its list screen (the list's own
 * query), a page at a time in key order. Amounts are read as PostgreSQL's numeric text, exact.
 */

export function productPages(knex: Knex, filter: { search?: string }): AsyncGenerator<ProductLine[]> {
  return pagesById<ProductLine>(() => productsMatching(knex, filter.search), 'p.id', [
    'p.id',
    'p.name',
    'p.description',
    'c.name as category_name',
    'p.unit_type',
    'p.packs_per_case',
    knex.raw('p.price::text as price'),
    knex.raw('p.warn_above::text as warn_above'),
  ])
}

export function customerPages(
  knex: Knex,
  filter: { search?: string; salesUserId?: number },
): AsyncGenerator<CustomerLine[]> {
  return pagesById<CustomerLine>(() => customersMatching(knex, filter), 'c.id', [
    'c.id',
    'c.account_number',
    'c.business_name',
    's.email as owner_email',
    'u.email',
    'u.first_name',
    'u.last_name',
    'u.phone',
  ])
}

/** The rows of a list screen's query (made anew for each page), keyed by their `id` column. */
function pagesById<Row extends { id: string | number }>(
  matching: () => Knex.QueryBuilder,
  idColumn: string,
  columns: (string | Knex.Raw)[],
): AsyncGenerator<Row[]> {
  return keysetPages(
    async (after: Row['id'] | null, size): Promise<Row[]> => {
      const q = matching()
      if (after !== null) q.where(idColumn, '>', after)
      const rows = await q
        .orderBy(idColumn)
        .limit(size)
        .select(...columns)
      return rows
    },
    (row) => row.id,
  )
}

export interface PriceFilter {
  customerId?: number
  /** Only the lines of the customers this rep owns. */
  salesUserId?: number
  /** Words matched on the account, business name, product id and product name. */
  search?: string
}

export function pricePages(knex: Knex, filter: PriceFilter): AsyncGenerator<PriceLine[]> {
  return keysetPages(
    (after: [number, string] | null, size) => {
      const q = knex('rm_customer_products as cp')
        .join('rm_customers as c', 'c.id', 'cp.customer_id')
        .join('rm_products as p', 'p.id', 'cp.product_id')
      if (filter.customerId !== undefined) q.where('cp.customer_id', filter.customerId)
      if (filter.salesUserId !== undefined) q.where('c.sales_user_id', filter.salesUserId)
      whereEveryWord(q, ['c.account_number', 'c.business_name', 'p.id', 'p.name'], filter.search)
      if (after !== null) q.whereRaw('(cp.customer_id, cp.product_id) > (?, ?)', after)
      return q
        .orderBy(['cp.customer_id', 'cp.product_id'])
        .limit(size)
        .select<PriceLine[]>(
          'cp.customer_id',
          'c.account_number',
          'cp.product_id',
          knex.raw('cp.price::text as price'),
          'p.unit_type',
        )
    },
    (l): [number, string] => [l.customer_id, l.product_id],
  )
}
