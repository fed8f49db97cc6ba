import Router from '@koa/router'
import { forbidden, notFound } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import { visibleCustomerParam } from '../customers/access.ts'
import { calendarDateParam } from '../delivery/dateParam.ts'
import type { QueryDeps } from '../deps.ts'
import { direction, flag, limit, offset, queryValues, search, sortField } from '../http/listQuery.ts'
import { authenticate, STAFF, signedInAs, type Viewer, viewer } from '../http/session.ts'
import { changeWindowOf } from './changeWindow.ts'
import { findOrder, listOrders, ORDER_SORT_FIELDS } from './queries.ts'

/** `none`: the orders not scheduled; else one delivery date. */
const deliveryDate = z
  .union([z.literal('none'), calendarDateParam('deliveryDate')], {
    error: 'deliveryDate must be a date such as 2026-12-01 (YYYY-MM-DD), or none.',
  })
  .transform((d) => (d === 'none' ? null : d))
  .optional()

/** The spec pages orders by offset, with sortField and sortOrder; a limit above 100 is refused. */
const ordersQueryShape = z.object({
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
  deliveryDate,
  deliveryFrom: calendarDateParam('deliveryFrom').optional(),
  deliveryTo: calendarDateParam('deliveryTo').optional(),
})

const datesInOrder = [
  (q: { deliveryFrom?: string | undefined; deliveryTo?: string | undefined }) =>
    !q.deliveryFrom || !q.deliveryTo || q.deliveryFrom <= q.deliveryTo,
  'deliveryFrom must not be later than deliveryTo.',
] as const

export const ordersQuery = ordersQueryShape.refine(...datesInOrder)
/** The list's filters and sort without its page: what the orders export reads (issue 26). */
export const ordersFilter = ordersQueryShape.omit({ limit: true, offset: true }).refine(...datesInOrder)
/** The same for one customer's orders: the scope is the customer. */
export const customerOrdersQuery = ordersQueryShape.omit({ scope: true }).refine(...datesInOrder)

/** Whose orders the orders list (and its export) reads: a rep only ever its own customers'. */
export function ordersOwner(who: Viewer, scope: 'all' | 'mine' | undefined): { salesUserId?: number } {
  if (scope && who.role !== 'admin') throw forbidden('Only admins choose the scope.')
  return who.role === 'sales' || scope === 'mine' ? { salesUserId: who.id } : {}
}

export const idParam = entityId('Not found.')

export function orderReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get('/api/orders/customer/:id', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.id)
    const query = customerOrdersQuery.parse(queryValues(ctx.query))
    ctx.body = await listOrders(deps.knex, { ...query, customerId })
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
    ctx.body = { ...order, ...(await changeWindowOf(deps.knex, order, deps.settings.TIME_ZONE)) }
  })

  router.get('/api/orders', signedInAs(deps, STAFF), async (ctx) => {
    const { scope, ...query } = ordersQuery.parse(queryValues(ctx.query))
    ctx.body = await listOrders(deps.knex, { ...query, ...ordersOwner(viewer(ctx), scope) })
  })

  return router
}
