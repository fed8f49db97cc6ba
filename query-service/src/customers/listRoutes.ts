import Router from '@koa/router'
import { notFound } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { idFilter, listQuery, queryValues } from '../http/listQuery.ts'
import { authenticate, STAFF, signedInAs, viewer } from '../http/session.ts'
import { listOrders } from '../orders/queries.ts'
import { visibleCustomer } from './access.ts'
import { CUSTOMER_SORT_FIELDS, findCustomer, listCustomers } from './queries.ts'

/** `?include=orders` is a convenience for one screen; the paged list is GET /api/orders/customer/{id}. */
const INCLUDED_ORDERS = 100

export const customersQuery = listQuery({ sortFields: CUSTOMER_SORT_FIELDS, maxLimit: 100 }).extend({
  salesUserId: idFilter('salesUserId'),
})

export const detailParams = z.object({ id: entityId('Customer id must be a whole number above 0.') })
export const detailQuery = z.object({
  include: z.enum(['orders'], { error: 'include can only be orders.' }).optional(),
})

/** The staff customers list and one customer, as the console's screens read them. */
export function customerListRoutes(deps: QueryDeps): Router {
  const router = new Router()
  const staff = signedInAs(deps, STAFF)

  router.get('/api/customers', staff, async (ctx) => {
    const { salesUserId, ...query } = customersQuery.parse(queryValues(ctx.query))
    const who = viewer(ctx)
    // A sales rep sees only its own customers, whatever it asks for.
    const owner = who.role === 'sales' ? who.id : salesUserId
    ctx.body = await listCustomers(deps.knex, {
      ...query,
      ...(owner !== undefined ? { salesUserId: owner } : {}),
    })
  })

  // The customer itself may read its own record; anyone it is not visible to gets 404.
  router.get('/api/customers/:id', authenticate(deps), async (ctx) => {
    const { id } = detailParams.parse(ctx.params)
    const { include } = detailQuery.parse(queryValues(ctx.query))
    await visibleCustomer(deps.knex, viewer(ctx), id)
    const customer = await findCustomer(deps.knex, id)
    if (!customer) throw notFound('Customer not found.')
    if (include !== 'orders') {
      ctx.body = customer
      return
    }
    const { rows } = await listOrders(deps.knex, {
      customerId: id,
      sortField: 'createdAt',
      sortOrder: 'DESC',
      limit: INCLUDED_ORDERS,
      offset: 0,
    })
    ctx.body = { ...customer, orders: rows }
  })

  return router
}
