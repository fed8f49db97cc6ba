import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute } from '../shared/commandHandler.ts'
import { decideRegister, decideReleaseEmail, decideReserveEmail, type RegisterUser } from './decide.ts'
import { emailAggregate, userAggregate } from './user.ts'

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
  const claim = { email: input.email, userId }
  await execute(deps.store, ctx, streams.email(input.email), emailAggregate, (s) =>
    decideReserveEmail(claim, s),
  )
  try {
    const result = await execute(deps.store, ctx, streams.user(userId), userAggregate, (s) =>
      decideRegister({ ...input, userId }, s),
    )
    return { userId, position: result.position! }
  } catch (error) {
    await execute(deps.store, ctx, streams.email(input.email), emailAggregate, (s) =>
      decideReleaseEmail(claim, s),
    )
    throw error
  }
}
