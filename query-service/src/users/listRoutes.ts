import Router from '@koa/router'
import { forbidden, notFound } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { listQuery, queryValues } from '../http/listQuery.ts'
import { authenticate, STAFF, signedInAs, viewer } from '../http/session.ts'
import { type ContactRow, contactView, listUsers, ROLES, salesUsers, USER_SORT_FIELDS } from './queries.ts'

export const usersQuery = listQuery({ sortFields: USER_SORT_FIELDS, maxLimit: 100 }).extend({
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}.` }).optional(),
})

export const idParam = z.object({ id: entityId('User id must be a positive whole number.') })

/** The Users screens (spec 2.11, 2.12) and the owner pickers. */
export function userReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get('/api/users/sales', signedInAs(deps, STAFF), async (ctx) => {
    ctx.body = await salesUsers(deps.knex)
  })

  // The transfer picker: every rep but the caller (an admin is not a rep, so sees them all).
  router.get('/api/users/sales/others', signedInAs(deps, STAFF), async (ctx) => {
    ctx.body = await salesUsers(deps.knex, viewer(ctx).id)
  })

  router.get('/api/users', signedInAs(deps, ['admin', 'auditor']), async (ctx) => {
    ctx.body = await listUsers(deps.knex, usersQuery.parse(queryValues(ctx.query)))
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
    ctx.body = { ...contactView(row), role: row.role }
  })

  return router
}
