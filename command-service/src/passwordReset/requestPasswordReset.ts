import { randomUUID } from 'node:crypto'
import { type LogPosition, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { emailAggregate } from '../users/emailClaims.ts'
import { userAggregate } from '../users/user.ts'
import { decidePasswordReset, passwordResetAggregate } from './passwordReset.ts'

/**
 * Asks for a reset link for whoever holds `email` (normalised): PasswordResetRequested on that
 * user's password-reset stream, which the notifier turns into the mail. An address no active
 * account holds appends nothing; the caller answers the same either way.
 */
export async function requestPasswordReset(
  deps: CommandDeps,
  ctx: CommandContext,
  email: string,
): Promise<{ position: LogPosition | null }> {
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    const claim = await change.state(streams.email(email), emailAggregate)
    // Unknown addresses read a stream too (user-0 never exists), so both paths do the same reads.
    const userId = claim.ownerId ?? 0
    const account = await change.state(streams.user(userId), userAggregate)
    if (!claim.ownerId) return
    await change.decide(streams.passwordReset(claim.ownerId), passwordResetAggregate, (state) =>
      decidePasswordReset({ type: 'RequestReset', account, requestId: randomUUID(), now: ctx.now }, state),
    )
  })
  return { position }
}
