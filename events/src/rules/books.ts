import type { InvoiceLine, PaymentTerms } from '../catalogue/bookEvents.ts'
import type { EventOf } from '../catalogue/events.ts'
import { invalid } from '../domainError.ts'
import { addDays, daysBetween } from './delivery.ts'

/**
 * The books' rules (issue 37), pure so that the command side decides with them, the query side
 * projects with them and the history replays with them, and all three agree to the cent.
 */

/** COD is due on the invoice date; net N days N calendar days after it. */
export function dueDateFor(issueDate: string, terms: PaymentTerms): string {
  return terms.kind === 'cod' ? issueDate : addDays(issueDate, terms.days)
}

export function describeTerms(terms: PaymentTerms): string {
  return terms.kind === 'cod' ? 'COD' : `Net ${terms.days}`
}

/**
 * One line's sales tax: its amount times the rate (thousandths of a percent), rounded half up
 * on the line. The invoice's tax is the sum of its lines' (docs/decisions.md says why).
 */
export function lineTaxCents(amountCents: number, taxable: boolean, taxRateMilliPercent: number): number {
  if (!taxable || taxRateMilliPercent === 0) return 0
  return Math.floor((amountCents * taxRateMilliPercent + 50_000) / 100_000)
}

export function invoiceTotals(lines: readonly Pick<InvoiceLine, 'amountCents' | 'taxCents'>[]): {
  subtotalCents: number
  taxCents: number
  totalCents: number
} {
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0)
  const taxCents = lines.reduce((sum, l) => sum + l.taxCents, 0)
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents }
}

export type LedgerEvent = EventOf<'InvoiceIssued' | 'PaymentRecorded'>

export interface LedgerInvoice {
  invoiceNumber: number
  orderId: number
  issueDate: string
  dueDate: string
  totalCents: number
  paidCents: number
}

/** A customer's ledger folded: its invoices in issue order and the money it has paid. */
export interface Ledger {
  invoices: readonly LedgerInvoice[]
  invoicedCents: number
  paidCents: number
  /** Money received and not applied to an invoice: a credit on account. */
  unappliedCents: number
}

export const emptyLedger: Ledger = { invoices: [], invoicedCents: 0, paidCents: 0, unappliedCents: 0 }

export function evolveLedger(ledger: Ledger, event: LedgerEvent): Ledger {
  switch (event.type) {
    case 'InvoiceIssued': {
      const { invoiceNumber, orderId, issueDate, dueDate, totalCents } = event.data
      return {
        ...ledger,
        invoices: [
          ...ledger.invoices,
          { invoiceNumber, orderId, issueDate, dueDate, totalCents, paidCents: 0 },
        ],
        invoicedCents: ledger.invoicedCents + totalCents,
      }
    }
    case 'PaymentRecorded': {
      const applied = new Map(event.data.applied.map((a) => [a.invoiceNumber, a.amountCents]))
      return {
        invoices: ledger.invoices.map((i) =>
          applied.has(i.invoiceNumber) ? { ...i, paidCents: i.paidCents + applied.get(i.invoiceNumber)! } : i,
        ),
        invoicedCents: ledger.invoicedCents,
        paidCents: ledger.paidCents + event.data.amountCents,
        unappliedCents: ledger.unappliedCents + event.data.unappliedCents,
      }
    }
  }
}

/** What the customer owes: invoiced less paid; negative when it has paid ahead. */
export function balanceCents(ledger: Ledger): number {
  return ledger.invoicedCents - ledger.paidCents
}

export function openCents(invoice: LedgerInvoice): number {
  return invoice.totalCents - invoice.paidCents
}

/** Invoices with something left to pay, oldest first: by due date, then by number. */
export function openInvoices(ledger: Ledger): LedgerInvoice[] {
  return ledger.invoices
    .filter((i) => openCents(i) > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber - b.invoiceNumber)
}

export interface PaymentApplication {
  applied: { invoiceNumber: number; amountCents: number }[]
  unappliedCents: number
}

/**
 * Where a payment goes: to the invoices named, in the order named, else to the open invoices
 * oldest first; each takes at most what is open on it, and what is left stays on account.
 */
export function applyPayment(
  ledger: Ledger,
  amountCents: number,
  chosen: readonly number[] | null,
): PaymentApplication {
  const open = openInvoices(ledger)
  let targets = open
  if (chosen) {
    if (new Set(chosen).size !== chosen.length) throw invalid('An invoice is named twice.')
    targets = chosen.map((n) => {
      const invoice = open.find((i) => i.invoiceNumber === n)
      if (!invoice) throw invalid(`Invoice ${n} is not open on this account.`)
      return invoice
    })
  }
  let left = amountCents
  const applied: PaymentApplication['applied'] = []
  for (const invoice of targets) {
    if (left === 0) break
    const amount = Math.min(left, openCents(invoice))
    applied.push({ invoiceNumber: invoice.invoiceNumber, amountCents: amount })
    left -= amount
  }
  return { applied, unappliedCents: left }
}

/** Aging buckets: `current` is not yet due (and carries any credit on account, as a negative). */
export interface Aging {
  currentCents: number
  days1to30Cents: number
  days31to60Cents: number
  days61to90Cents: number
  over90Cents: number
}

/** The open amounts by days past due on `asOf`; the buckets always sum to the balance. */
export function agingOf(ledger: Ledger, asOf: string): Aging {
  const aging: Aging = {
    currentCents: -ledger.unappliedCents,
    days1to30Cents: 0,
    days31to60Cents: 0,
    days61to90Cents: 0,
    over90Cents: 0,
  }
  for (const invoice of ledger.invoices) {
    const open = openCents(invoice)
    if (open === 0) continue
    const late = daysBetween(invoice.dueDate, asOf)
    if (late <= 0) aging.currentCents += open
    else if (late <= 30) aging.days1to30Cents += open
    else if (late <= 60) aging.days31to60Cents += open
    else if (late <= 90) aging.days61to90Cents += open
    else aging.over90Cents += open
  }
  return aging
}

/** How many days the oldest open invoice is past due on `asOf`; 0 when none is. */
export function daysPastDue(ledger: Ledger, asOf: string): number {
  return ledger.invoices.reduce(
    (most, i) => (openCents(i) > 0 ? Math.max(most, daysBetween(i.dueDate, asOf)) : most),
    0,
  )
}
