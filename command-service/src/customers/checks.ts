import {
  comparePositions,
  conflict,
  invalid,
  type LogPosition,
  notFound,
  type Role,
  streams,
  toCents,
} from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, type Loaded, load } from '../shared/commandHandler.ts'
import { type ClaimStream, releaseClaim } from '../shared/withClaim.ts'
import { emailClaims } from '../users/emailClaims.ts'
import { emailAggregate, userAggregate } from '../users/user.ts'
import {
  type AccountNumberState,
  accountNumberAggregate,
  type CustomerState,
  customerAggregate,
} from './customer.ts'
import {
  checkOwnerChoice,
  decideDeleteCustomerLogin,
  decideReleaseAccountNumber,
  decideReserveAccountNumber,
  type ProductLine,
} from './decide.ts'

/** Checks made before a customer write touches the log, and the undo steps if a later step fails. */

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

/** Cheap refusals before any write, so a taken value does not leave a half-made change. */
export async function checkEmailFree(deps: Deps, email: string, userId: number | null): Promise<void> {
  const { state } = await load(deps.store, streams.email(email), emailAggregate)
  if (state.ownerId !== null && state.ownerId !== userId) {
    throw conflict('That email is already in use.', 'EMAIL_TAKEN')
  }
}

export async function checkAccountNumberFree(deps: Deps, number: string, customerId: number | null) {
  const { state } = await load(deps.store, streams.accountNumber(number), accountNumberAggregate)
  if (state.ownerId !== null && state.ownerId !== customerId) {
    throw conflict('That account number is already in use.', 'ACCOUNT_NUMBER_TAKEN')
  }
}

/** One account number, one customer, whatever its case: the number's own stream says which. */
export const accountNumberClaims: ClaimStream<
  { accountNumber: string; customerId: number },
  AccountNumberState
> = {
  stream: (claim) => streams.accountNumber(claim.accountNumber),
  aggregate: accountNumberAggregate,
  reserve: decideReserveAccountNumber,
  release: decideReleaseAccountNumber,
}

/** Takes back a login made for a customer that could not be opened after all. */
export async function undoLogin(deps: Deps, ctx: CommandContext, userId: number, email: string) {
  await execute(deps.store, ctx, streams.user(userId), userAggregate, decideDeleteCustomerLogin)
  await releaseClaim(deps.store, ctx, emailClaims, { email, userId })
}
