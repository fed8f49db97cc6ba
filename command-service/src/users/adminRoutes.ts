import Router from '@koa/router'
import { type Profile, profileSchema, type Role, streams } from '@provender/events'
import { entityId } from '@provender/server-kit'
import type { Context } from 'koa'
import { z } from 'zod'
import { auditorAccounts } from '../auditors/auditorAccounts.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { salesUserAccounts } from '../salesUsers/salesUserAccounts.ts'
import type { Decide } from '../shared/aggregate.ts'
import { execute, load } from '../shared/commandHandler.ts'
import { requireDefaultPassword } from './defaultPassword.ts'
import { hashPassword } from './passwords.ts'
import { registerUser } from './registerUser.ts'
import { updateUserProfile } from './updateProfile.ts'
import { type UserState, userAggregate, userView } from './user.ts'

/** How the admin's users paths treat the accounts of one role. */
export interface ManagedAccounts {
  /** The role's decisions on an account; an account of any other role is not found there. */
  decide: Decide<
    'user',
    | { type: 'UpdateProfile'; profile: Profile }
    | { type: 'ResetPassword'; passwordHash: string; resetBy: number },
    UserState
  >
  /** What a reset answers. */
  resetMessage: string
  /** DELETE /api/users/{id}: what leaves with an account, and the answer, differ by role. */
  remove(ctx: Context, id: number): Promise<void>
}

export const userIdParam = z.object({ id: entityId('User id must be a positive whole number.') })

export const salesUserBody = profileSchema.extend({
  role: z.literal('sales', { error: 'Only sales users can be created here (role must be sales).' }),
})

/** POST /api/users makes sales users, and auditors when the body asks for one. */
function newAccount(body: unknown): Profile & { role: 'sales' | 'auditor' } {
  const role = (body as { role?: unknown } | undefined)?.role
  return role === 'auditor' ? { ...profileSchema.parse(body), role } : salesUserBody.parse(body)
}

/**
 * The admin's users paths (`POST /api/users`, `PUT`/`DELETE /api/users/{id}`, the password reset),
 * shared by sales users and auditors: each request loads its target once and goes to the accounts
 * of the target's role. Every target but an auditor goes to the sales users, whose decisions refuse
 * anything but an active sales user as not found, after the request itself is checked.
 */
export function userAdminRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const adminOnly = [authenticate(deps), requireRole('admin')] as const
  const accounts: Partial<Record<Role, ManagedAccounts>> & { sales: ManagedAccounts } = {
    auditor: auditorAccounts(deps),
    sales: salesUserAccounts(deps),
  }

  async function target(ctx: Context): Promise<{ id: number; of: ManagedAccounts }> {
    const { id } = userIdParam.parse(ctx.params)
    const { state } = await load(deps.store, streams.user(id), userAggregate)
    return { id, of: (state.status === 'active' && accounts[state.role]) || accounts.sales }
  }

  router.post('/api/users', ...adminOnly, async (ctx) => {
    const { role, ...profile } = newAccount(ctx.request.body)
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
    const { id, of } = await target(ctx)
    const profile = profileSchema.parse(ctx.request.body)
    const result = await updateUserProfile(deps, commandContext(ctx, deps), id, profile, (profile, s) =>
      of.decide({ type: 'UpdateProfile', profile }, s),
    )
    answer(ctx, 200, { user: userView(result.state) }, result.position)
  })

  router.post('/api/account/:id/reset-password', ...adminOnly, async (ctx) => {
    const { id, of } = await target(ctx)
    const passwordHash = await hashPassword(requireDefaultPassword(deps))
    const resetBy = currentUser(ctx).id
    // The reset raises the session version: the account's open sessions end with AUTH_EXPIRED.
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.user(id),
      userAggregate,
      (s) => of.decide({ type: 'ResetPassword', passwordHash, resetBy }, s),
    )
    answer(ctx, 200, { message: of.resetMessage }, result.position)
  })

  router.delete('/api/users/:id', ...adminOnly, async (ctx) => {
    const { id, of } = await target(ctx)
    await of.remove(ctx, id)
  })

  return router
}
