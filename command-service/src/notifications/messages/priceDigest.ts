import { fromCents, type MailPreferences } from '@provender/events'
import { formatMailDay, formatMoneyCents, formatPriceMove, unitWord } from './format.ts'
import { appLink, dailyContactMail } from './layout.ts'
import { html, oneLine, subjectLine } from './text.ts'
import type { CustomerFacts, MailContext, PlannedNotification, PriceChangeLine } from './types.ts'

interface DigestLine {
  name: string
  /** "$12.50 → $13.10 /lb". */
  move: string
  /** "up $0.60 /lb": the move of one unit, never a sum across units. */
  difference: string
}

/**
 * A product's moves of one day as one line: its first old price to its last new one, per the
 * unit. A product that moved and moved back is not a change. A product whose unit changed
 * between moves (the customer bought it by the case, then by the pack) keeps a line per unit:
 * a case price and a pack price do not compare.
 */
function digestLines(changes: readonly PriceChangeLine[]): DigestLine[] {
  const byProduct = new Map<string, PriceChangeLine[]>()
  const ordered = [...changes].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt))
  for (const change of ordered) {
    const key = `${change.productId}\u0000${change.quantityType}`
    byProduct.set(key, [...(byProduct.get(key) ?? []), change])
  }
  return [...byProduct.values()]
    .flatMap((moves) => {
      const first = moves[0]
      const last = moves[moves.length - 1]
      if (!first || !last || first.oldCents === last.newCents) return []
      const diff = last.newCents - first.oldCents
      return [
        {
          name: oneLine(last.productName) || last.productId,
          move: formatPriceMove(fromCents(first.oldCents), fromCents(last.newCents), last.quantityType),
          difference: `${diff > 0 ? 'up' : 'down'} ${formatMoneyCents(Math.abs(diff))} /${unitWord(last.quantityType)}`,
        },
      ]
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * 'price-digest': one mail to a customer's contact listing the day's price moves of products it
 * orders. Null when nothing is left to say (no moves, or all moved back), or when `preferences`
 * (the contact's, if the caller passes them) turn digests off.
 */
export function planPriceDigest(
  customer: CustomerFacts,
  changes: readonly PriceChangeLine[],
  day: string,
  ctx: MailContext,
  preferences?: MailPreferences,
): PlannedNotification | null {
  if (preferences && !preferences.priceDigest) return null
  const lines = digestLines(changes)
  if (lines.length === 0) return null
  const date = formatMailDay(day)
  const subject = subjectLine(`Price changes for ${customer.businessName} on ${date}`)
  const lead = `Some prices of products ${oneLine(customer.businessName)} orders from ${oneLine(ctx.distributorName)} changed on ${date}. Each price is per the unit you last bought it in.`
  const link = appLink(ctx, '/customer/order-form')
  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;text-align:left'
  return dailyContactMail('price-digest', customer, day, {
    ctx,
    subject,
    text: [
      lead,
      lines.map((line) => `* ${line.name}: ${line.move} (${line.difference})`).join('\n'),
      `Order: ${link}`,
    ],
    body: html`<p>${lead}</p>
<table style="border-collapse:collapse;width:100%" aria-label="Price changes">
<thead><tr><th style="${cell}">Product</th><th style="${cell}">Price</th><th style="${cell}">Change</th></tr></thead>
<tbody>
${lines.map((line) => html`<tr><td style="${cell}">${line.name}</td><td style="${cell}">${line.move}</td><td style="${cell}">${line.difference}</td></tr>\n`)}</tbody>
</table>
<p><a href="${link}">Order</a></p>`,
    optional: 'You get this mail because price digests are on in your mail preferences.',
  })
}
