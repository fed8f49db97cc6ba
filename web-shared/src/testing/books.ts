import type { Balance, BillingProfile } from '../books/books.ts'

/** docs/books.md's example balance: one invoice 5 days past due, one current. */
export const sampleBalance: Balance = {
  customerId: 7,
  asOf: '2026-12-04',
  balance: 812.4,
  unapplied: 0,
  aging: { current: 500, days1to30: 312.4, days31to60: 0, days61to90: 0, over90: 0 },
  openInvoices: [
    {
      invoiceNumber: 12,
      orderId: 88,
      issueDate: '2026-10-30',
      dueDate: '2026-11-29',
      total: 400,
      open: 312.4,
      daysPastDue: 5,
    },
    {
      invoiceNumber: 15,
      orderId: 91,
      issueDate: '2026-12-01',
      dueDate: '2026-12-31',
      total: 500,
      open: 500,
      daysPastDue: 0,
    },
  ],
}

/** A customer never given a profile (docs/books.md): COD, and nothing else set. */
export const noProfile: BillingProfile = {
  ...{ billTo: null, taxExemptCertificate: null, creditLimit: null, updatedAt: null },
  customerId: 7,
  shipTos: [],
  terms: { kind: 'cod' },
  termsLabel: 'COD',
}
