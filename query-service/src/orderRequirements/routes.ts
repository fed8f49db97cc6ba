import Router from '@koa/router'
import { visibleCustomerParam } from '../customers/access.ts'
import type { QueryDeps } from '../deps.ts'
import { authenticate, viewer } from '../http/session.ts'
import { orderRequirementsOf } from './projection.ts'

/** What every order of a customer must carry: for staff who see the customer, and the customer itself. */
export function orderRequirementsReadRoutes(deps: QueryDeps): Router {
  const router = new Router()
  router.get('/api/customers/:id/order-requirements', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.id)
    ctx.body = await orderRequirementsOf(deps.knex, customerId)
  })
  return router
}
