import { conflict, streams } from '@provender/events'
import { type Claim, claimAggregate } from '../shared/withClaim.ts'
import { userAggregate } from './user.ts'

/** One address, one account: the address's own stream says which account holds it. */
const email = claimAggregate('email', {
  value: 'email',
  owner: 'userId',
  stream: streams.email,
  taken: () => conflict('That email is already in use.', 'EMAIL_TAKEN'),
  holderStream: streams.user,
  holderAggregate: userAggregate,
})

export type EmailClaim = Claim<'email', 'userId'>

export const { aggregate: emailAggregate, decide: decideEmail, claims: emailClaims } = email
