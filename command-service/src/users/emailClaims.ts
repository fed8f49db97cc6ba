import { streams } from '@provender/events'
import type { ClaimStream } from '../shared/withClaim.ts'
import { decideReleaseEmail, decideReserveEmail } from './decide.ts'
import { type EmailState, emailAggregate, type UserState, userAggregate } from './user.ts'

/** One address, one account: the address's own stream says which account holds it. */
export const emailClaims: ClaimStream<{ email: string; userId: number }, EmailState, UserState> = {
  stream: (claim) => streams.email(claim.email),
  aggregate: emailAggregate,
  holderStream: (state) => (state.ownerId === null ? null : streams.user(state.ownerId)),
  holderAggregate: userAggregate,
  holderExists: (user) => user.status === 'active',
  reserve: decideReserveEmail,
  release: decideReleaseEmail,
}
