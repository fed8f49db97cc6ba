import type { EventData, EventType, RecordedEvent } from '@provender/events'
import { addressed } from './layout.ts'
import { renderOrderCancelled, renderOrderChanged } from './orderChanges.ts'
import { renderNewOrder, renderOrderPlaced, renderOrderShipped } from './orders.ts'
import { renderPasswordReset } from './passwordReset.ts'
import type { MailContext, NotificationFacts, PlannedNotification } from './types.ts'

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
    case 'PasswordResetRequested':
      return passwordResetRequested(event, domain.data, facts, ctx)
    default:
      return []
  }
}
