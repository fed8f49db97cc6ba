import type { DomainEvent } from '@provender/events'
import { conflict, invalid, notFound } from '@provender/events/server'
import type { CustomerState } from './customer.ts'

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
  command: { lines: { productId: string; priceCents: number }[] },
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
    const old = state.prices[line.productId]
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
