import { notFound, streams } from '@provender/events'
import type { Actor } from '../customers/checks.ts'
import { customerAggregate } from '../customers/customer.ts'
import type { CommandDeps } from '../deps.ts'
import { fulfilmentSettingsAggregate } from '../fulfilmentSettings/fulfilmentSettings.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { decideOrder, type ShippedRequest } from './decide.ts'
import { type OrderState, orderAggregate } from './order.ts'

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

/** Settles the order with what shipped (null: every line as ordered), within the admin's tolerance. */
export async function fulfilOrder(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  actor: Actor,
  orderId: number,
  shipped: ShippedRequest[] | null,
) {
  const { state: settings } = await load(
    deps.store,
    streams.fulfilmentSettings(),
    fulfilmentSettingsAggregate,
  )
  const command = {
    type: 'FulfilOrder',
    fulfilledBy: actor.id,
    shipped,
    tolerancePercent: settings.tolerancePercent,
  } as const
  return execute(deps.store, ctx, streams.order(orderId), orderAggregate, (s) => decideOrder(command, s))
}
