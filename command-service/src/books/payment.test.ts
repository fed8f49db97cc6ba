import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { invoiceIssued } from './books.testing.ts'
import { ledgerAggregate } from './ledger.ts'
import { decidePayment, type RecordPayment } from './payment.ts'

const paymentId = '0b6c7f2e-8d1a-4c3b-9e5f-1a2b3c4d5e6f'
/** Given: invoice 12 (400.00, due 11-29) and invoice 15 (150.00, due 11-20, so the oldest). */
const ledger = given(
  ledgerAggregate,
  invoiceIssued(12, 40_000, '2026-11-29'),
  invoiceIssued(15, 15_000, '2026-11-20'),
)
const pay = (amountCents: number, invoiceNumbers: number[] | null = null): RecordPayment => ({
  type: 'RecordPayment',
  paymentId,
  customerId: 7,
  amountCents,
  receivedOn: '2026-12-03',
  method: 'check',
  reference: 'Check 1042',
  invoiceNumbers,
  today: '2026-12-04',
})
const applied = (command: RecordPayment) => {
  const [event] = decidePayment(command, ledger)
  if (event?.type !== 'PaymentRecorded') throw new Error('no payment recorded')
  return [event.data.applied.map((a) => [a.invoiceNumber, a.amountCents]), event.data.unappliedCents]
}

describe('record a payment: given the ledger, when paid, then PaymentRecorded', () => {
  it('records the payment whole, with its id, method and reference', () => {
    expect(decidePayment(pay(10_000), ledger)).toEqual([
      {
        type: 'PaymentRecorded',
        data: {
          paymentId,
          customerId: 7,
          amountCents: 10_000,
          receivedOn: '2026-12-03',
          method: 'check',
          reference: 'Check 1042',
          applied: [{ invoiceNumber: 15, amountCents: 10_000 }],
          unappliedCents: 0,
        },
      },
    ])
  })

  it('a part payment goes to the oldest due first and leaves it open', () => {
    expect(applied(pay(20_000))).toEqual([
      [
        [15, 15_000],
        [12, 5_000],
      ],
      0,
    ])
  })

  it('the exact balance pays every open invoice, nothing on account', () => {
    expect(applied(pay(55_000))).toEqual([
      [
        [15, 15_000],
        [12, 40_000],
      ],
      0,
    ])
  })

  it('an over-payment pays them all and leaves the rest on account', () => {
    expect(applied(pay(60_000))).toEqual([
      [
        [15, 15_000],
        [12, 40_000],
      ],
      5_000,
    ])
  })

  it('chosen invoices are paid in the order named', () => {
    expect(applied(pay(45_000, [12, 15]))).toEqual([
      [
        [12, 40_000],
        [15, 5_000],
      ],
      0,
    ])
  })

  it('a paid invoice is no longer open: naming it is refused', () => {
    const [paid] = decidePayment(pay(15_000, [15]), ledger)
    const after = given(
      ledgerAggregate,
      invoiceIssued(12, 40_000, '2026-11-29'),
      invoiceIssued(15, 15_000, '2026-11-20'),
      paid!,
    )
    expect(refusal(() => decidePayment(pay(100, [15]), after))).toMatchObject({
      kind: 'invalid',
      message: 'Invoice 15 is not open on this account.',
    })
    expect(refusal(() => decidePayment(pay(100, [99]), ledger))).toMatchObject({ kind: 'invalid' })
  })

  it('a payment received after today is refused, today is not', () => {
    expect(refusal(() => decidePayment({ ...pay(100), receivedOn: '2026-12-05' }, ledger))).toMatchObject({
      message: 'The payment cannot be received after today (2026-12-04).',
    })
    expect(decidePayment({ ...pay(100), receivedOn: '2026-12-04' }, ledger)).toHaveLength(1)
  })

  it('with nothing open the payment is all on account', () => {
    expect(decidePayment(pay(2_500), given(ledgerAggregate))).toMatchObject([
      { data: { applied: [], unappliedCents: 2_500 } },
    ])
  })
})
