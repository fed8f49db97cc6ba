import { invalid, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { reserveClaim } from '../shared/withClaim.ts'
import { requireDefaultPassword } from '../users/defaultPassword.ts'
import { hashPassword } from '../users/passwords.ts'
import { registerIn } from '../users/registerUser.ts'
import { accountNumberClaims } from './accountNumber.ts'
import {
  type Actor,
  checkAccountNumberFree,
  checkEmailFree,
  checkOwner,
  checkProductsExist,
  toLines,
} from './checks.ts'
import { customerAggregate } from './customer.ts'
import { checkProductLines, decideCustomer, SELECT_SALES_REP } from './decide.ts'
import type { CreateCustomerBody } from './requests.ts'

/**
 * Opens a customer account: its login (which claims the email), its account number, and the
 * customer with its first product lines, all in one append: a refused request (or a crash)
 * leaves no login and holds no email or number.
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
  // A new customer's lines are all priced: checked on their own, a line listed twice (or a bad
  // price) is refused, and every product looked up, before an id is claimed or anything written.
  checkProductLines(registration.lines)
  await checkProductsExist(
    deps,
    registration.lines.map((l) => l.productId),
  )
  await checkEmailFree(deps, input.email, null)
  await checkAccountNumberFree(deps, input.accountNumber, null)
  const passwordHash = await hashPassword(requireDefaultPassword(deps))

  const customerId = await deps.ids.next('user')
  const { position } = await executeTogether(deps.store, ctx, async (change) => {
    await registerIn(change, {
      userId: customerId,
      role: 'customer',
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      passwordHash,
      passwordChanged: false,
    })
    await reserveClaim(change, accountNumberClaims, { accountNumber: input.accountNumber, customerId })
    await change.decide(streams.customer(customerId), customerAggregate, (s) =>
      decideCustomer({ type: 'OpenCustomer', customerId, ...registration }, s),
    )
  })
  return { customerId, position: position! }
}
