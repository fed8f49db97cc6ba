import { conflict, normalizeAccountNumber, streams } from '@provender/events'
import { claimAggregate } from '../shared/withClaim.ts'
import { customerAggregate } from './customer.ts'

/** One account number, one customer, whatever its case: the number's own stream says which. */
const accountNumber = claimAggregate('accountNumber', {
  value: 'accountNumber',
  owner: 'customerId',
  stream: streams.accountNumber,
  normalize: normalizeAccountNumber,
  taken: () => conflict('That account number is already in use.', 'ACCOUNT_NUMBER_TAKEN'),
  holderStream: streams.customer,
  holderAggregate: customerAggregate,
})

export const {
  aggregate: accountNumberAggregate,
  decide: decideAccountNumber,
  claims: accountNumberClaims,
} = accountNumber
