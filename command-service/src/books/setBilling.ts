import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute } from '../shared/commandHandler.ts'
import { billingAggregate, decideBilling } from './billing.ts'
import type { BillingProfile } from './billingRequests.ts'

/**
 * Replaces a customer's billing profile (the caller checked it may). Answers the profile as
 * stored and when it was set: now, or when it was last set if this changed nothing.
 */
export async function setBilling(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  customerId: number,
  profile: BillingProfile,
) {
  const stream = streams.billing(customerId)
  const result = await execute(deps.store, ctx, stream, billingAggregate, (state) =>
    decideBilling({ type: 'SetBilling', profile: { customerId, ...profile } }, state),
  )
  const updatedAt =
    result.events.length > 0
      ? ctx.now.toISOString()
      : ((await deps.store.readStream(stream)).at(-1)?.metadata.occurredAt ?? null)
  return { profile: result.state, updatedAt, position: result.position }
}
