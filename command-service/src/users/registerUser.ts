import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute } from '../shared/commandHandler.ts'
import { withClaim } from '../shared/withClaim.ts'
import { decideRegister, type RegisterUser } from './decide.ts'
import { emailClaims } from './emailClaims.ts'
import { userAggregate } from './user.ts'

/**
 * Registers an account: the email address is claimed first (its own stream guards that
 * one address has one owner), then the account is created; if that fails the claim is
 * given back.
 */
export async function registerUser(
  deps: Pick<CommandDeps, 'store' | 'ids'>,
  ctx: CommandContext,
  input: Omit<RegisterUser, 'userId'>,
) {
  const userId = await deps.ids.next('user')
  const result = await withClaim(deps.store, ctx, emailClaims, { email: input.email, userId }, () =>
    execute(deps.store, ctx, streams.user(userId), userAggregate, (s) =>
      decideRegister({ ...input, userId }, s),
    ),
  )
  return { userId, position: result.position! }
}
