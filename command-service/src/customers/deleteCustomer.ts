import { type LogPosition, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { releaseClaim } from '../shared/withClaim.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { userAggregate } from '../users/user.ts'
import { accountNumberClaims } from './accountNumber.ts'
import { type Actor, managedCustomer } from './checks.ts'
import { customerAggregate } from './customer.ts'
import { decideCustomerLogin } from './customerLogin.ts'
import { decideCustomer } from './decide.ts'

/**
 * The customer leaves every read model, and its login goes too (its sessions end with
 * ACCOUNT_DELETED); the email and the account number become free for a new customer, in the
 * same append. The events stay in the log for the auditors.
 */
export async function deleteCustomer(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  actor: Actor,
  customerId: number,
): Promise<LogPosition | null> {
  await managedCustomer(deps, actor, customerId)
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    const deleted = await change.decide(streams.customer(customerId), customerAggregate, (s) =>
      decideCustomer({ type: 'DeleteCustomer' }, s),
    )
    const login = await change.decide(streams.user(customerId), userAggregate, (s) =>
      decideCustomerLogin({ type: 'DeleteCustomerLogin' }, s),
    )
    const email = login.state.email
    if (email) await releaseClaim(change, emailClaims, { email, userId: customerId })
    await releaseClaim(change, accountNumberClaims, {
      accountNumber: deleted.state.accountNumber,
      customerId,
    })
  })
  return position
}
