import { streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute } from '../shared/commandHandler.ts'
import { releaseClaim } from '../shared/withClaim.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { userAggregate } from '../users/user.ts'
import { type Actor, accountNumberClaims, latest, managedCustomer } from './checks.ts'
import { customerAggregate } from './customer.ts'
import { decideDeleteCustomer, decideDeleteCustomerLogin } from './decide.ts'

/**
 * The customer leaves every read model, and its login goes too (its sessions end with
 * ACCOUNT_DELETED); the email and the account number become free for a new customer.
 * The events stay in the log for the auditors.
 */
export async function deleteCustomer(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  actor: Actor,
  customerId: number,
) {
  await managedCustomer(deps, actor, customerId)
  const deleted = await execute(
    deps.store,
    ctx,
    streams.customer(customerId),
    customerAggregate,
    decideDeleteCustomer,
  )
  const login = await execute(
    deps.store,
    ctx,
    streams.user(customerId),
    userAggregate,
    decideDeleteCustomerLogin,
  )
  const email = login.state.email
  const freedEmail = email
    ? await releaseClaim(deps.store, ctx, emailClaims, { email, userId: customerId })
    : null
  const freedNumber = await releaseClaim(deps.store, ctx, accountNumberClaims, {
    accountNumber: deleted.state.accountNumber,
    customerId,
  })
  return latest(deleted.position, login.position, freedEmail?.position ?? null, freedNumber.position)
}
