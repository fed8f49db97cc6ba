import Router from '@koa/router'
import { entityId, forbidden, notFound } from '@provender/events/server'
import { z } from 'zod'
import { visibleCustomer } from '../customers/access.ts'
import type { QueryDeps } from '../deps.ts'
import { authenticate, requireRole, viewer } from '../http/session.ts'
import { findOrder, listOrders, ORDER_SORT_FIELDS } from './queries.ts'

const listQuery = z.object({
  fulfilled: z.enum(['true', 'false'], { error: 'fulfilled must be true or false.' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1)
    .max(100, 'limit is at most 100.')
    .default(10),
  offset: z.coerce.number({ error: 'offset must be a number.' }).int().min(0).default(0),
  search: z.string().max(100, 'search is at most 100 characters.').optional(),
  sortField: z
    .enum(ORDER_SORT_FIELDS, { error: `sortField must be one of ${ORDER_SORT_FIELDS.join(', ')}.` })
    .default('createdAt'),
  sortOrder: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: 'sortOrder must be ASC or DESC.' }))
    .default('DESC'),
  scope: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['all', 'mine'], { error: 'scope must be all or mine.' }))
    .optional(),
})

const idParam = entityId('Not found.')

function firstValues(
  query: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))
}

export function orderReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get('/api/orders/customer/:id', authenticate(deps), async (ctx) => {
    const id = idParam.safeParse(ctx.params.id)
    if (!id.success) throw notFound('Customer not found.')
    await visibleCustomer(deps.knex, viewer(ctx), id.data)
    const { scope: _ignored, fulfilled, ...query } = listQuery.parse(firstValues(ctx.query))
    ctx.body = await listOrders(deps.knex, {
      ...query,
      customerId: id.data,
      ...(fulfilled ? { fulfilled: fulfilled === 'true' } : {}),
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
    const { scope, fulfilled, ...query } = listQuery.parse(firstValues(ctx.query))
    const who = viewer(ctx)
    if (scope && who.role !== 'admin') throw forbidden('Only admins choose the scope.')
    // Sales reps always see only their own customers' orders.
    const salesUserId = who.role === 'sales' || scope === 'mine' ? who.id : undefined
    ctx.body = await listOrders(deps.knex, {
      ...query,
      ...(salesUserId !== undefined ? { salesUserId } : {}),
      ...(fulfilled ? { fulfilled: fulfilled === 'true' } : {}),
    })
  })

  return router
}
