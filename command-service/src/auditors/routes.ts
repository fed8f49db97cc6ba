import Router from '@koa/router'
import { profileSchema, streams } from '@provender/events'
import { entityId } from '@provender/server-kit'
import type { Context, Next } from 'koa'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { execute, load } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { releaseClaim } from '../shared/withClaim.ts'
import { requireDefaultPassword } from '../users/defaultPassword.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { hashPassword } from '../users/passwords.ts'
import { registerUser } from '../users/registerUser.ts'
import { updateUserProfile } from '../users/updateProfile.ts'
import { userAggregate, userView } from '../users/user.ts'
import { decideDeleteAuditor, decideResetAuditorPassword, decideUpdateAuditor, isAuditor } from './decide.ts'

const userIdParam = z.object({ id: entityId('User id must be a positive whole number.') })

/**
 * Auditor accounts share the users paths with the sales users (`POST /api/users` with
 * `role: "auditor"`, `PUT`/`DELETE /api/users/{id}`, the password reset). These routes take
 * the requests that concern an auditor and hand every other one on, unchanged, to the
 * sales-user routes registered after them.
 */
export function auditorRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const adminOnly = [authenticate(deps), requireRole('admin')] as const

  /** Passes the request on unless its target account is an active auditor. */
  const forAuditor = async (ctx: Context, next: Next) => {
    const parsed = userIdParam.safeParse(ctx.params)
    if (!parsed.success) return next()
    const { state } = await load(deps.store, streams.user(parsed.data.id), userAggregate)
    if (!isAuditor(state)) return next()
    ctx.state.auditorId = parsed.data.id
  }
  const auditorId = (ctx: Context) => ctx.state.auditorId as number | undefined

  router.post('/api/users', ...adminOnly, async (ctx, next) => {
    const role = (ctx.request.body as { role?: unknown } | undefined)?.role
    if (role !== 'auditor') return next()
    const profile = profileSchema.parse(ctx.request.body)
    const defaultPassword = requireDefaultPassword(deps)
    const { userId } = await registerUser(deps, commandContext(ctx, deps), {
      ...profile,
      role: 'auditor',
      passwordHash: await hashPassword(defaultPassword),
      passwordChanged: false,
    })
    const { state, position } = await load(deps.store, streams.user(userId), userAggregate)
    answer(ctx, 201, { user: userView(state) }, position)
  })

  router.put('/api/users/:id', ...adminOnly, async (ctx, next) => {
    await forAuditor(ctx, next)
    const id = auditorId(ctx)
    if (id === undefined) return
    const profile = profileSchema.parse(ctx.request.body)
    const result = await updateUserProfile(deps, commandContext(ctx, deps), id, profile, decideUpdateAuditor)
    answer(ctx, 200, { user: userView(result.state) }, result.position)
  })

  router.post('/api/account/:id/reset-password', ...adminOnly, async (ctx, next) => {
    await forAuditor(ctx, next)
    const id = auditorId(ctx)
    if (id === undefined) return
    const passwordHash = await hashPassword(requireDefaultPassword(deps))
    const resetBy = currentUser(ctx).id
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.user(id),
      userAggregate,
      (s) => decideResetAuditorPassword({ passwordHash, resetBy }, s),
    )
    answer(
      ctx,
      200,
      { message: 'Auditor password reset to default. They must change it on next login.' },
      result.position,
    )
  })

  router.delete('/api/users/:id', ...adminOnly, async (ctx, next) => {
    await forAuditor(ctx, next)
    const id = auditorId(ctx)
    if (id === undefined) return
    // The account's deletion and its address given back: one append.
    const { position } = await executeTogether(deps.store, commandContext(ctx, deps), async (change) => {
      const deleted = await change.decide(streams.user(id), userAggregate, decideDeleteAuditor)
      await releaseClaim(change, emailClaims, { email: deleted.state.email, userId: id })
    })
    answer(ctx, 200, { message: 'Auditor deleted.' }, position)
  })

  return router
}
