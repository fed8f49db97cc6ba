import { describe, expect, it } from 'vitest'
import { billingRow, invoiceRow, ledgerRun, paidByInvoice } from './rule.ts'
import { billingSet, invoiceIssued, paymentRecorded } from './testEvents.ts'

const AT = '2026-12-01T14:00:00.000Z'
const P1 = '00000000-0000-4000-8000-000000000001'
const P2 = '00000000-0000-4000-8000-000000000002'

describe('the books’ rows, given events', () => {
  it('a profile set is the whole row, as of when it was recorded', () => {
    const event = billingSet(7, { taxExemptCertificate: 'EX-1', creditLimitCents: null })
    if (event.type !== 'CustomerBillingSet') throw new Error('not a profile')
    expect(billingRow(event, AT)).toEqual({
      customerId: 7,
      billTo: event.data.billTo,
      shipTos: event.data.shipTos,
      terms: { kind: 'net', days: 30 },
      taxExemptCertificate: 'EX-1',
      creditLimitCents: null,
      updatedAt: AT,
    })
  })

  it('an invoice keeps its figures, the name it was issued to, and the whole event', () => {
    const event = invoiceIssued(12, 7, 40_000)
    expect(invoiceRow(event, AT)).toEqual({
      invoiceNumber: 12,
      customerId: 7,
      orderId: 5012,
      businessName: 'Blue Door Bistro',
      issueDate: '2026-10-30',
      dueDate: '2026-11-29',
      subtotalCents: 40_000,
      taxCents: 2200,
      totalCents: 42_200,
      snapshot: event.data,
      issuedAt: AT,
    })
  })

  it('a run splits into invoices and payments in log order; paid sums per invoice', () => {
    // Two invoices, each followed by a payment; the second pays both off and leaves a credit.
    const first = [invoiceIssued(12, 7, 40_000), paymentRecorded(P1, 7, 10_000, [[12, 10_000]])]
    const second = [
      invoiceIssued(13, 7, 20_000),
      paymentRecorded(P2, 7, 60_000, [
        [12, 32_200],
        [13, 21_100],
      ]),
    ]
    const run = [...first, ...second].map((event) => ({ event, at: AT }))
    const { invoices, payments } = ledgerRun(run)
    expect(invoices.map((i) => i.invoiceNumber)).toEqual([12, 13])
    expect(payments.map((p) => [p.paymentId, p.unappliedCents])).toEqual([
      [P1, 0],
      [P2, 6700],
    ])
    expect(paidByInvoice(payments)).toEqual(
      new Map([
        [12, 42_200],
        [13, 21_100],
      ]),
    )
  })
})
