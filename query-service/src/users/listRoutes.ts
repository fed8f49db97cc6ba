import Router from '@koa/router'
import type { Role } from '@provender/events'
import { entityId, forbidden, notFound } from '@provender/events/server'
import type { Knex } from 'knex'
import type { Context } from 'koa'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { authenticate, requireRole, viewer } from '../http/session.ts'

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'role', 'createdAt'] as const
type UserSortField = (typeof USER_SORT_FIELDS)[number]
const ROLES = ['admin', 'sales', 'customer', 'auditor'] as const

/** Case-insensitive name sorts (spec 9: sales users by firstName ascending); the id breaks ties. */
const sortColumns: Record<UserSortField, string> = {
  firstName: 'lower(u.first_name)',
  lastName: 'lower(u.last_name)',
  email: 'u.email',
  role: 'u.role',
  createdAt: 'u.created_at',
}

const MAX_LIMIT = 100

const listQuery = z.object({
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}.` }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page starts at 1.')
    .default(1),
  // A larger page than the cap is served at the cap rather than refused.
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .transform((n) => Math.min(n, MAX_LIMIT))
    .default(10),
  sortBy: z
    .enum(USER_SORT_FIELDS, { error: `sortBy must be one of ${USER_SORT_FIELDS.join(', ')}.` })
    .default('firstName'),
  order: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: 'order must be asc or desc.' }))
    .default('ASC'),
  search: z.string().max(100, 'search is at most 100 characters.').optional(),
})

const idParam = z.object({ id: entityId('User id must be a positive whole number.') })

interface ListedUserRow {
  id: number
  role: Role
  email: string
  first_name: string
  last_name: string
  phone: string
  password_changed: boolean
  created_at: Date
  customer_count: string | null
}

interface ContactRow {
  id: number
  role: Role
  email: string
  first_name: string
  last_name: string
  phone: string
}

function firstValues(query: Context['query']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))
}

/** `like` pattern for a typed word, with the wildcards in it taken literally. */
function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
}

function filtered(knex: Knex, filter: { role?: Role | undefined; search?: string | undefined }) {
  const q = knex('rm_users as u')
  if (filter.role) q.where('u.role', filter.role)
  // Every typed word must match a first name, a last name or the email.
  for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean)) {
    const like = likeWord(word)
    q.where((w) => {
      w.whereILike('u.first_name', like).orWhereILike('u.last_name', like).orWhereILike('u.email', like)
    })
  }
  return q
}

async function listUsers(knex: Knex, query: z.infer<typeof listQuery>) {
  const [counted] = await filtered(knex, query).count<{ count: string }[]>({ count: '*' })
  // customerCount in the same query: one grouped count of rm_customers per owner, joined.
  const counts = knex('rm_customers')
    .select('sales_user_id')
    .count({ customer_count: '*' })
    .groupBy('sales_user_id')
    .as('cc')
  const rows = await filtered(knex, query)
    .leftJoin(counts, 'cc.sales_user_id', 'u.id')
    .select<ListedUserRow[]>(
      'u.id',
      'u.role',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.password_changed',
      'u.created_at',
      'cc.customer_count',
    )
    .orderByRaw(`${sortColumns[query.sortBy]} ${query.order}, u.id ${query.order}`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  return {
    users: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      role: r.role,
      passwordChanged: r.password_changed,
      createdAt: new Date(r.created_at).toISOString(),
      ...(r.role === 'sales' ? { customerCount: Number(r.customer_count ?? 0) } : {}),
    })),
    totalCount: Number(counted?.count ?? 0),
  }
}

async function salesUsers(knex: Knex, exceptId?: number) {
  const q = knex('rm_users').where({ role: 'sales' })
  if (exceptId !== undefined) q.whereNot({ id: exceptId })
  const rows = await q
    .orderByRaw('lower(first_name), lower(last_name), id')
    .select<ContactRow[]>('id', 'first_name', 'last_name', 'email', 'phone')
  return {
    users: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
    })),
  }
}

/** The Users screens (spec 2.11, 2.12) and the owner pickers. */
export function userReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get(
    '/api/users/sales',
    authenticate(deps),
    requireRole('admin', 'sales', 'auditor'),
    async (ctx) => {
      ctx.body = await salesUsers(deps.knex)
    },
  )

  // The transfer picker: every rep but the caller (an admin is not a rep, so sees them all).
  router.get(
    '/api/users/sales/others',
    authenticate(deps),
    requireRole('admin', 'sales', 'auditor'),
    async (ctx) => {
      ctx.body = await salesUsers(deps.knex, viewer(ctx).id)
    },
  )

  router.get('/api/users', authenticate(deps), requireRole('admin', 'auditor'), async (ctx) => {
    ctx.body = await listUsers(deps.knex, listQuery.parse(firstValues(ctx.query)))
  })

  router.get('/api/users/:id', authenticate(deps), async (ctx) => {
    const who = viewer(ctx)
    if (who.role === 'customer') throw forbidden()
    const { id } = idParam.parse(ctx.params)
    // A rep sees only its own account; anyone else's answers like a missing one.
    const row =
      who.role === 'sales' && id !== who.id
        ? undefined
        : await deps
            .knex('rm_users')
            .where({ id })
            .first<ContactRow | undefined>('id', 'role', 'first_name', 'last_name', 'email', 'phone')
    if (!row) throw notFound('User not found.')
    ctx.body = {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      role: row.role,
    }
  })

  return router
}
