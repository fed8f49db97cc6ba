import Router from '@koa/router'
import type { QueryDeps } from '../deps.ts'
import { listQuery, queryValues } from '../http/listQuery.ts'
import { authenticate, STAFF, signedInAs } from '../http/session.ts'
import { CATEGORY_SORT_FIELDS, listCategories, listProducts, PRODUCT_SORT_FIELDS } from './queries.ts'

/** The products screen and the category dropdowns load whole lists; beyond this they page. */
const MAX_LIMIT = 1000

export const productsQuery = listQuery({
  sortFields: PRODUCT_SORT_FIELDS,
  maxLimit: MAX_LIMIT,
  searchMax: 200,
})
export const categoriesQuery = listQuery({
  sortFields: CATEGORY_SORT_FIELDS,
  maxLimit: MAX_LIMIT,
  searchMax: 200,
})

export function catalogueReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  // Customers read their own lines at /api/customers/{id}/products, with their prices.
  router.get('/api/products', signedInAs(deps, STAFF), async (ctx) => {
    ctx.body = await listProducts(deps.knex, productsQuery.parse(queryValues(ctx.query)))
  })

  // Every signed-in role: the customers' order form groups its products by category.
  router.get('/api/categories', authenticate(deps), async (ctx) => {
    ctx.body = await listCategories(deps.knex, categoriesQuery.parse(queryValues(ctx.query)))
  })

  return router
}
