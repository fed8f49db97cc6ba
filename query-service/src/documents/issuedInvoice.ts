import { describeTerms, type PostalAddress } from '@provender/events'
import { formatMoneyCents, formatQuantity, substitutedText, unitWord } from '@provender/events/format'
import { formatCalendarDate } from '@provender/events/format/delivery'
import type { IssuedInvoice } from '../books/rule.ts'
import { INVOICE_COLUMNS } from './orderDocuments.ts'
import { block, type Doc, note, startDocument, type TableColumn, table, totals } from './pdf.ts'

/**
 * An issued invoice (issue 37), drawn from its InvoiceIssued event alone: the seller, the
 * parties, the lines and the tax as they were at issue, never today's customer or settings
 * (not even the logo, which the event does not carry). pdfkit's creation date, and the file ID
 * it derives from it, are the issue instant: the same invoice is the same bytes every time.
 */

/** The order invoice's columns, the amount narrower to make room for the tax mark. */
const COLUMNS: TableColumn[] = [
  ...INVOICE_COLUMNS.slice(0, -1),
  { header: 'Amount', width: 65, align: 'right' },
  { header: 'Tax', width: 25, align: 'center' },
]
const WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0)
/** What marks a taxable line in the Tax column, and the note that says so. */
const TAXABLE = 'T'

export function addressLines(address: PostalAddress): string[] {
  const place = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [address.line1, address.line2, place, address.country].filter(Boolean)
}

/** "8.875%": a rate in thousandths of a percent, as few decimals as it has. */
const percent = (milliPercent: number) => `${milliPercent / 1000}%`

function description(line: IssuedInvoice['lines'][number], lines: IssuedInvoice['lines']): string {
  if (!line.substituteFor) return line.name
  const original = lines.find((l) => l.productId === line.substituteFor && !l.substituteFor)
  return substitutedText(line, original?.name ?? line.substituteFor)
}

export function issuedInvoiceDocument(invoice: IssuedInvoice, issuedAt: Date): Doc {
  const head = { name: invoice.seller.name, addressLines: invoice.seller.addressLines, logo: null }
  const facts: [string, string][] = [
    ['Invoice number', String(invoice.invoiceNumber)],
    ['Issue date', formatCalendarDate(invoice.issueDate)],
    ['Due date', formatCalendarDate(invoice.dueDate)],
    ['Terms', describeTerms(invoice.terms)],
    ['Order', `#${invoice.orderId}`],
  ]
  if (invoice.poNumber) facts.push(['PO number', invoice.poNumber])
  if (invoice.deliveryDate) facts.push(['Delivery', formatCalendarDate(invoice.deliveryDate)])
  const doc = startDocument(head, 'Invoice', facts, issuedAt)
  const { billTo, shipTo } = invoice
  block(doc, 'Bill to', [
    billTo.businessName,
    `Account ${billTo.accountNumber}`,
    ...(billTo.address ? addressLines(billTo.address) : []),
  ])
  if (shipTo) block(doc, 'Ship to', [shipTo.label, ...addressLines(shipTo.address)])
  const rows = invoice.lines.map((l) => [
    l.productId,
    description(l, invoice.lines),
    formatQuantity(l.quantity, l.quantityType),
    `${formatMoneyCents(l.unitPriceCents)} /${unitWord(l.quantityType)}`,
    formatMoneyCents(l.amountCents),
    l.taxable ? TAXABLE : '',
  ])
  table(doc, COLUMNS, rows)
  totals(
    doc,
    [
      ['Subtotal', formatMoneyCents(invoice.subtotalCents)],
      [`Tax (${percent(invoice.taxRateMilliPercent)})`, formatMoneyCents(invoice.taxCents)],
      ['Total', formatMoneyCents(invoice.totalCents)],
    ],
    WIDTH,
  )
  if (invoice.taxExemptCertificate) note(doc, `Tax exempt: certificate ${invoice.taxExemptCertificate}`)
  if (invoice.lines.some((l) => l.taxable)) note(doc, `${TAXABLE}: taxable line.`)
  return doc
}
