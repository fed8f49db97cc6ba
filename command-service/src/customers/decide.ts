import {
  conflict,
  type DomainEvent,
  invalid,
  normalizeAccountNumber,
  notFound,
  type Profile,
} from '@provender/events'
import { decideDeleteUser, decideResetPassword, decideUpdateProfile } from '../users/decide.ts'
import type { UserState } from '../users/user.ts'
import { type AccountNumberState, type CustomerState, customerAggregate } from './customer.ts'

export const STALE_CUSTOMER = 'This customer was changed by someone else. Reload to see the latest.'

export interface ProductLine {
  productId: string
  priceCents: number
}

export interface RegisterCustomer {
  customerId: number
  businessName: string
  accountNumber: string
  salesUserId: number
}

export function decideRegisterCustomer(command: RegisterCustomer, state: CustomerState): DomainEvent[] {
  if (state.status !== 'new') throw conflict('That customer already exists.')
  return [{ type: 'CustomerRegistered', data: command }]
}

/**
 * The customer's product lines as the form saves them: each added line, changed price
 * and removed line becomes its own event, with the old and the new price.
 */
export function decideSetProductLines(
  command: { lines: ProductLine[] },
  state: CustomerState,
): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Customer not found.')
  const seen = new Set<string>()
  for (const line of command.lines) {
    if (seen.has(line.productId))
      throw conflict(`Product ${line.productId} is listed twice.`, 'DUPLICATE_PRODUCT_LINE')
    if (!Number.isInteger(line.priceCents) || line.priceCents < 0) throw invalid('Price must be 0 or more.')
    seen.add(line.productId)
  }
  const customerId = state.id
  const events: DomainEvent[] = []
  for (const line of command.lines) {
    // Own keys only: a product id such as "constructor" must not find Object's prototype.
    const old = Object.hasOwn(state.prices, line.productId) ? state.prices[line.productId] : undefined
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
    if (!seen.has(productId))
      events.push({ type: 'CustomerProductRemoved', data: { customerId, productId, oldPriceCents } })
  }
  return events
}

/** The products a decision prices, new or changed: the catalogue must still hold each of them. */
export function pricedProducts(events: DomainEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'CustomerProductPriced' ? [e.data.productId] : []))
}

/** Moves the account to another owner; each reassignment is its own event for the audit trail. */
export function decideTransferCustomer(
  command: { toSalesUserId: number; reason: 'transfer' | 'owner-deleted' },
  state: CustomerState,
): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Customer not found.')
  if (state.salesUserId === command.toSalesUserId) {
    throw invalid('Choose a sales rep other than the current owner.', [], 'SAME_OWNER')
  }
  return [
    {
      type: 'CustomerTransferred',
      data: {
        customerId: state.id,
        fromSalesUserId: state.salesUserId,
        toSalesUserId: command.toSalesUserId,
        reason: command.reason,
      },
    },
  ]
}

/** The customer leaves every read model; its events stay in the log for the auditors. */
export function decideDeleteCustomer(state: CustomerState): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Customer not found.')
  return [{ type: 'CustomerDeleted', data: { customerId: state.id } }]
}

/** Applies each step to the state the previous ones left, so one append holds them all. */
function inSequence(state: CustomerState, steps: ((state: CustomerState) => DomainEvent[])[]): DomainEvent[] {
  const events: DomainEvent[] = []
  let current = state
  for (const step of steps) {
    const produced = step(current)
    current = produced.reduce(customerAggregate.evolve, current)
    events.push(...produced)
  }
  return events
}

/** A new customer with its first product lines, each line its own event. */
export function decideOpenCustomer(
  command: RegisterCustomer & { lines: ProductLine[] },
  state: CustomerState,
): DomainEvent[] {
  const { lines, ...registration } = command
  return inSequence(state, [
    (s) => decideRegisterCustomer(registration, s),
    (s) => decideSetProductLines({ lines }, s),
  ])
}

/** Business name and account number, with both values before and after for the audit trail. */
export function decideUpdateCustomerDetails(
  command: { businessName: string; accountNumber: string },
  state: CustomerState,
): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Customer not found.')
  const before = { businessName: state.businessName, accountNumber: state.accountNumber }
  const after = { businessName: command.businessName, accountNumber: command.accountNumber }
  if (before.businessName === after.businessName && before.accountNumber === after.accountNumber) return []
  return [{ type: 'CustomerDetailsUpdated', data: { customerId: state.id, before, after } }]
}

export interface EditCustomer {
  /** The stream revision the editor loaded; without it the edit applies to the latest state. */
  version?: number
  details?: { businessName: string; accountNumber: string }
  lines?: ProductLine[]
  /** A new owner chosen by an admin; the current owner again changes nothing. */
  salesUserId?: number
}

/**
 * The customer form's save, on the customer stream: details, product lines and owner in one
 * append, refused whole when the editor's version is no longer the stream's revision.
 */
export function decideEditCustomer(
  command: EditCustomer,
  state: CustomerState,
  revision: number,
): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Customer not found.')
  if (command.version !== undefined && command.version !== revision) throw conflict(STALE_CUSTOMER, 'STALE')
  const { details, lines, salesUserId } = command
  return inSequence(state, [
    (s) => (details ? decideUpdateCustomerDetails(details, s) : []),
    (s) => (lines ? decideSetProductLines({ lines }, s) : []),
    (s) =>
      salesUserId !== undefined && salesUserId !== s.salesUserId
        ? decideTransferCustomer({ toSalesUserId: salesUserId, reason: 'transfer' }, s)
        : [],
  ])
}

/** `holderExists`: whether the customer holding the number exists (see ClaimStream.reserve). */
export function decideReserveAccountNumber(
  command: { accountNumber: string; customerId: number },
  state: AccountNumberState,
  holderExists: boolean,
): DomainEvent[] {
  if (state.ownerId === command.customerId) return []
  if (state.ownerId !== null && holderExists) {
    throw conflict('That account number is already in use.', 'ACCOUNT_NUMBER_TAKEN')
  }
  const accountNumber = normalizeAccountNumber(command.accountNumber)
  return [{ type: 'AccountNumberReserved', data: { accountNumber, customerId: command.customerId } }]
}

export function decideReleaseAccountNumber(
  command: { accountNumber: string; customerId: number },
  state: AccountNumberState,
): DomainEvent[] {
  if (state.ownerId !== command.customerId) return []
  const accountNumber = normalizeAccountNumber(command.accountNumber)
  return [{ type: 'AccountNumberReleased', data: { accountNumber, customerId: command.customerId } }]
}

export interface FavoriteCommand {
  productId: string
  /** Whether the product is still in the catalogue (read from its stream before deciding). */
  productExists: boolean
}

/** Only a product on the customer's own price list can be a favourite. */
function pricedProduct(command: FavoriteCommand, state: CustomerState): string {
  if (state.status !== 'active') throw notFound('Customer not found.')
  if (!command.productExists || !Object.hasOwn(state.prices, command.productId)) {
    throw notFound('Product not found.')
  }
  return command.productId
}

/** Marking a favourite twice changes nothing. */
export function decideAddFavorite(command: FavoriteCommand, state: CustomerState): DomainEvent[] {
  const productId = pricedProduct(command, state)
  if (state.favorites.includes(productId)) return []
  return [{ type: 'CustomerFavoriteAdded', data: { customerId: state.id, productId } }]
}

/** Removing a favourite that is not one changes nothing. */
export function decideRemoveFavorite(command: FavoriteCommand, state: CustomerState): DomainEvent[] {
  const productId = pricedProduct(command, state)
  if (!state.favorites.includes(productId)) return []
  return [{ type: 'CustomerFavoriteRemoved', data: { customerId: state.id, productId } }]
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

/** A customer's login, reached through the customer: any other account is not a customer here. */
function customerLogin(state: UserState): UserState {
  if (state.status === 'active' && state.role !== 'customer') throw notFound('Customer not found.')
  return state
}

/** The contact fields of the customer form live on the customer's login. */
export function decideUpdateCustomerContact(profile: Profile, state: UserState): DomainEvent[] {
  return decideUpdateProfile(profile, customerLogin(state))
}

/** Back to the default password, to be changed at the next login; open sessions end. */
export function decideResetCustomerPassword(
  command: { passwordHash: string; resetBy: number },
  state: UserState,
): DomainEvent[] {
  return decideResetPassword(command, customerLogin(state))
}

/** The customer's login goes with it; already gone, nothing more happens. */
export function decideDeleteCustomerLogin(state: UserState): DomainEvent[] {
  if (state.status !== 'active') return []
  return decideDeleteUser({ reassignedTo: null }, customerLogin(state))
}
