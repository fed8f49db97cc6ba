import {
  dueDateFor,
  type EventData,
  type InvoiceLine,
  invoiceTotals,
  lineTaxCents,
  lineTotalCents,
  type OrderLine,
  type ShippedLine,
} from '@provender/events'
import type { BillingState } from './billing.ts'

/** What an invoice is made of, read at the fulfilment that issues it. */
export interface InvoiceFacts {
  /** The next of the series: the invoice-numbers stream's count plus one. */
  invoiceNumber: number
  order: {
    id: number
    customerId: number
    lines: readonly OrderLine[]
    deliveryDate: string | null
    /** '' is none. */
    poNumber: string
  }
  /** The fulfilment's lines, in the order's line order. */
  shipped: readonly ShippedLine[]
  customer: { businessName: string; accountNumber: string }
  /** Null: the customer was never given a profile (COD, no address, no tax). */
  billing: BillingState
  seller: { name: string; addressLines: string[] }
  /** The products sales tax applies to, of those the invoice lists. */
  taxable: ReadonlySet<string>
  /** The fulfilment's date in the distributor's time zone. */
  issueDate: string
}

/**
 * The invoice as issued: every fact it shows, copied in, so that it reads the same whatever is
 * edited later. Each shipped line is a line (0 when it was short), a substitute a line of its
 * own after the line it stood in for; tax is each line's, rounded on the line.
 */
export function invoiceFor(facts: InvoiceFacts): EventData<'InvoiceIssued'> {
  const { billing, order } = facts
  const terms = billing?.terms ?? { kind: 'cod' as const }
  const shipTo = billing?.shipTos[0] ?? null
  const taxExemptCertificate = billing?.taxExemptCertificate ?? null
  const taxRateMilliPercent = taxExemptCertificate === null ? (shipTo?.taxRateMilliPercent ?? 0) : 0
  const line = (
    from: Pick<
      OrderLine,
      'productId' | 'name' | 'unitType' | 'quantityType' | 'unitPriceCents' | 'packsPerCase'
    >,
    quantity: number,
    amountCents: number,
    substituteFor?: string,
  ): InvoiceLine => {
    const taxable = facts.taxable.has(from.productId)
    return {
      productId: from.productId,
      name: from.name,
      unitType: from.unitType,
      quantityType: from.quantityType,
      quantity,
      // The price of one unit as invoiced (a case's, for a case line): quantity times it is the amount.
      unitPriceCents: lineTotalCents(from.unitPriceCents, from.quantityType, 1, from.packsPerCase),
      amountCents,
      taxable,
      taxCents: lineTaxCents(amountCents, taxable, taxRateMilliPercent),
      ...(substituteFor === undefined ? {} : { substituteFor }),
    }
  }
  const lines = order.lines.flatMap((ordered, i) => {
    const shipped = facts.shipped[i]
    if (!shipped) return [line(ordered, 0, 0)]
    const own = line(ordered, shipped.quantity, shipped.lineTotalCents)
    const sub = shipped.substitute
    return sub ? [own, line(sub, sub.quantity, sub.lineTotalCents, ordered.productId)] : [own]
  })
  return {
    invoiceNumber: facts.invoiceNumber,
    customerId: order.customerId,
    orderId: order.id,
    issueDate: facts.issueDate,
    dueDate: dueDateFor(facts.issueDate, terms),
    terms,
    seller: facts.seller,
    billTo: {
      businessName: facts.customer.businessName,
      accountNumber: facts.customer.accountNumber,
      address: billing?.billTo ?? null,
    },
    shipTo: shipTo && { label: shipTo.label, address: shipTo.address },
    taxExemptCertificate,
    taxRateMilliPercent,
    deliveryDate: order.deliveryDate,
    poNumber: order.poNumber === '' ? null : order.poNumber,
    lines,
    ...invoiceTotals(lines),
  }
}

/** The products an invoice of these lines lists: each line's, and each substitute's. */
export function invoicedProducts(lines: readonly { productId: string }[], shipped: readonly ShippedLine[]) {
  return [
    ...new Set([
      ...lines.map((l) => l.productId),
      ...shipped.flatMap((l) => (l.substitute ? [l.substitute.productId] : [])),
    ]),
  ]
}

/** The seller as the settings name it: DISTRIBUTOR_ADDRESS's lines split at `\n` or `|`. */
export function sellerOf(settings: { DISTRIBUTOR_NAME: string; DISTRIBUTOR_ADDRESS: string }) {
  const addressLines = settings.DISTRIBUTOR_ADDRESS.split(/\\n|\n|\|/)
    .map((l) => l.trim())
    .filter(Boolean)
  // The event holds at most eight lines: an address is never that long, a setting might be.
  return { name: settings.DISTRIBUTOR_NAME, addressLines: addressLines.slice(0, 8) }
}
