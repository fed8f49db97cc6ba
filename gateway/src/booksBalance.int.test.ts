import { type DomainEvent, streams } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { billingSet } from '../../query-service/src/books/testEvents.ts'
import { A, B, BLUE, C, PAYMENT, useBooksStack } from './testing/books.ts'

/**
 * Payments, balances now and as of an instant, the issued invoice's PDF and a deleted customer,
 * over HTTP (issue 37): see testing/books.ts for the ledger.
 */
const { users, append, get, status, state, expectDocumentedAnswers } = useBooksStack()
const { admin, sam, blueDoor, greenleaf, auditor } = users

interface Balance {
  asOf: string
  balance: number
  unapplied: number
  aging: Record<string, number>
  openInvoices: { invoiceNumber: number; open: number; daysPastDue: number }[]
}
const agingSum = (b: Balance) => Math.round(Object.values(b.aging).reduce((s, v) => s + v, 0) * 100) / 100

describe('payments and balances', () => {
  it('lists the payments with what each paid', async () => {
    expect((await get(blueDoor, `/api/customers/${C}/payments`)).status).toBe(404)
    expect((await get(sam, `/api/customers/${C}/payments`)).body).toEqual({
      payments: [
        {
          paymentId: PAYMENT,
          amount: 300,
          receivedOn: '2026-12-03',
          method: 'check',
          reference: 'Check 1042',
          applied: [{ invoiceNumber: A, amount: 300 }],
          unapplied: 0,
          recordedAt: '2026-12-03T16:00:00.000Z',
        },
      ],
    })
  })

  it('the balance now is invoiced less paid, aged on today’s date; the buckets sum to it', async () => {
    const now = await get<Balance>(sam, `/api/customers/${C}/balance`)
    expect(now.body).toEqual({
      customerId: C,
      asOf: '2026-12-04',
      balance: 333,
      unapplied: 0,
      aging: { current: 211, days1to30: 122, days31to60: 0, days61to90: 0, over90: 0 },
      openInvoices: [
        {
          invoiceNumber: A,
          orderId: 5000 + A,
          issueDate: '2026-10-30',
          dueDate: '2026-11-29',
          total: 422,
          open: 122,
          daysPastDue: 5,
        },
        {
          invoiceNumber: B,
          orderId: 5000 + B,
          issueDate: '2026-11-20',
          dueDate: '2026-12-20',
          total: 211,
          open: 211,
          daysPastDue: 0,
        },
      ],
    })
    expect(agingSum(now.body)).toBe(now.body.balance)
    // Replayed from the log as of now, the same answer as the read models give.
    const replayed = await get<Balance>(sam, `/api/customers/${C}/balance?asOf=2026-12-04T18:00:00Z`)
    expect(replayed.body).toEqual(now.body)
  })

  it('as of an instant before the payment, the balance then, aged on that day in the distributor’s zone', async () => {
    // 2 December, 00:00 UTC is still 1 December in Chicago.
    const before = await get<Balance>(auditor, `/api/customers/${C}/balance?asOf=2026-12-02T00:00:00Z`)
    expect(before.body).toMatchObject({
      asOf: '2026-12-01',
      balance: 633,
      aging: { current: 211, days1to30: 422, days31to60: 0, days61to90: 0, over90: 0 },
    })
    expect(agingSum(before.body)).toBe(633)
    const first = await get<Balance>(admin, `/api/customers/${C}/balance?asOf=2026-10-31T23:59:00-05:00`)
    expect(first.body).toMatchObject({ asOf: '2026-10-31', balance: 422, aging: { current: 422 } })
    const empty = await get<Balance>(admin, `/api/customers/${C}/balance?asOf=2026-01-01T00:00:00Z`)
    expect(empty.body).toMatchObject({ balance: 0, openInvoices: [] })
  })

  it('an instant after now is answered as of now; an unreadable one is 400', async () => {
    const now = await get<Balance>(sam, `/api/customers/${C}/balance`)
    const future = await get<Balance>(sam, `/api/customers/${C}/balance?asOf=2999-01-01T00:00:00Z`)
    expect(future.body).toEqual(now.body)
    for (const asOf of ['yesterday', '2026-12-01', '2026-02-30T00:00:00Z', '99999-01-01T00:00:00Z', '1e20']) {
      const answer = await get(sam, `/api/customers/${C}/balance?asOf=${asOf}`)
      expect(answer.status, asOf).toBe(400)
    }
    expect(await status(greenleaf, `/api/customers/${C}/balance`)).toBe(404)
  })
})

describe('the issued invoice’s PDF', () => {
  it('is the same bytes every time, and after the customer is renamed and its profile changed', async () => {
    const first = await sam.client.download(`/api/invoices/${A}/invoice.pdf`)
    expect([first.status, first.type]).toEqual([200, 'application/pdf'])
    expect(first.disposition).toBe(`inline; filename="invoice-${A}.pdf"`)
    expect((await blueDoor.client.download(`/api/invoices/${A}/invoice.pdf`)).status).toBe(404)
    const again = await admin.client.download(`/api/invoices/${A}/invoice.pdf`)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    const renamed: DomainEvent = {
      type: 'CustomerDetailsUpdated',
      data: {
        customerId: C,
        before: { businessName: 'Ledger Test Bistro', accountNumber: 'LT-1' },
        after: { businessName: 'Renamed Bistro', accountNumber: 'LT-2' },
      },
    }
    await append(streams.customer(C), [renamed], '2026-12-04T17:00:00Z')
    const moved = {
      line1: '99 New Rd',
      line2: 'Suite 4',
      city: 'Bangor',
      region: 'ME',
      postalCode: '04401',
      country: 'US',
    }
    await append(
      streams.billing(C),
      [billingSet(C, { billTo: moved, taxExemptCertificate: 'EX-9' })],
      '2026-12-04T17:01:00Z',
    )
    const after = await sam.client.download(`/api/invoices/${A}/invoice.pdf`)
    expect(after.bytes.equals(first.bytes)).toBe(true)
    expect((await get(sam, `/api/customers/${C}/billing`)).body).toMatchObject({ billTo: moved })
  })

  it('the order’s invoice.pdf serves the issued invoice once it has one', async () => {
    const issued = await blueDoor.client.download(`/api/invoices/${BLUE}/invoice.pdf`)
    const viaOrder = await blueDoor.client.download(`/api/orders/${state.blueDoorOrderId}/invoice.pdf`)
    expect([viaOrder.status, viaOrder.disposition]).toEqual([200, `inline; filename="invoice-${BLUE}.pdf"`])
    expect(viaOrder.bytes.equals(issued.bytes)).toBe(true)
  })
})

describe('a deleted customer', () => {
  it('leaves the books’ reads; every answer as the OpenAPI document says', async () => {
    await append(
      streams.customer(C),
      [{ type: 'CustomerDeleted', data: { customerId: C } }],
      '2026-12-04T17:30:00Z',
    )
    expect(await status(admin, `/api/customers/${C}/billing`)).toBe(404)
    expect(await status(admin, `/api/invoices/${A}`)).toBe(404)
    expect((await get<{ total: number }>(admin, `/api/invoices?customerId=${C}`)).body.total).toBe(0)
    expectDocumentedAnswers()
  })
})
