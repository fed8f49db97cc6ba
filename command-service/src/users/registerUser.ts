import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { type Change, executeTogether } from '../shared/executeTogether.ts'
import { reserveClaim } from '../shared/withClaim.ts'
import { decideUser, type RegisterUser } from './decide.ts'
import { emailClaims } from './emailClaims.ts'
import { userAggregate } from './user.ts'

/**
 * An account's creation as part of a change: its email address claimed (the address's own stream
 * guards that one address has one owner) and the account registered, appended together.
 */
export async function registerIn(change: Change, command: RegisterUser) {
  await reserveClaim(change, emailClaims, { email: command.email, userId: command.userId })
  return change.decide(streams.user(command.userId), userAggregate, (s) =>
    decideUser({ type: 'RegisterUser', account: command }, s),
  )
}

/** Registers an account under a new id: the address and the account in one append, or neither. */
export async function registerUser(
  deps: Pick<CommandDeps, 'store' | 'ids'>,
  ctx: CommandContext,
  input: Omit<RegisterUser, 'userId'>,
) {
  const userId = await deps.ids.next('user')
  const { position } = await executeTogether(deps.store, ctx, (change) =>
    registerIn(change, { ...input, userId }),
  )
  return { userId, position: position! }
}
