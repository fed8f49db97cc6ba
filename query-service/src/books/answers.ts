import {
  type Aging,
  agingOf,
  balanceCents,
  daysBetween,
  describeTerms,
  fromCents,
  type Ledger,
  openCents,
  openInvoices,
  type PaymentTerms,
  type PostalAddress,
  type ShipTo,
  toCents,
} from '@provender/events'
import type { IssuedInvoice } from './rule.ts'

/**
 * The books' answers as docs/books.md gives them: dollars as numbers (the events' cents through
 * fromCents), rates as percents, and how late each open invoice is on the day asked about.
 */

/** A numeric column as PostgreSQL answers it (a string), in cents: exact for two decimals. */
export const centsOf = (numeric: string | number): number => toCents(Number(numeric))

/** Days an invoice is past due on `today`; 0 once paid or not yet due. */
export const lateBy = (dueDate: string, openCentsLeft: number, today: string): number =>
  openCentsLeft > 0 ? Math.max(0, daysBetween(dueDate, today)) : 0

export const percentOf = (milliPercent: number): number => milliPercent / 1000

export interface BillingAnswer {
  customerId: number
  billTo: PostalAddress | null
  shipTos: { shipToId: string; label: string; address: PostalAddress; taxRatePercent: number }[]
  terms: PaymentTerms
  termsLabel: string
  taxExemptCertificate: string | null
  creditLimit: number | null
  updatedAt: string | null
}

const COD: PaymentTerms = { kind: 'cod' }

/** A customer never given a profile: COD, no address, no tax, no limit (docs/books.md). */
export function billingAnswer(
  customerId: number,
  row: {
    bill_to: PostalAddress
    ship_tos: ShipTo[]
    terms: PaymentTerms
    tax_exempt_certificate: string | null
    credit_limit: string | null
    updated_at: Date
  } | null,
): BillingAnswer {
  if (!row) {
    return {
      customerId,
      billTo: null,
      shipTos: [],
      terms: COD,
      termsLabel: describeTerms(COD),
      taxExemptCertificate: null,
      creditLimit: null,
      updatedAt: null,
    }
  }
  return {
    customerId,
    billTo: row.bill_to,
    shipTos: row.ship_tos.map(({ taxRateMilliPercent, ...s }) => ({
      ...s,
      taxRatePercent: percentOf(taxRateMilliPercent),
    })),
    terms: row.terms,
    termsLabel: describeTerms(row.terms),
    taxExemptCertificate: row.tax_exempt_certificate,
    creditLimit: row.credit_limit === null ? null : fromCents(centsOf(row.credit_limit)),
    updatedAt: row.updated_at.toISOString(),
  }
}

export interface InvoiceListRow {
  number: number
  customer_id: number
  business_name: string
  order_id: number
  issue_date: string
  due_date: string
  total: string
  paid: string
  status: 'open' | 'paid'
}

export function invoiceSummary(row: InvoiceListRow, today: string) {
  const totalCents = centsOf(row.total)
  const paidCents = centsOf(row.paid)
  const open = Math.max(0, totalCents - paidCents)
  return {
    id: row.number,
    invoiceNumber: row.number,
    customerId: row.customer_id,
    businessName: row.business_name,
    orderId: row.order_id,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    total: fromCents(totalCents),
    paid: fromCents(paidCents),
    open: fromCents(open),
    status: row.status,
    daysPastDue: lateBy(row.due_date, open, today),
  }
}

/** One invoice whole: the summary, and everything it was issued with. */
export function invoiceDetail(row: InvoiceListRow & { snapshot: IssuedInvoice }, today: string) {
  const s = row.snapshot
  return {
    ...invoiceSummary(row, today),
    terms: s.terms,
    termsLabel: describeTerms(s.terms),
    seller: s.seller,
    billTo: s.billTo,
    shipTo: s.shipTo,
    taxExemptCertificate: s.taxExemptCertificate,
    taxRatePercent: percentOf(s.taxRateMilliPercent),
    deliveryDate: s.deliveryDate,
    poNumber: s.poNumber,
    subtotal: fromCents(s.subtotalCents),
    tax: fromCents(s.taxCents),
    lines: s.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      unitType: l.unitType,
      quantityType: l.quantityType,
      quantity: l.quantity,
      unitPrice: fromCents(l.unitPriceCents),
      amount: fromCents(l.amountCents),
      taxable: l.taxable,
      tax: fromCents(l.taxCents),
      substituteFor: l.substituteFor ?? null,
    })),
  }
}

export interface PaymentListRow {
  payment_id: string
  amount: string
  received_on: string
  method: string
  reference: string
  applied: { invoiceNumber: number; amountCents: number }[]
  unapplied: string
  recorded_at: Date
}

export function paymentAnswer(row: PaymentListRow) {
  return {
    paymentId: row.payment_id,
    amount: fromCents(centsOf(row.amount)),
    receivedOn: row.received_on,
    method: row.method,
    reference: row.reference,
    applied: row.applied.map((a) => ({ invoiceNumber: a.invoiceNumber, amount: fromCents(a.amountCents) })),
    unapplied: fromCents(centsOf(row.unapplied)),
    recordedAt: row.recorded_at.toISOString(),
  }
}

const agingAnswer = (a: Aging) => ({
  current: fromCents(a.currentCents),
  days1to30: fromCents(a.days1to30Cents),
  days31to60: fromCents(a.days31to60Cents),
  days61to90: fromCents(a.days61to90Cents),
  over90: fromCents(a.over90Cents),
})

/** A ledger's balance, aging and open invoices on the calendar date `asOf`. */
export function balanceAnswer(customerId: number, ledger: Ledger, asOf: string) {
  return {
    customerId,
    asOf,
    balance: fromCents(balanceCents(ledger)),
    unapplied: fromCents(ledger.unappliedCents),
    aging: agingAnswer(agingOf(ledger, asOf)),
    openInvoices: openInvoices(ledger).map((i) => ({
      invoiceNumber: i.invoiceNumber,
      orderId: i.orderId,
      issueDate: i.issueDate,
      dueDate: i.dueDate,
      total: fromCents(i.totalCents),
      open: fromCents(openCents(i)),
      daysPastDue: lateBy(i.dueDate, openCents(i), asOf),
    })),
  }
}
