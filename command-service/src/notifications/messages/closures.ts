import type { EventData } from '@provender/events'
import { DEFAULT_LOCALE } from '@provender/events/format'
import { formatCalendarDate } from '@provender/events/format/delivery'
import { formatMailDateTime } from './format.ts'
import { appLink, frame, paragraph, type Rendered } from './layout.ts'
import { accountOf, yourOrders } from './orders.ts'
import { html, oneLine, subjectLine } from './text.ts'
import type { CustomerFacts, MailContext, StandingOrderMoves } from './types.ts'

type Closure = EventData<'ClosureAdded'>
type Moved = EventData<'OrderMoved'>

export const OPTIONAL = 'You get this mail because order confirmations are on in your mail preferences.'

/** "Thursday, Nov 26, 2026": a delivery date in full, as printed documents write it. */
export const day = (date: string) => formatCalendarDate(date, { weekday: true, locale: DEFAULT_LOCALE })

/** "Thanksgiving: Thursday, Nov 26, 2026" or "Stock-take: Monday, Jan 4 to Tuesday, Jan 5, 2027". */
export const closedDays = (closure: Pick<Closure, 'from' | 'to'>) =>
  closure.from === closure.to ? day(closure.from) : `${day(closure.from)} to ${day(closure.to)}`

/**
 * 'standing-moved' (issue 36): a closure moved some of the customer's standing-order dates to
 * the delivery day before or after; each line says from where to where, and by when it may still
 * skip or change it (the new day's cut-off). One mail per customer per closure.
 */
export function renderStandingMoved(
  ctx: MailContext,
  customer: CustomerFacts,
  closure: Closure,
  orders: readonly StandingOrderMoves[],
): Rendered {
  const reason = oneLine(closure.reason)
  const moves = orders.flatMap((o) => o.dates)
  const lead = paragraph(
    `${oneLine(ctx.distributorName)} makes no deliveries on ${closedDays(closure)}: ${reason}.`,
    moves.length === 1
      ? `Your standing order's delivery for ${accountOf(customer)} moves:`
      : `Your standing orders' deliveries for ${accountOf(customer)} move:`,
  )
  const lines = moves.map(
    (m) =>
      `${day(m.from)} moves to ${day(m.to)} (order by ${formatMailDateTime(m.cutoff, ctx.timeZone)})${
        m.skipped ? ', still skipped as you asked' : ''
      }.`,
  )
  const after = 'You can still skip or change each of these dates in the app before its cut-off.'
  const link = { url: appLink(ctx, '/customer/standing-orders') }
  return frame({
    ctx,
    subject: subjectLine(
      `Closed ${closedDays(closure)}: your standing order moves (${customer.businessName})`,
    ),
    name: customer.contact.name,
    text: [lead.text, lines.map((l) => `* ${l}`).join('\n'), after, `Your standing orders: ${link.url}`],
    body: html`${lead.html}
<ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p>${after}</p>
<p><a href="${link.url}">Your standing orders</a></p>`,
    optional: OPTIONAL,
  })
}

/**
 * 'order-changed' for a move (issue 36): staff moved the customer's order to another delivery
 * date; the mail says from which to which, and why.
 */
export function renderOrderMoved(
  ctx: MailContext,
  customer: CustomerFacts,
  move: Moved,
  movedAt: string,
): Rendered {
  const from = move.fromDate ? ` from ${day(move.fromDate)}` : ''
  const why = oneLine(move.reason) ? `Reason: ${oneLine(move.reason)}.` : null
  const lead = paragraph(
    `Order #${move.orderId} for ${accountOf(customer)} was moved${from} to ${day(move.toDate)} on ${formatMailDateTime(movedAt, ctx.timeZone)}.`,
    why,
    'Nothing else about the order changed.',
  )
  const link = yourOrders(ctx)
  return frame({
    ctx,
    subject: subjectLine(`Order #${move.orderId} moved to ${day(move.toDate)}: ${customer.businessName}`),
    name: customer.contact.name,
    text: [lead.text, `${link.text}: ${link.url}`],
    body: html`${lead.html}
<p><a href="${link.url}">${link.label}</a></p>`,
    optional: OPTIONAL,
  })
}
