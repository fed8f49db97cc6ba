import Router from '@koa/router'
import { entityId } from '@provender/server-kit'
import { visibleCustomerParam } from '../customers/access.ts'
import type { QueryDeps } from '../deps.ts'
import { authenticate, viewer } from '../http/session.ts'
import { usualItemsOf } from './queries.ts'

export const idParam = entityId('Customer not found.')

export function usualItemsReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  // Who may read a customer's products may read its guide: itself, its rep, admins, auditors.
  router.get('/api/customers/:customerId/usual-items', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.customerId)
    ctx.body = await usualItemsOf(deps.knex, customerId)
  })

  return router
}
