import { type Role, streams } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { givenBlueDoor, people, useSliceSpec } from '../shared/sliceSpec.ts'
import { invoiceIssued } from './books.testing.ts'

const { admin, rep, otherRep, auditor, customer } = people

// Blue Door (950, the rep's) owes invoice 12 (400.00) and invoice 15 (150.00, the older due date).
const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec)
  const forBlueDoor = (e: ReturnType<typeof invoiceIssued>) =>
    ({ ...e, data: { ...e.data, customerId: 950 } }) as typeof e
  await spec.given(
    streams.ledger(950),
    forBlueDoor(invoiceIssued(12, 40_000, '2026-11-29')),
    forBlueDoor(invoiceIssued(15, 15_000, '2026-11-20')),
  )
})

const payment = {
  amount: 250,
  receivedOn: '2026-11-23',
  method: 'check',
  reference: 'Check 1042',
  invoiceNumbers: [12, 15],
}
const pay = (as: { id: number; role: Role }, body: unknown, headers?: Record<string, string>, id = '950') =>
  spec.request(as, 'POST', `/api/customers/${id}/payments`, body, headers)

describe('POST /api/customers/:id/payments', () => {
  it('the owning rep records a payment to the invoices named: 201 with where it went', async () => {
    const answer = await pay(rep, payment)
    expect(answer).toMatchObject({
      status: 201,
      body: { applied: [{ invoiceNumber: 12, amount: 250 }], unapplied: 0 },
    })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'ledger-950',
        type: 'PaymentRecorded',
        data: {
          paymentId: (answer.body as { paymentId: string }).paymentId,
          customerId: 950,
          amountCents: 25_000,
          receivedOn: '2026-11-23',
          method: 'check',
          reference: 'Check 1042',
          applied: [{ invoiceNumber: 12, amountCents: 25_000 }],
          unappliedCents: 0,
        },
      },
    ])
  })

  it('a double tap under one Idempotency-Key records one payment and answers it twice', async () => {
    const key = { 'Idempotency-Key': 'pay-7f3a' }
    const body = { amount: 200, receivedOn: '2026-11-24', method: 'ach' }
    const [a, b] = await Promise.all([pay(admin, body, key), pay(admin, body, key)])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body).toEqual(b.body)
    // Oldest due first: 150.00 closes invoice 15, 50.00 goes to invoice 12.
    expect(a.body).toMatchObject({
      applied: [
        { invoiceNumber: 15, amount: 150 },
        { invoiceNumber: 12, amount: 50 },
      ],
      unapplied: 0,
    })
    const ledger = await spec.deps.store.readStream(streams.ledger(950))
    expect(ledger.filter((e) => e.event.type === 'PaymentRecorded')).toHaveLength(2)
  })

  it('an over-payment leaves the rest on account; a paid invoice named again is a 400', async () => {
    const over = await pay(rep, { amount: 150.5, receivedOn: '2026-11-24', method: 'cash' })
    expect(over.body).toMatchObject({ applied: [{ invoiceNumber: 12, amount: 100 }], unapplied: 50.5 })
    const again = await pay(rep, { ...payment, invoiceNumbers: [15] })
    expect(again).toMatchObject({ status: 400, body: { error: 'Invoice 15 is not open on this account.' } })
    expect(spec.newEvents()).toEqual([])
  })

  it.each([
    ['no amount', { ...payment, amount: 0 }, /more than 0/],
    ['tenths of a cent', { ...payment, amount: 1.005 }, /two decimals/],
    ['a huge amount', { ...payment, amount: 1e308 }, /at most/],
    ['an unknown method', { ...payment, method: 'barter' }, /check, ach, card, cash, other/],
    ['a date after today', { ...payment, receivedOn: '2026-11-25' }, /after today \(2026-11-24\)/],
    ['not a date', { ...payment, receivedOn: '2026-02-30' }, /YYYY-MM-DD/],
    ['a long reference', { ...payment, reference: 'x'.repeat(61) }, /at most 60/],
    ['a reference with a line break', { ...payment, reference: 'a\nb' }, /line breaks/],
  ])('%s is a 400 with a clear message and records nothing', async (_case, body, message) => {
    const answer = await pay(rep, body)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toMatch(message)
    expect(spec.newEvents()).toEqual([])
  })

  it('another rep and a __proto__ id find no customer (404); auditors and customers may not write (403)', async () => {
    const tries = await Promise.all([
      pay(otherRep, payment),
      pay(admin, payment, undefined, '__proto__'),
      pay(auditor, payment),
      pay(customer, payment),
    ])
    expect(tries.map((t) => t.status)).toEqual([404, 404, 403, 403])
    expect(spec.newEvents()).toEqual([])
  })
})
