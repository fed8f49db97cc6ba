import Router from '@koa/router'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { authenticate, requireRole } from '../http/session.ts'
import {
  CATEGORY_SORT_FIELDS,
  type CategorySortField,
  type ListQuery,
  listCategories,
  listProducts,
  PRODUCT_SORT_FIELDS,
  type ProductSortField,
} from './queries.ts'

/** The products screen and the category dropdowns load whole lists; beyond this they page. */
const MAX_LIMIT = 1000

function listQuery<F extends string>(fields: readonly [F, ...F[]]) {
  return z.object({
    page: z.coerce
      .number({ error: 'page must be a number.' })
      .int('page must be a whole number.')
      .min(1, 'page starts at 1.')
      .max(1_000_000, 'page is at most 1000000.')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .transform((n) => Math.min(n, MAX_LIMIT))
      .default(10),
    sortBy: z.enum(fields, { error: `sortBy must be one of ${fields.join(', ')}.` }).default(fields[0]),
    order: z
      .string()
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: 'order must be ASC or DESC.' }))
      .default('ASC'),
    search: z.string().max(200, 'search is at most 200 characters.').optional(),
  })
}

const productsQuery = listQuery<ProductSortField>(PRODUCT_SORT_FIELDS)
const categoriesQuery = listQuery<CategorySortField>(CATEGORY_SORT_FIELDS)

/** The first of a repeated parameter; an empty one counts as absent, so defaults apply. */
function queryValues(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined && first !== '') values[key] = first
  }
  return values
}

export function catalogueReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  // Customers read their own lines at /api/customers/{id}/products, with their prices.
  router.get('/api/products', authenticate(deps), requireRole('admin', 'sales', 'auditor'), async (ctx) => {
    const query: ListQuery<ProductSortField> = productsQuery.parse(queryValues(ctx.query))
    ctx.body = await listProducts(deps.knex, query)
  })

  // Every signed-in role: the customers' order form groups its products by category.
  router.get('/api/categories', authenticate(deps), async (ctx) => {
    const query: ListQuery<CategorySortField> = categoriesQuery.parse(queryValues(ctx.query))
    ctx.body = await listCategories(deps.knex, query)
  })

  return router
}
