import { conflict, type DomainError, type EventsOf, invalid, notFound } from '@provender/events'
import { assertNever, type Decide, inSequence } from '../shared/aggregate.ts'
import type { UserState } from '../users/user.ts'
import { type CustomerState, customerAggregate } from './customer.ts'

export const STALE_CUSTOMER = 'This customer was changed by someone else. Reload to see the latest.'

export interface ProductLine {
  productId: string
  priceCents: number
}

export interface Registration {
  customerId: number
  businessName: string
  accountNumber: string
  salesUserId: number
}

export interface CustomerDetails {
  businessName: string
  accountNumber: string
}

export interface EditCustomer {
  /** The stream revision the editor loaded; without it the edit applies to the latest state. */
  version?: number
  details?: CustomerDetails
  lines?: ProductLine[]
  /** A new owner chosen by an admin; the current owner again changes nothing. */
  salesUserId?: number
  /**
   * Products on `lines` the catalogue does not hold (read before deciding, see productsToPrice):
   * a line that would price one is refused.
   */
  missingProducts?: string[]
}

export interface Favorite {
  productId: string
  /** Whether the product is still in the catalogue (read from its stream before deciding). */
  productExists: boolean
}

/** What a customer stream is asked to do. */
export type CustomerCommand =
  | ({ type: 'RegisterCustomer' } & Registration)
  | { type: 'SetProductLines'; lines: ProductLine[] }
  | ({ type: 'OpenCustomer'; lines: ProductLine[] } & Registration)
  | ({ type: 'UpdateCustomerDetails' } & CustomerDetails)
  | ({ type: 'EditCustomer' } & EditCustomer)
  | { type: 'TransferCustomer'; toSalesUserId: number; reason: 'transfer' | 'owner-deleted' }
  | { type: 'DeleteCustomer' }
  | ({ type: 'AddFavorite' } & Favorite)
  | ({ type: 'RemoveFavorite' } & Favorite)

/**
 * A customer's one decision: its stream's events for the command, or a refusal. `revision` is
 * the revision `state` stands at, for an edit that names the version its editor saw.
 */
export const decideCustomer: Decide<'customer', CustomerCommand, CustomerState, [revision?: number]> = (
  command,
  state,
  revision,
) => {
  switch (command.type) {
    case 'RegisterCustomer':
      return register(command, state)
    case 'SetProductLines':
      return setProductLines(command.lines, state)
    case 'OpenCustomer': {
      const { lines, type: _, ...registration } = command
      return inSequence(customerAggregate, state, [
        (s) => register(registration, s),
        (s) => setProductLines(lines, s),
      ])
    }
    case 'UpdateCustomerDetails':
      return updateDetails(command, state)
    case 'EditCustomer':
      return edit(command, state, revision)
    case 'TransferCustomer':
      return transfer(command, state)
    case 'DeleteCustomer':
      return [{ type: 'CustomerDeleted', data: { customerId: active(state).id } }]
    case 'AddFavorite': {
      const productId = pricedProduct(command, state)
      if (state.favorites.includes(productId)) return []
      return [{ type: 'CustomerFavoriteAdded', data: { customerId: state.id, productId } }]
    }
    case 'RemoveFavorite': {
      const productId = pricedProduct(command, state)
      if (!state.favorites.includes(productId)) return []
      return [{ type: 'CustomerFavoriteRemoved', data: { customerId: state.id, productId } }]
    }
    default:
      return assertNever(command)
  }
}

/** A customer that exists, not deleted; any other is not found. */
function active(state: CustomerState): CustomerState {
  if (state.status !== 'active') throw notFound('Customer not found.')
  return state
}

function register(registration: Registration, state: CustomerState): EventsOf<'customer'>[] {
  if (state.status !== 'new') throw conflict('That customer already exists.')
  const { customerId, businessName, accountNumber, salesUserId } = registration
  return [{ type: 'CustomerRegistered', data: { customerId, businessName, accountNumber, salesUserId } }]
}

/**
 * The lines a form sends, checked on their own (no state needed): each product once, each price
 * whole cents, 0 or more. A new customer's lines are all priced, so this is all it needs before
 * its id is claimed.
 */
export function checkProductLines(lines: ProductLine[]): void {
  const seen = new Set<string>()
  for (const line of lines) {
    if (seen.has(line.productId))
      throw conflict(`Product ${line.productId} is listed twice.`, 'DUPLICATE_PRODUCT_LINE')
    if (!Number.isInteger(line.priceCents) || line.priceCents < 0) throw invalid('Price must be 0 or more.')
    seen.add(line.productId)
  }
}

/** A line's current price; own keys only, so a product id such as "constructor" finds no price. */
function priceOf(state: CustomerState, productId: string): number | undefined {
  return Object.hasOwn(state.prices, productId) ? state.prices[productId] : undefined
}

/**
 * The products `lines` would price, new or at another price: those the catalogue must still
 * hold. Read before the decision, which is given the missing ones (EditCustomer.missingProducts).
 */
export function productsToPrice(lines: ProductLine[], state: CustomerState): string[] {
  return lines.filter((line) => priceOf(state, line.productId) !== line.priceCents).map((l) => l.productId)
}

/** The refusal of lines naming products the catalogue does not hold, each one an issue. */
export function productsNotFound(productIds: string[]): DomainError {
  const issues = productIds.map((id) => `Product ${id} does not exist.`)
  return invalid(issues[0]!, issues, 'PRODUCT_NOT_FOUND')
}

/**
 * The customer's product lines as the form saves them: each added line, changed price
 * and removed line becomes its own event, with the old and the new price.
 */
function setProductLines(
  lines: ProductLine[],
  state: CustomerState,
  missingProducts: string[] = [],
): EventsOf<'customer'>[] {
  const customerId = active(state).id
  checkProductLines(lines)
  const missing = productsToPrice(lines, state).filter((id) => missingProducts.includes(id))
  if (missing.length) throw productsNotFound(missing)
  const listed = new Set(lines.map((l) => l.productId))
  const events: EventsOf<'customer'>[] = []
  for (const line of lines) {
    const old = priceOf(state, line.productId)
    if (old !== line.priceCents) {
      events.push({
        type: 'CustomerProductPriced',
        data: {
          customerId,
          productId: line.productId,
          oldPriceCents: old ?? null,
          newPriceCents: line.priceCents,
        },
      })
    }
  }
  for (const [productId, oldPriceCents] of Object.entries(state.prices)) {
    if (!listed.has(productId))
      events.push({ type: 'CustomerProductRemoved', data: { customerId, productId, oldPriceCents } })
  }
  return events
}

/** Business name and account number, with both values before and after for the audit trail. */
function updateDetails(details: CustomerDetails, state: CustomerState): EventsOf<'customer'>[] {
  const { id, businessName, accountNumber } = active(state)
  const before = { businessName, accountNumber }
  const after = { businessName: details.businessName, accountNumber: details.accountNumber }
  if (before.businessName === after.businessName && before.accountNumber === after.accountNumber) return []
  return [{ type: 'CustomerDetailsUpdated', data: { customerId: id, before, after } }]
}

/**
 * The customer form's save, on the customer stream: details, product lines and owner in one
 * append, refused whole when the editor's version is no longer the stream's revision.
 */
function edit(command: EditCustomer, state: CustomerState, revision?: number): EventsOf<'customer'>[] {
  active(state)
  if (command.version !== undefined && command.version !== revision) throw conflict(STALE_CUSTOMER, 'STALE')
  const { details, lines, salesUserId, missingProducts } = command
  return inSequence(customerAggregate, state, [
    (s) => (details ? updateDetails(details, s) : []),
    (s) => (lines ? setProductLines(lines, s, missingProducts) : []),
    (s) =>
      salesUserId !== undefined && salesUserId !== s.salesUserId
        ? transfer({ toSalesUserId: salesUserId, reason: 'transfer' }, s)
        : [],
  ])
}

/** Moves the account to another owner; each reassignment is its own event for the audit trail. */
function transfer(
  command: { toSalesUserId: number; reason: 'transfer' | 'owner-deleted' },
  state: CustomerState,
): EventsOf<'customer'>[] {
  const { id, salesUserId } = active(state)
  if (salesUserId === command.toSalesUserId) {
    throw invalid('Choose a sales rep other than the current owner.', [], 'SAME_OWNER')
  }
  const { toSalesUserId, reason } = command
  return [
    {
      type: 'CustomerTransferred',
      data: { customerId: id, fromSalesUserId: salesUserId, toSalesUserId, reason },
    },
  ]
}

/** Only a product on the customer's own price list can be a favourite. */
function pricedProduct(command: Favorite, state: CustomerState): string {
  active(state)
  if (!command.productExists || !Object.hasOwn(state.prices, command.productId)) {
    throw notFound('Product not found.')
  }
  return command.productId
}

export const SELECT_SALES_REP = 'Please select a Sales Rep for this customer.'
export const UNKNOWN_SALES_REP = 'Choose an existing sales rep.'

/**
 * Who may own a customer: an active sales user, or (when `allowSelf`, the admin's "Me")
 * the acting user itself.
 */
export function checkOwnerChoice(candidate: UserState, actorId: number, allowSelf: boolean): void {
  if (candidate.status !== 'active')
    throw invalid(UNKNOWN_SALES_REP, [UNKNOWN_SALES_REP], 'INVALID_SALES_REP')
  if (allowSelf && candidate.id === actorId) return
  if (candidate.role !== 'sales') throw invalid(UNKNOWN_SALES_REP, [UNKNOWN_SALES_REP], 'INVALID_SALES_REP')
}
