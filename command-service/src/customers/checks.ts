import { comparePositions, type LogPosition, notFound, type Role, streams, toCents } from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { customerIdParam, pathId } from '../orders/requests.ts'
import { type Loaded, load } from '../shared/commandHandler.ts'
import { checkClaimable } from '../shared/withClaim.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { userAggregate } from '../users/user.ts'
import { accountNumberClaims } from './accountNumber.ts'
import { type CustomerState, customerAggregate } from './customer.ts'
import { checkOwnerChoice, type ProductLine, productsNotFound } from './decide.ts'

/** Checks made before a customer write touches the log, and the account-number claim. */

type Deps = Pick<CommandDeps, 'store'>

/** Who acts: the signed-in staff member a use case checks ownership against. */
export interface Actor {
  id: number
  role: Role
}

/** The furthest of several log positions, for the Consistency-Token of a write made of several appends. */
export function latest(...positions: (LogPosition | null)[]): LogPosition | null {
  return positions.reduce<LogPosition | null>(
    (best, p) => (p && (!best || comparePositions(p, best) > 0) ? p : best),
    null,
  )
}

export const toLines = (lines: { productId: string; price: number }[]): ProductLine[] =>
  lines.map((l) => ({ productId: l.productId, priceCents: toCents(l.price) }))

/** A customer the user manages: admins all, a sales rep its own; any other answers 404. */
export async function managedCustomer(deps: Deps, user: Actor, id: number): Promise<Loaded<CustomerState>> {
  const loaded = await load(deps.store, streams.customer(id), customerAggregate)
  const { state } = loaded
  if (state.status !== 'active' || (user.role === 'sales' && state.salesUserId !== user.id)) {
    throw notFound('Customer not found.')
  }
  return loaded
}

/**
 * The customer a staff path names (`:id`), once the user is known to manage it: an id that is
 * not one, another rep's customer or a deleted one is not found, before the body is read.
 */
export async function managedCustomerAt(deps: Deps, user: Actor, rawId: string | undefined): Promise<number> {
  const customerId = pathId(customerIdParam, rawId, 'Customer not found.')
  await managedCustomer(deps, user, customerId)
  return customerId
}

/** The products the catalogue does not hold (never created, or deleted), in the order asked. */
export async function missingProducts(deps: Deps, productIds: string[]): Promise<string[]> {
  const states = await Promise.all(
    productIds.map(async (id) => (await load(deps.store, streams.product(id), productAggregate)).state),
  )
  return productIds.filter((_, i) => states[i]?.status !== 'active')
}

/** Every product a line adds or reprices must be in the catalogue. */
export async function checkProductsExist(deps: Deps, productIds: string[]): Promise<void> {
  const missing = await missingProducts(deps, productIds)
  if (missing.length) throw productsNotFound(missing)
}

export async function checkOwner(deps: Deps, actor: Actor, ownerId: number, allowSelf: boolean) {
  const candidate = await load(deps.store, streams.user(ownerId), userAggregate)
  checkOwnerChoice(candidate.state, actor.id, allowSelf)
  return candidate.state
}

/** No owner yet: an id no account or customer has. */
const NOBODY = 0

/** Cheap refusals before the slow steps (a password hash), with the claims' own rule. */
export async function checkEmailFree(deps: Deps, email: string, userId: number | null): Promise<void> {
  await checkClaimable(deps.store, emailClaims, { email, userId: userId ?? NOBODY })
}

export async function checkAccountNumberFree(deps: Deps, number: string, customerId: number | null) {
  await checkClaimable(deps.store, accountNumberClaims, {
    accountNumber: number,
    customerId: customerId ?? NOBODY,
  })
}
