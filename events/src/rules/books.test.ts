import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { EventOf } from '../catalogue/events.ts'
import {
  agingOf,
  applyPayment,
  balanceCents,
  daysPastDue,
  dueDateFor,
  emptyLedger,
  evolveLedger,
  invoiceTotals,
  type Ledger,
  type LedgerEvent,
  lineTaxCents,
  openInvoices,
} from './books.ts'
import { addDays } from './delivery.ts'

const invoice = (invoiceNumber: number, issueDate: string, dueDate: string, totalCents: number) =>
  ({
    type: 'InvoiceIssued',
    data: { invoiceNumber, orderId: invoiceNumber, issueDate, dueDate, totalCents },
  }) as unknown as EventOf<'InvoiceIssued'>

const payment = (ledger: Ledger, amountCents: number, chosen: number[] | null = null): LedgerEvent => {
  const { applied, unappliedCents } = applyPayment(ledger, amountCents, chosen)
  return {
    type: 'PaymentRecorded',
    data: {
      paymentId: '7c0c1d2e-0000-4000-8000-000000000037',
      customerId: 1,
      amountCents,
      receivedOn: '2026-12-01',
      method: 'check',
      reference: '',
      applied,
      unappliedCents,
    },
  }
}

const fold = (events: LedgerEvent[]) => events.reduce(evolveLedger, emptyLedger)
const sum = (aging: ReturnType<typeof agingOf>) => Object.values(aging).reduce((a, b) => a + b, 0)

describe('terms and due dates', () => {
  it('COD is due on the invoice date', () => {
    expect(dueDateFor('2026-12-01', { kind: 'cod' })).toBe('2026-12-01')
  })

  it('net days cross month ends, year ends and leap days', () => {
    expect(dueDateFor('2026-01-31', { kind: 'net', days: 30 })).toBe('2026-03-02')
    expect(dueDateFor('2026-12-15', { kind: 'net', days: 30 })).toBe('2027-01-14')
    expect(dueDateFor('2028-02-20', { kind: 'net', days: 10 })).toBe('2028-03-01')
    expect(dueDateFor('2026-11-30', { kind: 'net', days: 7 })).toBe('2026-12-07')
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09') // a DST change in the US is no day shorter
  })
})

describe('tax', () => {
  it('rounds each line half up, and the invoice adds the lines', () => {
    // 8.875 % of $10.01 is 88.83875 cents: 89.
    expect(lineTaxCents(1001, true, 8875)).toBe(89)
    // 5 % of 10 cents is exactly half a cent: up.
    expect(lineTaxCents(10, true, 5000)).toBe(1)
    expect(lineTaxCents(1001, false, 8875)).toBe(0)
    const lines = [1001, 1001, 1001].map((a) => ({ amountCents: a, taxCents: lineTaxCents(a, true, 8875) }))
    // Per line: 3 x 89 = 267; on the invoice's subtotal it would have been 266.5 -> 267 too, but
    // at 3 x $0.10 and 5 %: per line 3 x 1 = 3, per invoice 1.5 -> 2. Lines are what we keep.
    expect(invoiceTotals(lines)).toEqual({ subtotalCents: 3003, taxCents: 267, totalCents: 3270 })
    expect(
      invoiceTotals([10, 10, 10].map((a) => ({ amountCents: a, taxCents: lineTaxCents(a, true, 5000) }))),
    ).toEqual({ subtotalCents: 30, taxCents: 3, totalCents: 33 })
  })
})

describe('payments', () => {
  const issued = fold([
    invoice(1, '2026-10-01', '2026-10-31', 10_000),
    invoice(2, '2026-11-01', '2026-12-01', 5_000),
  ])

  it('go to the oldest open invoice first, a part payment leaving it open', () => {
    const ledger = fold([...replayOf(issued), payment(issued, 12_000)])
    expect(openInvoices(ledger).map((i) => [i.invoiceNumber, i.totalCents - i.paidCents])).toEqual([
      [2, 3_000],
    ])
    expect(balanceCents(ledger)).toBe(3_000)
  })

  it('go to the invoices chosen, in the order chosen', () => {
    expect(applyPayment(issued, 6_000, [2, 1]).applied).toEqual([
      { invoiceNumber: 2, amountCents: 5_000 },
      { invoiceNumber: 1, amountCents: 1_000 },
    ])
    expect(() => applyPayment(issued, 6_000, [3])).toThrow('Invoice 3 is not open on this account.')
    expect(() => applyPayment(issued, 6_000, [1, 1])).toThrow('An invoice is named twice.')
  })

  it('an over-payment stays on account as a credit, in the current bucket', () => {
    const ledger = fold([...replayOf(issued), payment(issued, 20_000)])
    expect(balanceCents(ledger)).toBe(-5_000)
    expect(ledger.unappliedCents).toBe(5_000)
    expect(agingOf(ledger, '2026-12-01').currentCents).toBe(-5_000)
    expect(openInvoices(ledger)).toEqual([])
  })

  it('aging puts each open amount by how late it is', () => {
    expect(agingOf(issued, '2026-12-01')).toEqual({
      currentCents: 5_000,
      days1to30Cents: 0,
      days31to60Cents: 10_000,
      days61to90Cents: 0,
      over90Cents: 0,
    })
    expect(daysPastDue(issued, '2026-12-01')).toBe(31)
    expect(daysPastDue(fold([]), '2026-12-01')).toBe(0)
  })
})

/** The events that folded into a ledger, rebuilt for a test that extends it (invoices only). */
function replayOf(ledger: Ledger): LedgerEvent[] {
  return ledger.invoices.map((i) => invoice(i.invoiceNumber, i.issueDate, i.dueDate, i.totalCents))
}

describe('the balance, whatever happened', () => {
  type Step =
    | { kind: 'invoice'; cents: number; terms: number }
    | { kind: 'payment'; cents: number; pick: boolean }
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('invoice' as const),
      cents: fc.integer({ min: 1, max: 500_000 }),
      terms: fc.integer({ min: 0, max: 120 }),
    }),
    fc.record({
      kind: fc.constant('payment' as const),
      cents: fc.integer({ min: 1, max: 500_000 }),
      pick: fc.boolean(),
    }),
  )

  it('is invoices less payments, the buckets sum to it, and a replay to any point agrees', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.integer({ min: 0, max: 400 }), (steps, asOfDay) => {
        const events: LedgerEvent[] = []
        let ledger = emptyLedger
        const prefixes: Ledger[] = [ledger]
        steps.forEach((s, day) => {
          const date = addDays('2026-01-01', day * 3)
          let event: LedgerEvent
          if (s.kind === 'invoice') {
            event = invoice(events.length + 1, date, addDays(date, s.terms), s.cents)
          } else {
            const open = openInvoices(ledger)
            const chosen = s.pick && open.length > 0 ? [open.at(-1)!.invoiceNumber] : null
            event = payment(ledger, s.cents, chosen)
          }
          events.push(event)
          ledger = evolveLedger(ledger, event)
          prefixes.push(ledger)
        })
        const invoiced = events.reduce((a, e) => a + (e.type === 'InvoiceIssued' ? e.data.totalCents : 0), 0)
        const paid = events.reduce((a, e) => a + (e.type === 'PaymentRecorded' ? e.data.amountCents : 0), 0)
        expect(balanceCents(ledger)).toBe(invoiced - paid)
        const asOf = addDays('2026-01-01', asOfDay)
        expect(sum(agingOf(ledger, asOf))).toBe(balanceCents(ledger))
        for (const i of ledger.invoices) expect(i.paidCents).toBeLessThanOrEqual(i.totalCents)
        prefixes.forEach((prefix, n) => {
          const replayed = fold(events.slice(0, n))
          expect(replayed).toEqual(prefix)
          expect(sum(agingOf(replayed, asOf))).toBe(balanceCents(replayed))
        })
      }),
    )
  })
})
