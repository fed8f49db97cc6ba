import Router from '@koa/router'
import { notFound } from '@provender/events/server'
import type { Context } from 'koa'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { authenticate, requireRole, viewer } from '../http/session.ts'
import { listOrders } from '../orders/queries.ts'
import { visibleCustomer } from './access.ts'
import { CUSTOMER_SORT_FIELDS, findCustomer, listCustomers } from './queries.ts'

/** Ids are PostgreSQL integers: anything larger can name nothing. */
const MAX_ID = 2_147_483_647
/** `?include=orders` is a convenience for one screen; the paged list is GET /api/orders/customer/{id}. */
const INCLUDED_ORDERS = 100

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}.`)

const listQuery = z.object({
  page: whole('page', 1, 1_000_000).default(1),
  // Capped rather than refused: a client asking for more simply gets the largest page.
  limit: z
    .string()
    .regex(/^\d{1,10}$/, 'limit must be a whole number.')
    .transform((s) => Math.min(Number(s), 100))
    .refine((n) => n >= 1, 'limit must be at least 1.')
    .default(10),
  sortBy: z
    .enum(CUSTOMER_SORT_FIELDS, { error: `sortBy must be one of ${CUSTOMER_SORT_FIELDS.join(', ')}.` })
    .default('businessName'),
  order: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], { error: 'order must be asc or desc.' }))
    .default('asc'),
  search: z.string().max(100, 'search is at most 100 characters.').optional(),
  salesUserId: whole('salesUserId', 1, MAX_ID).optional(),
})

const detailParams = z.object({ id: whole('Customer id', 1, MAX_ID) })
const detailQuery = z.object({
  include: z.enum(['orders'], { error: 'include can only be orders.' }).optional(),
})

/** One value per key (the first of repeated ones); an empty value counts as not sent. */
function firstValues(query: Context['query']): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const)
      .filter(([, v]) => v !== undefined && v !== ''),
  )
}

/** The staff customers list and one customer, as the console's screens read them. */
export function customerListRoutes(deps: QueryDeps): Router {
  const router = new Router()
  const staff = [authenticate(deps), requireRole('admin', 'sales', 'auditor')] as const

  router.get('/api/customers', ...staff, async (ctx) => {
    const { salesUserId, ...query } = listQuery.parse(firstValues(ctx.query))
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
    const { include } = detailQuery.parse(firstValues(ctx.query))
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
