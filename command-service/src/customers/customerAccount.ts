import { notFound, streams } from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, type Loaded, load } from '../shared/commandHandler.ts'
import { requireDefaultPassword } from '../users/defaultPassword.ts'
import { hashPassword } from '../users/passwords.ts'
import { userAggregate } from '../users/user.ts'
import { type Actor, checkOwner, managedCustomer } from './checks.ts'
import { type CustomerState, customerAggregate } from './customer.ts'
import { decideCustomerLogin } from './customerLogin.ts'
import { decideCustomer } from './decide.ts'

/** The smaller customer use cases: one stream each, after the ownership checks. */

/** Moves a customer to another sales rep (an admin's or the owning rep's choice). */
export async function transferCustomer(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  actor: Actor,
  /** The customer as the route found it, managed by the actor (see managedCustomer). */
  current: Loaded<CustomerState>,
  newSalesUserId: number,
) {
  const customerId = current.state.id
  const rep = await checkOwner(deps, actor, newSalesUserId, false)
  const result = await execute(deps.store, ctx, streams.customer(customerId), customerAggregate, (s) =>
    decideCustomer({ type: 'TransferCustomer', toSalesUserId: newSalesUserId, reason: 'transfer' }, s),
  )
  return {
    message: `Transferred ${result.state.businessName} to ${rep.firstName} ${rep.lastName}.`,
    salesUserId: newSalesUserId,
    position: result.position,
  }
}

/** Back to the default password; the customer's open sessions end with AUTH_EXPIRED. */
export async function resetCustomerPassword(
  deps: Pick<CommandDeps, 'store' | 'settings'>,
  ctx: CommandContext,
  actor: Actor,
  customerId: number,
) {
  const { state: customer } = await managedCustomer(deps, actor, customerId)
  const passwordHash = await hashPassword(requireDefaultPassword(deps))
  const result = await execute(deps.store, ctx, streams.user(customerId), userAggregate, (s) =>
    decideCustomerLogin({ type: 'ResetPassword', passwordHash, resetBy: actor.id }, s),
  )
  return { message: `Password for ${customer.businessName} reset.`, position: result.position }
}

/** A customer marks or unmarks one of its own products; marking twice changes nothing. */
export async function setFavorite(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  actor: Actor,
  customerId: number,
  productId: string,
  favorite: boolean,
) {
  // A customer reaches only its own favourites; another's answer like a missing one.
  if (customerId !== actor.id) throw notFound('Customer not found.')
  const product = await load(deps.store, streams.product(productId), productAggregate)
  const command = {
    type: favorite ? 'AddFavorite' : 'RemoveFavorite',
    productId,
    productExists: product.state.status === 'active',
  } as const
  return execute(deps.store, ctx, streams.customer(customerId), customerAggregate, (s) =>
    decideCustomer(command, s),
  )
}
