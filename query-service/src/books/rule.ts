import type { EventData, EventOf } from '@provender/events'

/**
 * The books' read model rows as the events make them (issue 37): pure, so what a projection
 * writes is tested without a database. Money stays in cents here; storage.ts writes dollars.
 */

export type IssuedInvoice = EventData<'InvoiceIssued'>

/** A profile as set, and when. */
export type BillingRow = EventData<'CustomerBillingSet'> & { updatedAt: string }

export interface InvoiceRow {
  invoiceNumber: number
  customerId: number
  orderId: number
  businessName: string
  issueDate: string
  dueDate: string
  subtotalCents: number
  taxCents: number
  totalCents: number
  snapshot: IssuedInvoice
  issuedAt: string
}

/** A payment as recorded, and when. */
export type PaymentRow = EventData<'PaymentRecorded'> & { recordedAt: string }

/** A profile is set as a whole: the row is the event's, as of when it was recorded. */
export function billingRow(event: EventOf<'CustomerBillingSet'>, at: string): BillingRow {
  return { ...event.data, updatedAt: at }
}

/** An issued invoice, its whole event kept as the snapshot it is shown and printed from. */
export function invoiceRow(event: EventOf<'InvoiceIssued'>, at: string): InvoiceRow {
  const { invoiceNumber, customerId, orderId, billTo, issueDate, dueDate } = event.data
  const { subtotalCents, taxCents, totalCents } = event.data
  const businessName = billTo.businessName
  return {
    invoiceNumber,
    customerId,
    orderId,
    businessName,
    issueDate,
    dueDate,
    subtotalCents,
    taxCents,
    totalCents,
    snapshot: event.data,
    issuedAt: at,
  }
}

export function paymentRow(event: EventOf<'PaymentRecorded'>, at: string): PaymentRow {
  return { ...event.data, recordedAt: at }
}

export type LedgerRunEvent = { event: EventOf<'InvoiceIssued' | 'PaymentRecorded'>; at: string }

/**
 * A run of ledger events as rows: the invoices issued and the payments recorded, each in log
 * order. A payment names only invoices issued before it, so writing the run's invoices before
 * its payments (and what they applied) leaves what applying them one by one leaves.
 */
export function ledgerRun(events: readonly LedgerRunEvent[]): {
  invoices: InvoiceRow[]
  payments: PaymentRow[]
} {
  const invoices: InvoiceRow[] = []
  const payments: PaymentRow[] = []
  for (const { event, at } of events) {
    if (event.type === 'InvoiceIssued') invoices.push(invoiceRow(event, at))
    else payments.push(paymentRow(event, at))
  }
  return { invoices, payments }
}

/** What the payments applied, summed per invoice: what each invoice's `paid` grows by. */
export function paidByInvoice(payments: readonly Pick<PaymentRow, 'applied'>[]): Map<number, number> {
  const paid = new Map<number, number>()
  for (const { applied } of payments) {
    for (const a of applied) paid.set(a.invoiceNumber, (paid.get(a.invoiceNumber) ?? 0) + a.amountCents)
  }
  return paid
}
