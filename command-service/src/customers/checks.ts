import {
  comparePositions,
  invalid,
  type LogPosition,
  notFound,
  type Role,
  streams,
  toCents,
} from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { type Loaded, load } from '../shared/commandHandler.ts'
import { type ClaimStream, checkClaimable } from '../shared/withClaim.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { userAggregate } from '../users/user.ts'
import {
  type AccountNumberState,
  accountNumberAggregate,
  type CustomerState,
  customerAggregate,
} from './customer.ts'
import {
  checkOwnerChoice,
  decideReleaseAccountNumber,
  decideReserveAccountNumber,
  type ProductLine,
} from './decide.ts'

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

/** Every product a line adds or reprices must be in the catalogue. */
export async function checkProductsExist(deps: Deps, productIds: string[]): Promise<void> {
  const states = await Promise.all(
    productIds.map(async (id) => (await load(deps.store, streams.product(id), productAggregate)).state),
  )
  const missing = productIds.filter((_, i) => states[i]?.status !== 'active')
  if (missing.length) {
    const issues = missing.map((id) => `Product ${id} does not exist.`)
    throw invalid(issues[0]!, issues, 'PRODUCT_NOT_FOUND')
  }
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

/** One account number, one customer, whatever its case: the number's own stream says which. */
export const accountNumberClaims: ClaimStream<
  { accountNumber: string; customerId: number },
  AccountNumberState,
  CustomerState
> = {
  stream: (claim) => streams.accountNumber(claim.accountNumber),
  aggregate: accountNumberAggregate,
  holderStream: (state) => (state.ownerId === null ? null : streams.customer(state.ownerId)),
  holderAggregate: customerAggregate,
  holderExists: (customer) => customer.status === 'active',
  reserve: decideReserveAccountNumber,
  release: decideReleaseAccountNumber,
}
