import { invalid, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute } from '../shared/commandHandler.ts'
import { withClaim } from '../shared/withClaim.ts'
import { requireDefaultPassword } from '../users/defaultPassword.ts'
import { hashPassword } from '../users/passwords.ts'
import { registerUser } from '../users/registerUser.ts'
import {
  type Actor,
  accountNumberClaims,
  checkAccountNumberFree,
  checkEmailFree,
  checkOwner,
  checkProductsExist,
  latest,
  toLines,
  undoLogin,
} from './checks.ts'
import { customerAggregate } from './customer.ts'
import { decideOpenCustomer, pricedProducts, SELECT_SALES_REP } from './decide.ts'
import type { CreateCustomerBody } from './requests.ts'

/**
 * Opens a customer account: its login (which claims the email), then its account number,
 * then the customer with its first product lines. A step that fails takes back the ones
 * before it, so a refused request leaves no login and holds no email or number.
 */
export async function openCustomer(
  deps: Pick<CommandDeps, 'store' | 'ids' | 'settings'>,
  ctx: CommandContext,
  actor: Actor,
  input: CreateCustomerBody,
) {
  // A sales rep always owns what it creates; an owner it sends is never applied.
  const ownerId = actor.role === 'sales' ? actor.id : input.salesUserId
  if (ownerId === undefined) throw invalid(SELECT_SALES_REP, [`salesUserId: ${SELECT_SALES_REP}`])
  if (actor.role === 'admin') await checkOwner(deps, actor, ownerId, true)
  const registration = {
    businessName: input.businessName,
    accountNumber: input.accountNumber,
    salesUserId: ownerId,
    lines: toLines(input.products ?? []),
  }
  // Dry run on a placeholder id: a line listed twice is refused before anything is written.
  const planned = decideOpenCustomer({ customerId: 1, ...registration }, customerAggregate.initial)
  await checkProductsExist(deps, pricedProducts(planned))
  await checkEmailFree(deps, input.email, null)
  await checkAccountNumberFree(deps, input.accountNumber, null)
  const passwordHash = await hashPassword(requireDefaultPassword(deps))

  const login = await registerUser(deps, ctx, {
    role: 'customer',
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    passwordHash,
    passwordChanged: false,
  })
  const customerId = login.userId
  try {
    const claim = { accountNumber: input.accountNumber, customerId }
    const opened = await withClaim(deps.store, ctx, accountNumberClaims, claim, () =>
      execute(deps.store, ctx, streams.customer(customerId), customerAggregate, (s) =>
        decideOpenCustomer({ customerId, ...registration }, s),
      ),
    )
    return { customerId, position: latest(login.position, opened.position) }
  } catch (error) {
    await undoLogin(deps, ctx, customerId, input.email)
    throw error
  }
}
