import { notFound, streams } from '@provender/events'
import { fulfilWithInvoice } from '../books/fulfilWithInvoice.ts'
import { productAggregate } from '../catalogue/product.ts'
import type { Actor } from '../customers/checks.ts'
import { customerAggregate } from '../customers/customer.ts'
import type { CommandDeps } from '../deps.ts'
import { fulfilmentSettingsAggregate } from '../fulfilmentSettings/fulfilmentSettings.ts'
import { type CommandContext, load } from '../shared/commandHandler.ts'
import type { ShippedRequest } from './decide.ts'
import { type OrderState, orderAggregate } from './order.ts'
import { NO_SUBSTITUTIONS, type SubstituteProduct, type SubstitutionFacts } from './substitution.ts'

/** An order the actor may fulfil: admins any placed order, a rep those of the customers it owns now. */
export async function reachableOrder(
  deps: Pick<CommandDeps, 'store'>,
  actor: Actor,
  orderId: number,
): Promise<OrderState> {
  const { state: order } = await load(deps.store, streams.order(orderId), orderAggregate)
  if (order.status !== 'placed') throw notFound('Order not found.')
  if (actor.role === 'sales') {
    const { state: customer } = await load(deps.store, streams.customer(order.customerId), customerAggregate)
    if (customer.salesUserId !== actor.id) throw notFound('Order not found.')
  }
  return order
}

/**
 * Settles the order with what shipped (null: every line as ordered), within the admin's
 * tolerance, and issues its invoice in the same append (books/fulfilWithInvoice.ts).
 */
export async function fulfilOrder(
  deps: Pick<CommandDeps, 'store' | 'settings'>,
  ctx: CommandContext,
  actor: Actor,
  order: OrderState,
  shipped: ShippedRequest[] | null,
) {
  const { state: settings } = await load(
    deps.store,
    streams.fulfilmentSettings(),
    fulfilmentSettingsAggregate,
  )
  const substitutions = await substitutionFacts(deps, order.customerId, shipped ?? [])
  const command = {
    type: 'FulfilOrder',
    fulfilledBy: actor.id,
    shipped,
    tolerancePercent: settings.tolerancePercent,
    substitutions,
  } as const
  return fulfilWithInvoice(deps, ctx, order, command)
}

/**
 * The substitutes staff named for each line a request substitutes, and the requested ones that
 * exist now at the customer's price for them (negotiated, else the product's own): the price
 * is the server's, never the client's.
 */
async function substitutionFacts(
  deps: Pick<CommandDeps, 'store'>,
  customerId: number,
  shipped: readonly ShippedRequest[],
): Promise<SubstitutionFacts> {
  const asked = shipped.filter((l) => l.substitute !== undefined)
  if (asked.length === 0) return NO_SUBSTITUTIONS
  const { state: customer } = await load(deps.store, streams.customer(customerId), customerAggregate)
  const named = new Map<string, readonly string[]>()
  const products = new Map<string, SubstituteProduct>()
  for (const line of asked) {
    const { state: original } = await load(deps.store, streams.product(line.productId), productAggregate)
    named.set(line.productId, original.substitutes)
    const substituteId = line.substitute?.productId ?? ''
    const { state: product } = await load(deps.store, streams.product(substituteId), productAggregate)
    if (product.status !== 'active') continue
    const negotiated = Object.hasOwn(customer.prices, substituteId)
      ? customer.prices[substituteId]
      : undefined
    const { name, unitType, packsPerCase, priceCents } = product.fields
    products.set(substituteId, { name, unitType, packsPerCase, unitPriceCents: negotiated ?? priceCents })
  }
  return { named, products }
}
