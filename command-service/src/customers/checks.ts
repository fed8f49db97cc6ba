import { comparePositions, type LogPosition, streams, toCents } from '@provender/events'
import { conflict, invalid, notFound } from '@provender/events/server'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, type Loaded, load } from '../shared/commandHandler.ts'
import { decideReleaseEmail } from '../users/decide.ts'
import { emailAggregate, type UserState, userAggregate } from '../users/user.ts'
import { accountNumberAggregate, type CustomerState, customerAggregate } from './customer.ts'
import {
  checkOwnerChoice,
  decideDeleteCustomerLogin,
  decideReleaseAccountNumber,
  decideReserveAccountNumber,
  type ProductLine,
} from './decide.ts'

/** Checks made before a customer write touches the log, and the undo steps if a later step fails. */

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
export async function managedCustomer(
  deps: CommandDeps,
  user: UserState,
  id: number,
): Promise<Loaded<CustomerState>> {
  const loaded = await load(deps.store, streams.customer(id), customerAggregate)
  const { state } = loaded
  if (state.status !== 'active' || (user.role === 'sales' && state.salesUserId !== user.id)) {
    throw notFound('Customer not found.')
  }
  return loaded
}

/** Every product a line adds or reprices must be in the catalogue. */
export async function checkProductsExist(deps: CommandDeps, lines: ProductLine[]): Promise<void> {
  const states = await Promise.all(
    lines.map(async (l) => (await load(deps.store, streams.product(l.productId), productAggregate)).state),
  )
  const missing = lines.filter((_, i) => states[i]?.status !== 'active').map((l) => l.productId)
  if (missing.length) {
    const issues = missing.map((id) => `Product ${id} does not exist.`)
    throw invalid(issues[0]!, issues, 'PRODUCT_NOT_FOUND')
  }
}

export async function checkOwner(deps: CommandDeps, actor: UserState, ownerId: number, allowSelf: boolean) {
  const candidate = await load(deps.store, streams.user(ownerId), userAggregate)
  checkOwnerChoice(candidate.state, actor.id, allowSelf)
  return candidate.state
}

/** Cheap refusals before any write, so a taken value does not leave a half-made change. */
export async function checkEmailFree(deps: CommandDeps, email: string, userId: number | null): Promise<void> {
  const { state } = await load(deps.store, streams.email(email), emailAggregate)
  if (state.ownerId !== null && state.ownerId !== userId) {
    throw conflict('That email is already in use.', 'EMAIL_TAKEN')
  }
}

export async function checkAccountNumberFree(deps: CommandDeps, number: string, customerId: number | null) {
  const { state } = await load(deps.store, streams.accountNumber(number), accountNumberAggregate)
  if (state.ownerId !== null && state.ownerId !== customerId) {
    throw conflict('That account number is already in use.', 'ACCOUNT_NUMBER_TAKEN')
  }
}

export function reserveAccountNumber(
  deps: CommandDeps,
  ctx: CommandContext,
  number: string,
  customerId: number,
) {
  return execute(deps.store, ctx, streams.accountNumber(number), accountNumberAggregate, (s) =>
    decideReserveAccountNumber({ accountNumber: number, customerId }, s),
  )
}

export function releaseAccountNumber(
  deps: CommandDeps,
  ctx: CommandContext,
  number: string,
  customerId: number,
) {
  return execute(deps.store, ctx, streams.accountNumber(number), accountNumberAggregate, (s) =>
    decideReleaseAccountNumber({ accountNumber: number, customerId }, s),
  )
}

/** Takes back a login made for a customer that could not be opened after all. */
export async function undoLogin(deps: CommandDeps, ctx: CommandContext, userId: number, email: string) {
  await execute(deps.store, ctx, streams.user(userId), userAggregate, decideDeleteCustomerLogin)
  await execute(deps.store, ctx, streams.email(email), emailAggregate, (s) =>
    decideReleaseEmail({ email, userId }, s),
  )
}
