import Router from '@koa/router'
import { profileSchema, streams } from '@provender/events'
import { entityId } from '@provender/server-kit'
import type { Context } from 'koa'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { execute, load } from '../shared/commandHandler.ts'
import { requireDefaultPassword } from '../users/defaultPassword.ts'
import { hashPassword } from '../users/passwords.ts'
import { registerUser } from '../users/registerUser.ts'
import { updateUserProfile } from '../users/updateProfile.ts'
import { userAggregate, userView } from '../users/user.ts'
import { decideResetSalesUserPassword, decideUpdateSalesUser, REASSIGN_REQUIRED } from './decide.ts'
import { deleteSalesUser } from './deleteSalesUser.ts'

const createBody = profileSchema.extend({
  role: z.literal('sales', { error: 'Only sales users can be created here (role must be sales).' }),
})

const userIdParam = z.object({ id: entityId('User id must be a positive whole number.') })

const deleteQuery = z.object({
  reassignSalesUserId: z
    .string({ error: REASSIGN_REQUIRED })
    .regex(/^\d{1,9}$/, REASSIGN_REQUIRED)
    .transform(Number)
    .refine((n) => n > 0, REASSIGN_REQUIRED),
})

function firstValues(query: Context['query']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))
}

export function salesUserRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const adminOnly = [authenticate(deps), requireRole('admin')] as const

  router.post('/api/users', ...adminOnly, async (ctx) => {
    const { role, ...profile } = createBody.parse(ctx.request.body)
    const defaultPassword = requireDefaultPassword(deps)
    const { userId } = await registerUser(deps, commandContext(ctx, deps), {
      ...profile,
      role,
      passwordHash: await hashPassword(defaultPassword),
      passwordChanged: false,
    })
    const { state, position } = await load(deps.store, streams.user(userId), userAggregate)
    answer(ctx, 201, { user: userView(state) }, position)
  })

  router.put('/api/users/:id', ...adminOnly, async (ctx) => {
    const { id } = userIdParam.parse(ctx.params)
    const profile = profileSchema.parse(ctx.request.body)
    const result = await updateUserProfile(
      deps,
      commandContext(ctx, deps),
      id,
      profile,
      decideUpdateSalesUser,
    )
    answer(ctx, 200, { user: userView(result.state) }, result.position)
  })

  router.post('/api/account/:id/reset-password', ...adminOnly, async (ctx) => {
    const { id } = userIdParam.parse(ctx.params)
    const defaultPassword = requireDefaultPassword(deps)
    const passwordHash = await hashPassword(defaultPassword)
    const resetBy = currentUser(ctx).id
    // The reset raises the session version: the rep's open sessions end with AUTH_EXPIRED.
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.user(id),
      userAggregate,
      (s) => decideResetSalesUserPassword({ passwordHash, resetBy }, s),
    )
    answer(
      ctx,
      200,
      { message: 'Sales user password reset to default. They must change it on next login.' },
      result.position,
    )
  })

  router.delete('/api/users/:id', ...adminOnly, async (ctx) => {
    const { id } = userIdParam.parse(ctx.params)
    const { reassignSalesUserId } = deleteQuery.parse(firstValues(ctx.query))
    const { reassigned, position } = await deleteSalesUser(
      deps,
      commandContext(ctx, deps),
      id,
      reassignSalesUserId,
    )
    answer(ctx, 200, { message: 'Sales user deleted and customers reassigned.', reassigned }, position)
  })

  return router
}
