import { streams } from '@provender/events'
import type { ClaimStream } from '../shared/withClaim.ts'
import { decideReleaseEmail, decideReserveEmail } from './decide.ts'
import { type EmailState, emailAggregate } from './user.ts'

/** One address, one account: the address's own stream says which account holds it. */
export const emailClaims: ClaimStream<{ email: string; userId: number }, EmailState> = {
  stream: (claim) => streams.email(claim.email),
  aggregate: emailAggregate,
  reserve: decideReserveEmail,
  release: decideReleaseEmail,
}
