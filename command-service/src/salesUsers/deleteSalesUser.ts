import { type LogPosition, streams, unavailable } from '@provender/events'
import { customerAggregate } from '../customers/customer.ts'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { releaseClaim } from '../shared/withClaim.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { userAggregate } from '../users/user.ts'
import { checkReassignTarget, decideHandOverCustomer, decideSalesUser } from './decide.ts'

/** How often the delete looks again for customers that reached the rep meanwhile. */
const MAX_HANDOVER_ROUNDS = 5

type Deps = Pick<CommandDeps, 'store' | 'customerOwners'>

/**
 * Deletes a sales user once every customer it owns has moved to `targetId`, each as its own
 * transfer; then its email becomes free. Refused before any customer moves when the request
 * is wrong (not a sales user, a bad target), and with 409 when customers keep arriving.
 */
export async function deleteSalesUser(deps: Deps, ctx: CommandContext, id: number, targetId: number) {
  const deleted = await load(deps.store, streams.user(id), userAggregate)
  const target = await load(deps.store, streams.user(targetId), userAggregate)
  // Refuse a wrong request before any customer moves: the same checks the decision makes.
  decideSalesUser({ type: 'DeleteSalesUser', target: target.state, customersLeft: 0 }, deleted.state)
  const handOver = await handOverCustomers(deps, ctx, id, targetId)
  if (handOver === null) {
    throw unavailable(
      'The customer list is catching up with recent changes; please try again in a moment.',
      'READ_MODEL_BEHIND',
    )
  }
  // The target is checked again as it stands now: it may have been deleted meanwhile.
  const targetNow = await load(deps.store, streams.user(targetId), userAggregate)
  // The rep's deletion and its address given back: one append.
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    const deleted = await change.decide(streams.user(id), userAggregate, (s) =>
      decideSalesUser({ type: 'DeleteSalesUser', target: targetNow.state, customersLeft: handOver.left }, s),
    )
    await releaseClaim(change, emailClaims, { email: deleted.state.email, userId: id })
  })
  return { reassigned: handOver.moved, position: position ?? handOver.position }
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
  deps: Deps,
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
