import type { EventData, OrderKept } from '@provender/events'
import { closedDays, day, OPTIONAL } from './closures.ts'
import { appLink, frame, paragraph, type Rendered } from './layout.ts'
import { accountOf, yourOrders } from './orders.ts'
import { html, oneLine, subjectLine } from './text.ts'
import type { CustomerFacts, MailContext, StandingOrderMoves } from './types.ts'

type Removed = EventData<'ClosureRemoved'>

/** What the customer may do about an order that stays where it is, naming its rep when it has one. */
const toChange = (customer: CustomerFacts) =>
  customer.rep
    ? `change the order in the app or call ${oneLine(customer.rep.name)}`
    : 'change the order in the app'

/** One line per order that stays: on the reopened day as placed, or on the day a moved date went to. */
function keptLine(customer: CustomerFacts, order: OrderKept): string {
  if (order.movedFrom === null) {
    return `Order #${order.orderId} stays on ${day(order.deliveryDate)} and is delivered that day as placed.`
  }
  return `Order #${order.orderId} stays on ${day(order.deliveryDate)}. To have it on ${day(order.movedFrom)} instead, ${toChange(customer)}.`
}

/**
 * 'closure-removed' (issue 36): a closure was taken back. The customer's standing-order dates it
 * had moved go back to their own day (each from → to); orders already placed stay where they are,
 * each named with what to do to have it on the reopened day. One mail per customer per removal.
 */
export function renderClosureRemoved(
  ctx: MailContext,
  customer: CustomerFacts,
  closure: Removed,
  standing: readonly StandingOrderMoves[],
  orders: readonly OrderKept[],
): Rendered {
  const days = closedDays(closure)
  const open = closure.from === closure.to ? 'is open again' : 'are open again'
  const moves = standing.flatMap((o) => o.dates)
  const lead = paragraph(
    `${days} ${open}: ${oneLine(ctx.distributorName)} delivers after all (the closure for ${oneLine(closure.reason)} is off).`,
  )
  const back = moves.map(
    (m) => `${day(m.to)} moves back to ${day(m.from)}${m.skipped ? ', still skipped' : ''}.`,
  )
  const kept = orders.map((o) => keptLine(customer, o))
  const sections: { title: string; lines: string[] }[] = [
    { title: `Your standing orders for ${accountOf(customer)}:`, lines: back },
    { title: `Orders already placed for ${accountOf(customer)} stay as they are:`, lines: kept },
  ].filter((s) => s.lines.length > 0)
  const { url, label } =
    moves.length > 0
      ? { url: appLink(ctx, '/customer/standing-orders'), label: 'Your standing orders' }
      : yourOrders(ctx)
  return frame({
    ctx,
    subject: subjectLine(`${days} ${open} (${customer.businessName})`),
    name: customer.contact.name,
    text: [
      lead.text,
      ...sections.map((s) => [s.title, ...s.lines.map((l) => `* ${l}`)].join('\n')),
      `${label}: ${url}`,
    ],
    body: html`${lead.html}
${sections.map(
  (s) => html`<p>${s.title}</p>
<ul>${s.lines.map((l) => html`<li>${l}</li>`)}</ul>`,
)}
<p><a href="${url}">${label}</a></p>`,
    optional: OPTIONAL,
  })
}
