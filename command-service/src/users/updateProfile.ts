import { type DomainEvent, type Profile, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { releaseClaim, withClaim } from '../shared/withClaim.ts'
import { decideUpdateProfile } from './decide.ts'
import { emailClaims } from './emailClaims.ts'
import { type UserState, userAggregate } from './user.ts'

/**
 * Changes an account's contact details, moving its login when the email changes: the new
 * address is reserved first (its own stream guarantees one owner per address), then the
 * profile is updated, then the old address is released. If the update is refused, the
 * reservation is given back, so a failed edit never holds an address.
 *
 * `decide` lets a caller add its own rules (an admin may edit only sales users this way);
 * it runs once on the current state before anything is reserved, so a refusal reserves nothing.
 */
export async function updateUserProfile(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  userId: number,
  profile: Profile,
  decide: (profile: Profile, state: UserState) => DomainEvent[] = decideUpdateProfile,
) {
  const current = await load(deps.store, streams.user(userId), userAggregate)
  decide(profile, current.state)
  const emailChanges = profile.email !== current.state.email
  return withClaim(
    deps.store,
    ctx,
    emailClaims,
    emailChanges ? { email: profile.email, userId } : null,
    async () => {
      const result = await execute(deps.store, ctx, streams.user(userId), userAggregate, (s) =>
        decide(profile, s),
      )
      let position = result.position
      // Release the address the update actually replaced (a concurrent edit may have changed it).
      const updated = result.events.find((e) => e.type === 'UserProfileUpdated')
      const oldEmail = updated?.type === 'UserProfileUpdated' ? updated.data.before.email : null
      if (oldEmail && oldEmail !== profile.email) {
        const released = await releaseClaim(deps.store, ctx, emailClaims, { email: oldEmail, userId })
        position = released.position ?? position
      }
      return { state: result.state, position: position ?? current.position }
    },
  )
}
