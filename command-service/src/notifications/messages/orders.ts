import type { EventData } from '@provender/events'
import {
  formatMailDateTime,
  formatMoneyCents,
  formatQuantity,
  formatShippedLine,
  substitutedText,
} from './format.ts'
import { appLink, frame, paragraph, type Rendered } from './layout.ts'
import { html, oneLine, subjectLine } from './text.ts'
import type { CustomerFacts, MailContext, Recipient } from './types.ts'

type Order = EventData<'OrderPlaced'>
type Fulfilment = EventData<'OrderFulfilled'>

// The notes under the totals, as the ordering app words them (customer-app LineItemsTable).
const ESTIMATE_NOTE = 'Actual totals may vary depending on incoming product weight.'
const FINAL_NOTE = 'The final total is what shipped, at the prices of your order.'

/** One order line as a mail shows it: what was ordered, its price and, once shipped, how. */
interface MailLine {
  name: string
  quantity: string
  cents: number
  /** "Shipped 34.10 lb of 35.75 lb", "Short 1 case", "Out of stock"; null: as ordered. */
  shipped: string | null
  shippedCents: number | null
}

export function mailLines(order: Order, fulfilment?: Fulfilment): MailLine[] {
  // Lines are unique by product within an order; an event without `shipped` shipped as ordered.
  const shipped = new Map((fulfilment?.shipped ?? []).map((line) => [line.productId, line]))
  return order.lines.map((line) => {
    const out = shipped.get(line.productId)
    const name = oneLine(line.name) || line.productId
    // Issue 36: what shipped in the line's place, in the words the order pages use; its total
    // is part of the line's, as it is of the final total.
    const substitute = out?.substitute
    const substituted = substitute
      ? substitutedText({ ...substitute, name: oneLine(substitute.name) || substitute.productId }, name)
      : null
    const how = out ? formatShippedLine(line.quantityType, line.quantity, out.quantity) : null
    return {
      name,
      quantity: formatQuantity(line.quantity, line.quantityType),
      cents: line.lineTotalCents,
      shipped: [how, substituted].filter(Boolean).join(' · ') || null,
      shippedCents: out ? out.lineTotalCents + (substitute?.lineTotalCents ?? 0) : null,
    }
  })
}

interface Totals {
  estimateCents: number
  finalCents: number | null
}

function linesText(lines: MailLine[], totals: Totals): string[] {
  const items = lines.map((line) => {
    const price =
      line.shippedCents !== null && line.shippedCents !== line.cents
        ? `${formatMoneyCents(line.shippedCents)} (est. ${formatMoneyCents(line.cents)})`
        : formatMoneyCents(line.cents)
    return [
      `* ${line.name}: ${line.quantity}, ${price}`,
      ...(line.shipped ? [`  ${line.shipped}`] : []),
    ].join('\n')
  })
  const sums = [`Estimated total: ${formatMoneyCents(totals.estimateCents)}`]
  if (totals.finalCents !== null) sums.push(`Final total: ${formatMoneyCents(totals.finalCents)}`)
  sums.push(totals.finalCents !== null ? FINAL_NOTE : ESTIMATE_NOTE)
  return [items.join('\n'), sums.join('\n')]
}

const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;text-align:left'
const right = `${cell};text-align:right`

function linesHtml(lines: MailLine[], totals: Totals) {
  const rows = lines.map((line) => {
    const est =
      line.shippedCents !== null && line.shippedCents !== line.cents
        ? html`<br><small style="color:#666">est. ${formatMoneyCents(line.cents)}</small>`
        : html``
    const how = line.shipped
      ? html`<tr><td colspan="3" style="${cell};font-weight:bold">${line.shipped}</td></tr>`
      : html``
    return html`<tr><td style="${cell}">${line.name}</td><td style="${cell}">${line.quantity}</td><td style="${right}">${formatMoneyCents(line.shippedCents ?? line.cents)}${est}</td></tr>
${how}`
  })
  const final =
    totals.finalCents === null
      ? html``
      : html`<tr><th colspan="2" style="${cell}">Final total</th><th style="${right}">${formatMoneyCents(totals.finalCents)}</th></tr>`
  return html`<table style="border-collapse:collapse;width:100%" aria-label="Order items">
<thead><tr><th style="${cell}">Product</th><th style="${cell}">Quantity</th><th style="${right}">Price</th></tr></thead>
<tbody>
${rows}</tbody>
<tfoot><tr><th colspan="2" style="${cell}">Estimated total</th><th style="${right}">${formatMoneyCents(totals.estimateCents)}</th></tr>
${final}</tfoot>
</table>
<p style="color:#666;font-size:13px">${totals.finalCents === null ? ESTIMATE_NOTE : FINAL_NOTE}</p>`
}

export const accountOf = (customer: CustomerFacts) =>
  `${oneLine(customer.businessName)} (account ${oneLine(customer.accountNumber)})`

interface OrderMail {
  ctx: MailContext
  subject: string
  name: string
  /** The opening lines, one paragraph. */
  lead: (string | null)[]
  lines: MailLine[]
  totals: Totals
  /** Where the mail points: the plain text says "{text}: {url}", the HTML links "{label}". */
  link: { url: string; text: string; label: string }
  optional: string
}

/** Every order mail: who did what, the lines with their totals, and a link to the order. */
export function orderMail(mail: OrderMail): Rendered {
  const { ctx, subject, name, lines, totals, link, optional } = mail
  const lead = paragraph(...mail.lead)
  return frame({
    ctx,
    subject,
    name,
    text: [lead.text, ...linesText(lines, totals), `${link.text}: ${link.url}`],
    body: html`${lead.html}
${linesHtml(lines, totals)}
<p><a href="${link.url}">${link.label}</a></p>`,
    optional,
  })
}

export const yourOrders = (ctx: MailContext) => ({
  url: appLink(ctx, '/customer/order-history'),
  text: 'Your orders',
  label: 'Your orders',
})

/** 'order-placed': the customer's confirmation. */
export function renderOrderPlaced(
  ctx: MailContext,
  customer: CustomerFacts,
  order: Order,
  placedAt: string,
): Rendered {
  const received = `${oneLine(ctx.distributorName)} received order #${order.orderId} for ${accountOf(customer)} on ${formatMailDateTime(placedAt, ctx.timeZone)}.`
  const by = order.placedBy ? `${oneLine(order.placedBy.name) || 'Your sales rep'} placed it for you.` : null
  return orderMail({
    ctx,
    subject: subjectLine(`Order #${order.orderId} received: ${customer.businessName}`),
    name: customer.contact.name,
    lead: [received, by],
    lines: mailLines(order),
    totals: { estimateCents: order.totalCents, finalCents: null },
    link: yourOrders(ctx),
    optional: 'You get this mail because order confirmations are on in your mail preferences.',
  })
}

/** 'new-order': the owning rep hears of an order of its customer. */
export function renderNewOrder(
  ctx: MailContext,
  customer: CustomerFacts,
  rep: Recipient,
  order: Order,
  placedAt: string,
): Rendered {
  const placer = order.placedBy ? oneLine(order.placedBy.name) || 'A colleague' : null
  const byColleague = order.placedBy !== undefined && order.placedBy.userId !== rep.userId
  const when = formatMailDateTime(placedAt, ctx.timeZone)
  const what = placer
    ? `${placer} placed order #${order.orderId} for ${accountOf(customer)} on ${when}.`
    : `${accountOf(customer)} placed order #${order.orderId} on ${when}.`
  const outside = order.placedOutsideWindow ? 'It was placed while the ordering window was closed.' : null
  return orderMail({
    ctx,
    subject: subjectLine(
      `New order #${order.orderId} from ${customer.businessName}${placer ? ` (placed by ${placer})` : ''}`,
    ),
    name: rep.name,
    lead: [what, outside],
    lines: mailLines(order),
    totals: { estimateCents: order.totalCents, finalCents: null },
    link: { url: appLink(ctx, `/orders/${order.orderId}`), text: 'The order', label: 'Open the order' },
    // A colleague's phone order reaches the rep whatever its preference: the footer says why.
    optional: byColleague
      ? 'You get this mail because a colleague placed an order for your customer; those always reach you.'
      : 'You get this mail because new-order mails are on in your mail preferences.',
  })
}

/** 'order-shipped': what shipped, line by line where it differs, and the final total. */
export function renderOrderShipped(
  ctx: MailContext,
  customer: CustomerFacts,
  order: Order,
  fulfilment: Fulfilment,
  shippedAt: string,
): Rendered {
  const totals = {
    estimateCents: order.totalCents,
    finalCents: fulfilment.finalTotalCents ?? order.totalCents,
  }
  return orderMail({
    ctx,
    subject: subjectLine(
      `Order #${order.orderId} for ${customer.businessName} shipped: final total ${formatMoneyCents(totals.finalCents)}`,
    ),
    name: customer.contact.name,
    lead: [
      `${oneLine(ctx.distributorName)} shipped order #${order.orderId} for ${accountOf(customer)} on ${formatMailDateTime(shippedAt, ctx.timeZone)}.`,
    ],
    lines: mailLines(order, fulfilment),
    totals,
    link: yourOrders(ctx),
    optional: 'You get this mail because shipping mails are on in your mail preferences.',
  })
}
