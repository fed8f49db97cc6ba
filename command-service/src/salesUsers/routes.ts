import Router from '@koa/router'
import { type LogPosition, profileSchema, streams } from '@provender/events'
import { entityId, unavailable } from '@provender/events/server'
import type { Context } from 'koa'
import { z } from 'zod'
import { customerAggregate } from '../customers/customer.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { decideReleaseEmail } from '../users/decide.ts'
import { requireDefaultPassword } from '../users/defaultPassword.ts'
import { hashPassword } from '../users/passwords.ts'
import { registerUser } from '../users/registerUser.ts'
import { updateUserProfile } from '../users/updateProfile.ts'
import { emailAggregate, userAggregate, userView } from '../users/user.ts'
import {
  checkReassignTarget,
  decideDeleteSalesUser,
  decideHandOverCustomer,
  decideResetSalesUserPassword,
  decideUpdateSalesUser,
  REASSIGN_REQUIRED,
} from './decide.ts'

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

/** How often the delete looks again for customers that reached the rep meanwhile. */
const MAX_HANDOVER_ROUNDS = 5

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
    const { reassignSalesUserId: targetId } = deleteQuery.parse(firstValues(ctx.query))
    const context = commandContext(ctx, deps)
    const deleted = await load(deps.store, streams.user(id), userAggregate)
    const target = await load(deps.store, streams.user(targetId), userAggregate)
    // Refuse a wrong request before any customer moves: the same checks the decision makes.
    decideDeleteSalesUser({ target: target.state, customersLeft: 0 }, deleted.state)

    const handOver = await handOverCustomers(deps, context, id, targetId)
    if (handOver === null) {
      throw unavailable(
        'The customer list is catching up with recent changes; please try again in a moment.',
        'READ_MODEL_BEHIND',
      )
    }
    // The target is checked again as it stands now: it may have been deleted meanwhile.
    const targetNow = await load(deps.store, streams.user(targetId), userAggregate)
    const result = await execute(deps.store, context, streams.user(id), userAggregate, (s) =>
      decideDeleteSalesUser({ target: targetNow.state, customersLeft: handOver.left }, s),
    )
    const email = result.state.email
    const released = await execute(deps.store, context, streams.email(email), emailAggregate, (s) =>
      decideReleaseEmail({ email, userId: id }, s),
    )
    answer(
      ctx,
      200,
      { message: 'Sales user deleted and customers reassigned.', reassigned: handOver.moved },
      released.position ?? result.position ?? handOver.position,
    )
  })

  return router
}

/**
 * Moves every customer of `fromId` to `toId`, each as its own CustomerTransferred
 * (reason owner-deleted). Candidates come from rm_customers (see customerOwners.ts) and
 * each is confirmed against its own stream; the search repeats, a bounded number of
 * times, until a round finds nothing to move, so a customer created for or transferred
 * to the rep while we work is caught too. `left` counts those still with the rep after
 * the last round (the delete is then refused with 409); null means the read model lagged.
 *
 * A customer given to the rep after the final round and before UserDeleted commits is
 * not caught here; the customers slice refuses owners that are not active sales users,
 * which narrows that window to one concurrent request.
 */
async function handOverCustomers(
  deps: CommandDeps,
  context: CommandContext,
  fromId: number,
  toId: number,
): Promise<{ moved: number; left: number; position: LogPosition | null } | null> {
  let moved = 0
  let position: LogPosition | null = null
  for (let round = 0; round < MAX_HANDOVER_ROUNDS; round++) {
    // Every round re-checks the target: a rep deleted meanwhile must not receive customers.
    const target = await load(deps.store, streams.user(toId), userAggregate)
    const from = await load(deps.store, streams.user(fromId), userAggregate)
    checkReassignTarget(from.state, target.state)
    const candidates = await deps.customerOwners.candidates(fromId)
    if (candidates === null) return null
    let movedThisRound = 0
    for (const customerId of candidates) {
      const result = await execute(
        deps.store,
        context,
        streams.customer(customerId),
        customerAggregate,
        (s) => decideHandOverCustomer({ fromSalesUserId: fromId, toSalesUserId: toId }, s),
      )
      if (result.events.length > 0) {
        movedThisRound++
        position = result.position
      }
    }
    moved += movedThisRound
    if (movedThisRound === 0) return { moved, left: 0, position }
  }
  // Customers kept arriving in every round: count what is still with the rep, truthfully.
  const candidates = await deps.customerOwners.candidates(fromId)
  if (candidates === null) return null
  let left = 0
  for (const customerId of candidates) {
    const { state } = await load(deps.store, streams.customer(customerId), customerAggregate)
    if (state.status === 'active' && state.salesUserId === fromId) left++
  }
  return { moved, left, position }
}
