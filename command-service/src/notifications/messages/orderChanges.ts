import type { EventData } from '@provender/events'
import { formatMailDateTime } from './format.ts'
import type { Rendered } from './layout.ts'
import { accountOf, mailLines, orderMail, yourOrders } from './orders.ts'
import { oneLine, subjectLine } from './text.ts'
import type { CustomerFacts, MailContext } from './types.ts'

type Placed = EventData<'OrderPlaced'>
type Changed = EventData<'OrderChanged'>
type Cancelled = EventData<'OrderCancelled'>

const OPTIONAL = 'You get this mail because order confirmations are on in your mail preferences.'

/** "Sam Reyes changed it", "You changed it": who, as the history records it. */
const who = (actor: Changed['changedBy'], verb: string) =>
  actor.role === 'customer'
    ? `It was ${verb} from your account.`
    : `${oneLine(actor.name) || 'Your sales rep'} ${verb} it for you.`

/**
 * 'order-changed': the customer's order as it now stands after a change (issue 36), whoever made
 * it, so what the warehouse will pick is never a surprise; a merged placement says what it added.
 */
export function renderOrderChanged(
  ctx: MailContext,
  customer: CustomerFacts,
  placed: Placed,
  change: Changed,
  changedAt: string,
): Rendered {
  const when = formatMailDateTime(changedAt, ctx.timeZone)
  const added = change.merged?.added.length ?? 0
  const addedWords = added === 1 ? 'A line was' : `${added} lines were`
  const lead = change.merged
    ? `${addedWords} added to order #${change.orderId} for ${accountOf(customer)} on ${when}, as it is the order for that delivery date.`
    : `Order #${change.orderId} for ${accountOf(customer)} was changed on ${when}.`
  const late = change.afterCutoff ? 'The change was made after the cut-off by your distributor.' : null
  const po = change.poNumber ? `PO number: ${oneLine(change.poNumber)}.` : null
  return orderMail({
    ctx,
    subject: subjectLine(`Order #${change.orderId} changed: ${customer.businessName}`),
    name: customer.contact.name,
    lead: [lead, who(change.changedBy, change.merged ? 'placed' : 'changed'), late, po],
    lines: mailLines({ ...placed, lines: change.lines }),
    totals: { estimateCents: change.totalCents, finalCents: null },
    link: yourOrders(ctx),
    optional: OPTIONAL,
  })
}

/** 'order-changed' for a cancellation: nothing of the order will ship, and why. */
export function renderOrderCancelled(
  ctx: MailContext,
  customer: CustomerFacts,
  placed: Placed,
  cancel: Cancelled,
  cancelledAt: string,
): Rendered {
  const why = oneLine(cancel.reason) ? `Reason: ${oneLine(cancel.reason)}.` : null
  return orderMail({
    ctx,
    subject: subjectLine(`Order #${cancel.orderId} cancelled: ${customer.businessName}`),
    name: customer.contact.name,
    lead: [
      `Order #${cancel.orderId} for ${accountOf(customer)} was cancelled on ${formatMailDateTime(cancelledAt, ctx.timeZone)}; nothing of it will ship.`,
      who(cancel.cancelledBy, 'cancelled'),
      why,
    ],
    lines: mailLines(placed),
    totals: { estimateCents: placed.totalCents, finalCents: null },
    link: yourOrders(ctx),
    optional: OPTIONAL,
  })
}
