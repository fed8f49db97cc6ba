import Router from '@koa/router'
import { notFound } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import { visibleCustomerParam } from '../customers/access.ts'
import type { QueryDeps } from '../deps.ts'
import { authenticate, viewer } from '../http/session.ts'
import { standingOrderViews } from './queries.ts'

export const listQuery = z.object({
  customerId: entityId('Customer not found.').optional(),
})
export const standingOrderIdParam = z.uuid()

/**
 * GET /api/standing-orders(/{id}): a customer its own; a rep its customers'; admins and
 * auditors any (all of them without `customerId`). Another's answers 404, as a missing one.
 */
export function standingOrderReadRoutes(deps: QueryDeps): Router {
  const router = new Router()
  const context = () => ({ now: deps.clock(), timeZone: deps.settings.TIME_ZONE })

  router.get('/api/standing-orders', authenticate(deps), async (ctx) => {
    const who = viewer(ctx)
    const raw = typeof ctx.query.customerId === 'string' ? ctx.query.customerId : undefined
    // A customer needs no parameter; naming another customer answers 404, as for staff.
    const customerId = raw
      ? await visibleCustomerParam(deps.knex, who, raw)
      : who.role === 'customer'
        ? who.id
        : null
    const rows = await standingOrderViews(
      deps.knex,
      (q) => {
        if (customerId !== null) q.where('o.customer_id', customerId)
        else if (who.role === 'sales') q.where('c.sales_user_id', who.id)
      },
      context(),
    )
    ctx.body = { rows }
  })

  router.get('/api/standing-orders/:id', authenticate(deps), async (ctx) => {
    const who = viewer(ctx)
    const id = standingOrderIdParam.safeParse(ctx.params.id)
    if (!id.success) throw notFound('Standing order not found.')
    const [row] = await standingOrderViews(
      deps.knex,
      (q) => {
        q.where('o.id', id.data)
        if (who.role === 'customer') q.where('o.customer_id', who.id)
        if (who.role === 'sales') q.where('c.sales_user_id', who.id)
      },
      context(),
    )
    if (!row) throw notFound('Standing order not found.')
    ctx.body = row
  })

  return router
}
