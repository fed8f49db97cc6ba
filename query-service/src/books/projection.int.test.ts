import { type DomainEvent, streams } from '@provender/events'
import { describe, expect, it } from 'vitest'
import {
  itRebuildsTheSameRows,
  SPEC_MOMENT,
  type SpecHistory,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { booksProjection } from './projection.ts'
import { billingSet, invoiceIssued, paymentRecorded } from './testEvents.ts'

const P1 = '00000000-0000-4000-8000-000000000001'
const P2 = '00000000-0000-4000-8000-000000000002'
const deleted = (customerId: number): DomainEvent => ({ type: 'CustomerDeleted', data: { customerId } })

describe('books read models: given events, the rows', () => {
  const spec = useProjectionSpec(booksProjection)

  it('a profile, invoices and a payment: paid and status follow what was applied', async () => {
    await spec.given(streams.billing(7), [billingSet(7), billingSet(7, { creditLimitCents: null })])
    await spec.given(streams.ledger(7), [
      invoiceIssued(12, 7, 40_000),
      invoiceIssued(13, 7, 20_000),
      paymentRecorded(P1, 7, 50_000, [
        [12, 42_200],
        [13, 7_800],
      ]),
    ])
    const billing = await spec.rows('rm_billing', 'customer_id')
    expect(billing).toHaveLength(1)
    expect(billing[0]).toMatchObject({ customer_id: 7, credit_limit: null, terms: { kind: 'net', days: 30 } })
    const invoices = await spec.rows('rm_invoices', 'number')
    expect(invoices.map((r) => [r.number, r.total, r.paid, r.status])).toEqual([
      [12, '422.00', '422.00', 'paid'],
      [13, '211.00', '78.00', 'open'],
    ])
    expect(invoices[0]?.snapshot).toEqual(invoiceIssued(12, 7, 40_000).data)
    const payments = await spec.rows('rm_payments', 'payment_id')
    expect(payments.map((r) => [r.amount, r.unapplied, r.applied])).toEqual([
      [
        '500.00',
        '0.00',
        [
          { invoiceNumber: 12, amountCents: 42_200 },
          { invoiceNumber: 13, amountCents: 7_800 },
        ],
      ],
    ])
  })

  it('a payment applied in a later batch adds to the invoice; a deleted customer leaves no row', async () => {
    await spec.given(streams.ledger(7), [paymentRecorded(P2, 7, 20_000, [[13, 13_300]])])
    expect((await spec.rows('rm_invoices', 'number')).map((r) => [r.number, r.paid, r.status])).toEqual([
      [12, '422.00', 'paid'],
      [13, '211.00', 'paid'],
    ])
    await spec.given(streams.billing(8), [billingSet(8)])
    await spec.given(streams.ledger(8), [invoiceIssued(14, 8, 1_000)])
    await spec.given(streams.customer(7), [deleted(7)])
    expect((await spec.rows('rm_billing', 'customer_id')).map((r) => r.customer_id)).toEqual([8])
    expect((await spec.rows('rm_invoices', 'number')).map((r) => r.number)).toEqual([14])
    expect(await spec.rows('rm_payments', 'payment_id')).toEqual([])
  })
})

describe('books read models: a rebuild gives the same rows', () => {
  const history: SpecHistory = [
    [streams.billing(7), [billingSet(7)], SPEC_MOMENT],
    [
      streams.ledger(7),
      [
        invoiceIssued(1, 7, 40_000),
        invoiceIssued(2, 7, 20_000),
        paymentRecorded(P1, 7, 30_000, [[1, 30_000]]),
        invoiceIssued(3, 7, 10_000),
        paymentRecorded(P2, 7, 50_000, [
          [1, 12_200],
          [2, 21_100],
        ]),
      ],
      SPEC_MOMENT,
    ],
    [streams.ledger(8), [invoiceIssued(4, 8, 5_000)], SPEC_MOMENT],
    [streams.customer(8), [deleted(8)], SPEC_MOMENT],
  ]
  itRebuildsTheSameRows(
    booksProjection,
    history,
    async (of) => ({
      billing: await of.rows('rm_billing', 'customer_id'),
      invoices: await of.rows('rm_invoices', 'number'),
      payments: await of.rows('rm_payments', 'payment_id'),
    }),
    {
      title: 'paid as applied, the deleted customer gone',
      check: (rows) => {
        expect(rows.invoices.map((r) => [r.number, r.paid, r.status])).toEqual([
          [1, '422.00', 'paid'],
          [2, '211.00', 'paid'],
          [3, '0.00', 'open'],
        ])
        expect(rows.payments).toHaveLength(2)
        expect(rows.billing).toHaveLength(1)
      },
    },
  )
})
