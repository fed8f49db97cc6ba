import { type DomainEvent, type Profile, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, load } from '../shared/commandHandler.ts'
import { type Change, executeTogether } from '../shared/executeTogether.ts'
import { releaseClaim, reserveClaim } from '../shared/withClaim.ts'
import { decideUser } from './decide.ts'
import { emailClaims } from './emailClaims.ts'
import { type UserState, userAggregate } from './user.ts'

/**
 * An account's contact details as part of a change, moving its login when the email changes: the
 * new address is claimed (its own stream guarantees one owner per address), the profile updated and
 * the replaced address given back, all in the change's one append.
 *
 * `decide` lets a caller add its own rules (an admin may edit only sales users this way); its
 * refusals come first, before the address is looked at.
 */
export async function updateProfileIn(
  change: Change,
  userId: number,
  profile: Profile,
  decide: (profile: Profile, state: UserState) => DomainEvent[] = (profile, state) =>
    decideUser({ type: 'UpdateProfile', profile }, state),
): Promise<UserState> {
  const stream = streams.user(userId)
  const current = await change.state(stream, userAggregate)
  decide(profile, current)
  const moves = profile.email !== current.email
  if (moves) await reserveClaim(change, emailClaims, { email: profile.email, userId })
  const updated = await change.decide(stream, userAggregate, (s) => decide(profile, s))
  if (moves) await releaseClaim(change, emailClaims, { email: current.email, userId })
  return updated.state
}

/** Changes an account's contact details (see updateProfileIn), all in one append or not at all. */
export async function updateUserProfile(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  userId: number,
  profile: Profile,
  decide?: (profile: Profile, state: UserState) => DomainEvent[],
) {
  const { value: state, position } = await executeTogether(deps.store, ctx, (change) =>
    updateProfileIn(change, userId, profile, decide),
  )
  // Nothing changed: the account as it stands is what the caller's next read must see.
  return {
    state,
    position: position ?? (await load(deps.store, streams.user(userId), userAggregate)).position,
  }
}
