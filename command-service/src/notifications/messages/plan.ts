import type { EventData, EventType, RecordedEvent } from '@provender/events'
import { renderClosureRemoved } from './closureRemoved.ts'
import { renderOrderMoved, renderStandingMoved } from './closures.ts'
import { addressed } from './layout.ts'
import { renderOrderCancelled, renderOrderChanged } from './orderChanges.ts'
import { renderNewOrder, renderOrderPlaced, renderOrderShipped } from './orders.ts'
import { renderPasswordReset } from './passwordReset.ts'
import type { MailContext, NotificationFacts, PlannedNotification, StandingOrderMoves } from './types.ts'

/** Plans the messages of one event type from its data. */
type Planner<T extends EventType> = (
  event: RecordedEvent,
  data: EventData<T>,
  facts: NotificationFacts,
  ctx: MailContext,
) => Promise<PlannedNotification[]>

const orderPlaced: Planner<'OrderPlaced'> = async (event, order, facts, ctx) => {
  const customer = await facts.customer(order.customerId)
  if (!customer) return []
  const at = event.metadata.occurredAt
  const planned: PlannedNotification[] = []
  if ((await facts.preferences(customer.contact.userId)).orders) {
    planned.push(
      addressed('order-placed', event.id, customer.contact, renderOrderPlaced(ctx, customer, order, at)),
    )
  }
  const rep = customer.rep
  if (rep) {
    // A colleague took a phone order for the rep's customer: the rep hears of it whatever its
    // preference, or it learns of its own customer's order from the customer.
    const byColleague = order.placedBy !== undefined && order.placedBy.userId !== rep.userId
    if (byColleague || (await facts.preferences(rep.userId)).newOrders) {
      planned.push(addressed('new-order', event.id, rep, renderNewOrder(ctx, customer, rep, order, at)))
    }
  }
  return planned
}

const orderFulfilled: Planner<'OrderFulfilled'> = async (event, fulfilment, facts, ctx) => {
  const order = await facts.order(fulfilment.orderId)
  if (!order) return []
  const customer = await facts.customer(order.customerId)
  if (!customer || !(await facts.preferences(customer.contact.userId)).shipping) return []
  const rendered = renderOrderShipped(ctx, customer, order, fulfilment, event.metadata.occurredAt)
  return [addressed('order-shipped', event.id, customer.contact, rendered)]
}

/**
 * A change or a cancellation (issue 36) tells the customer (its order confirmations preference).
 * The lines as placed come from the placement: a change carries the new lines, a cancel none.
 */
const orderChangedOrCancelled: Planner<'OrderChanged' | 'OrderCancelled'> = async (
  event,
  data,
  facts,
  ctx,
) => {
  const placed = await facts.order(data.orderId)
  if (!placed) return []
  const customer = await facts.customer(placed.customerId)
  if (!customer || !(await facts.preferences(customer.contact.userId)).orders) return []
  const at = event.metadata.occurredAt
  const rendered =
    'cancelledBy' in data
      ? renderOrderCancelled(ctx, customer, placed, data, at)
      : renderOrderChanged(ctx, customer, placed, data, at)
  return [addressed('order-changed', event.id, customer.contact, rendered)]
}

/**
 * A closure added tells each customer whose standing-order dates it moved (issue 36), once per
 * customer per closure (the message is named by the closure's event and the customer), its order
 * confirmations preference allowing. The dates moved come from the standing-orders read model,
 * as of when the closure was added (dates already past their new cut-off then are not news).
 */
const closureAdded: Planner<'ClosureAdded'> = async (event, closure, facts, ctx) => {
  if (!facts.standingMoves) return []
  const moves = await facts.standingMoves(closure.closureId, new Date(event.metadata.occurredAt))
  // Not caught up: thrown, so the batch is planned again at the notifier's next wake-up.
  if (moves === null) throw new Error('The standing-orders read model has not caught up yet.')
  const byCustomer = new Map<number, StandingOrderMoves[]>()
  for (const m of moves) byCustomer.set(m.customerId, [...(byCustomer.get(m.customerId) ?? []), m])
  const planned: PlannedNotification[] = []
  for (const [customerId, orders] of byCustomer) {
    const customer = await facts.customer(customerId)
    if (!customer || !(await facts.preferences(customer.contact.userId)).orders) continue
    const rendered = renderStandingMoved(ctx, customer, closure, orders)
    planned.push(addressed('standing-moved', event.id, customer.contact, rendered))
  }
  return planned
}

/**
 * A closure removed tells each customer something of whose it had affected (issue 36): standing
 * dates it had moved, which go back to their own day, or open orders it had flagged or placed on
 * the day a moved date went to, which stay. Once per customer per removal, as the closure mail.
 */
const closureRemoved: Planner<'ClosureRemoved'> = async (event, closure, facts, ctx) => {
  if (!facts.closureReopening) return []
  const reopening = await facts.closureReopening(closure.closureId, new Date(event.metadata.occurredAt))
  if (reopening === null) throw new Error('The standing-orders read model has not caught up yet.')
  const customerIds = [...new Set([...reopening.standing, ...reopening.orders].map((m) => m.customerId))]
  const planned: PlannedNotification[] = []
  for (const customerId of customerIds.sort((a, b) => a - b)) {
    const customer = await facts.customer(customerId)
    if (!customer || !(await facts.preferences(customer.contact.userId)).orders) continue
    const mine = <T extends { customerId: number }>(all: T[]) =>
      all.filter((m) => m.customerId === customerId)
    const rendered = renderClosureRemoved(
      ctx,
      customer,
      closure,
      mine(reopening.standing),
      mine(reopening.orders),
    )
    planned.push(addressed('closure-removed', event.id, customer.contact, rendered))
  }
  return planned
}

/** Staff moved an order to another delivery date (issue 36): the customer hears of it, with why. */
const orderMoved: Planner<'OrderMoved'> = async (event, move, facts, ctx) => {
  const customer = await facts.customer(move.customerId)
  if (!customer || !(await facts.preferences(customer.contact.userId)).orders) return []
  const rendered = renderOrderMoved(ctx, customer, move, event.metadata.occurredAt)
  return [addressed('order-changed', event.id, customer.contact, rendered)]
}

const passwordResetRequested: Planner<'PasswordResetRequested'> = async (event, request, facts, ctx) => {
  // A link that can no longer work is not worth a mail (a notifier catching up after downtime).
  if (ctx.now && ctx.now.getTime() >= Date.parse(request.expiresAt)) return []
  const user = await facts.user(request.userId)
  if (!user) return []
  const recipient = { userId: user.userId, email: user.email, name: user.name }
  const rendered = renderPasswordReset(ctx, recipient, event.metadata.occurredAt, request.expiresAt)
  return [addressed('password-reset', event.id, recipient, rendered)]
}

/** The messages one recorded event causes (often none). */
export async function planForEvent(
  event: RecordedEvent,
  facts: NotificationFacts,
  ctx: MailContext,
): Promise<PlannedNotification[]> {
  const domain = event.event
  switch (domain.type) {
    case 'OrderPlaced':
      return orderPlaced(event, domain.data, facts, ctx)
    case 'OrderFulfilled':
      return orderFulfilled(event, domain.data, facts, ctx)
    case 'OrderChanged':
    case 'OrderCancelled':
      return orderChangedOrCancelled(event, domain.data, facts, ctx)
    case 'OrderMoved':
      return orderMoved(event, domain.data, facts, ctx)
    case 'ClosureAdded':
      return closureAdded(event, domain.data, facts, ctx)
    case 'ClosureRemoved':
      return closureRemoved(event, domain.data, facts, ctx)
    case 'PasswordResetRequested':
      return passwordResetRequested(event, domain.data, facts, ctx)
    default:
      return []
  }
}
