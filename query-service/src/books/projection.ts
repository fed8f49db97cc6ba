import { assertNever, defineProjection } from '../projections/projection.ts'
import { billingRow, ledgerRun } from './rule.ts'
import { forgetCustomer, writeBilling, writeLedgerRun } from './storage.ts'

const at = (metadata: { occurredAt: string }) => new Date(metadata.occurredAt).toISOString()

/**
 * rm_billing, rm_invoices and rm_payments (issue 37). The ledger's events come in runs (a
 * rebuild is mostly invoices), written a run at a time; a profile set and a customer deleted
 * one at a time. The invoice numbers' own stream tells nothing an invoice does not.
 */
export const booksProjection = defineProjection({
  name: 'books',
  handles: ['CustomerBillingSet', 'InvoiceIssued', 'PaymentRecorded', 'CustomerDeleted'],
  streams: ['billing', 'ledger', 'invoiceNumbers'],
  ignores: ['InvoiceNumberTaken'],
  runs: {
    of: ['InvoiceIssued', 'PaymentRecorded'],
    async apply(trx, events) {
      const { invoices, payments } = ledgerRun(events.map((e) => ({ event: e.event, at: at(e.metadata) })))
      await writeLedgerRun(trx, invoices, payments)
    },
  },
  async apply(trx, { event, metadata }) {
    switch (event.type) {
      case 'CustomerBillingSet':
        return writeBilling(trx, billingRow(event, at(metadata)))
      case 'CustomerDeleted':
        return forgetCustomer(trx, event.data.customerId)
      default:
        assertNever(event)
    }
  },
})
