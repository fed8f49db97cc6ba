import Router from '@koa/router'
import { forbidden, notFound } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import { visibleCustomerParam } from '../customers/access.ts'
import type { QueryDeps } from '../deps.ts'
import { direction, flag, limit, offset, queryValues, search, sortField } from '../http/listQuery.ts'
import { authenticate, requireRole, viewer } from '../http/session.ts'
import { findOrder, listOrders, ORDER_SORT_FIELDS } from './queries.ts'

/** The spec pages orders by offset, with sortField and sortOrder; a limit above 100 is refused. */
export const ordersQuery = z.object({
  limit: limit(100, 'refuse'),
  offset,
  sortField: sortField('sortField', ORDER_SORT_FIELDS),
  sortOrder: direction('sortOrder', 'DESC'),
  search: search(100),
  fulfilled: flag('fulfilled'),
  scope: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['all', 'mine'], { error: 'scope must be all or mine.' }))
    .optional(),
})

export const idParam = entityId('Not found.')

export function orderReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get('/api/orders/customer/:id', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.id)
    const { scope: _ignored, fulfilled, ...query } = ordersQuery.parse(queryValues(ctx.query))
    ctx.body = await listOrders(deps.knex, {
      ...query,
      customerId,
      ...(fulfilled !== undefined ? { fulfilled } : {}),
    })
  })

  router.get('/api/orders/:id', authenticate(deps), async (ctx) => {
    const id = idParam.safeParse(ctx.params.id)
    if (!id.success) throw notFound('Order not found.')
    const order = await findOrder(deps.knex, id.data)
    const who = viewer(ctx)
    const visible =
      order &&
      (who.role === 'admin' ||
        who.role === 'auditor' ||
        (who.role === 'sales' && order.Customer.SalesUser?.id === who.id) ||
        (who.role === 'customer' && order.customerId === who.id))
    if (!visible) throw notFound('Order not found.')
    ctx.body = order
  })

  router.get('/api/orders', authenticate(deps), requireRole('admin', 'sales', 'auditor'), async (ctx) => {
    const { scope, fulfilled, ...query } = ordersQuery.parse(queryValues(ctx.query))
    const who = viewer(ctx)
    if (scope && who.role !== 'admin') throw forbidden('Only admins choose the scope.')
    // Sales reps always see only their own customers' orders.
    const salesUserId = who.role === 'sales' || scope === 'mine' ? who.id : undefined
    ctx.body = await listOrders(deps.knex, {
      ...query,
      ...(salesUserId !== undefined ? { salesUserId } : {}),
      ...(fulfilled !== undefined ? { fulfilled } : {}),
    })
  })

  return router
}
