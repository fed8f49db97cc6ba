import { randomUUID } from 'node:crypto'
import { type DomainEvent, type EventStore, type Role, streams } from '@provender/events'
import { envelope } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { orderAggregate } from '../orders/order.ts'
import { saltLine } from '../orders/orderScene.testing.ts'
import { load } from '../shared/commandHandler.ts'
import { given, givenBlueDoor, people, useSliceSpec } from '../shared/sliceSpec.ts'
import { billingRequest } from './books.testing.ts'
import { fulfilWithInvoice } from './fulfilWithInvoice.ts'

const { admin, rep } = people
const CUSTOMERS = [950, 960, 961, 962, 963]

const line = (productId: string, name: string, quantity: number, unitPriceCents: number) => ({
  ...saltLine,
  productId,
  name,
  quantity,
  unitPriceCents,
  lineTotalCents: quantity * unitPriceCents,
})

/** Order `orderId` for `customerId`: 2 packs of napkins (taxable, 1.99) and 1 of oil (7.50). */
const placed = (orderId: number, customerId: number): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    customerId,
    salesUserId: rep.id,
    lines: [line('NAP', 'Napkins', 2, 199), line('OIL', 'Olive oil', 1, 750)],
    totalCents: 1148,
    idempotencyKey: null,
    deliveryDate: '2026-11-27',
    poNumber: orderId === 1001 ? 'PO-1001' : '',
  },
})

const spec = useSliceSpec(
  async () => {
    await givenBlueDoor(spec)
    await spec.given(
      'product-NAP',
      { ...given.product('NAP', 199, 'Napkins') },
      {
        type: 'ProductUpdated',
        data: {
          productId: 'NAP',
          before: { ...(given.product('NAP', 199, 'Napkins').data as object) } as never,
          after: {
            name: 'Napkins',
            description: '',
            categoryId: null,
            unitType: 'quantity',
            packsPerCase: 6,
            priceCents: 199,
            taxable: true,
          },
        },
      },
    )
    for (const customerId of CUSTOMERS.slice(1)) {
      await spec.givenCustomer({
        customerId,
        businessName: `Kitchen ${customerId}`,
        accountNumber: `K-${customerId}`,
        salesUserId: rep.id,
      })
    }
    for (let i = 0; i < 53; i++) await spec.given(`order-${1001 + i}`, placed(1001 + i, CUSTOMERS[i % 5]!))
    expect((await spec.request(admin, 'PUT', '/api/customers/950/billing', billingRequest)).status).toBe(200)
  },
  { DISTRIBUTOR_NAME: 'Harbor Provisions', DISTRIBUTOR_ADDRESS: '9 Pier Rd|Portland, ME 04101' },
)

const fulfil = (orderId: number, as: { id: number; role: Role } = rep) =>
  spec.request<{ invoiceNumber: number | null; fulfilled: boolean }>(
    as,
    'PATCH',
    `/api/orders/${orderId}/fulfill`,
  )

describe('PATCH /api/orders/:id/fulfill issues the invoice in the same append', () => {
  it('50 concurrent fulfilments of 50 orders take invoice numbers 1..50, each once, each its order’s', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => 1001 + i)
    const answers = await Promise.all(ids.map((id) => fulfil(id)))
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200))
    const series = (await spec.deps.store.readStream(streams.invoiceNumbers())).map((e) => e.event.data)
    expect(series.map((t) => (t as { invoiceNumber: number }).invoiceNumber)).toEqual(
      ids.map((_, i) => i + 1),
    )
    for (const [i, id] of ids.entries()) {
      const number = answers[i]!.body.invoiceNumber
      expect(series[number! - 1]).toEqual({
        invoiceNumber: number,
        customerId: CUSTOMERS[i % 5],
        orderId: id,
      })
    }
    // Every append held its three events, and each ledger names the same numbers.
    expect(spec.newAppends().map((a) => a.map((e) => e.type))).toEqual(
      ids.map(() => ['OrderFulfilled', 'InvoiceNumberTaken', 'InvoiceIssued']),
    )
    const issued = spec.newEvents().filter((e) => e.type === 'InvoiceIssued')
    expect(new Set(issued.map((e) => (e.data as { invoiceNumber: number }).invoiceNumber)).size).toBe(50)
  })

  it('the invoice copies the profile, the seller, the Chicago date and taxes the taxable line', async () => {
    // 04:30 UTC on the 25th is still the 24th in Chicago.
    spec.clock.now = new Date('2026-11-25T04:30:00Z')
    const answer = await fulfil(1051, admin)
    expect(answer).toMatchObject({ status: 200, body: { fulfilled: true, invoiceNumber: 51 } })
    const [invoice] = spec.newEvents().filter((e) => e.type === 'InvoiceIssued')
    expect(invoice).toMatchObject({
      stream: 'ledger-950',
      data: {
        invoiceNumber: 51,
        orderId: 1051,
        issueDate: '2026-11-24',
        dueDate: '2026-12-24',
        seller: { name: 'Harbor Provisions', addressLines: ['9 Pier Rd', 'Portland, ME 04101'] },
        billTo: { businessName: 'Blue Door', accountNumber: 'BD-1', address: billingRequest.billTo },
        shipTo: { label: 'Kitchen door' },
        taxRateMilliPercent: 5500,
        lines: [
          { productId: 'NAP', amountCents: 398, taxable: true, taxCents: 22 },
          { productId: 'OIL', amountCents: 750, taxable: false, taxCents: 0 },
        ],
        subtotalCents: 1148,
        taxCents: 22,
        totalCents: 1170,
      },
    })
  })

  it('a double tap issues one invoice: the repeat answers the same number and appends nothing', async () => {
    const invoicesOf1052 = async () =>
      (await spec.deps.store.readStream(streams.ledger(960))).filter(
        (e) => e.event.type === 'InvoiceIssued' && e.event.data.orderId === 1052,
      )
    const [a, b] = await Promise.all([fulfil(1052), fulfil(1052)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect([a.body.invoiceNumber, b.body.invoiceNumber]).toEqual([52, 52])
    expect(await invoicesOf1052()).toHaveLength(1)
    expect((await fulfil(1052)).body.invoiceNumber).toBe(52)
    expect(spec.newEvents()).toEqual([])
    expect(await invoicesOf1052()).toHaveLength(1)
  })

  it('another process taking a number first is a conflict: the fulfilment retries and takes the next', async () => {
    let raced = false
    const calls: string[] = []
    const base = spec.deps.store
    // As a second replica would: between this one's read and its append, number 53 goes to order 9999.
    const store: EventStore = {
      ...base,
      readStream(...a) {
        calls.push('read')
        return base.readStream(...a)
      },
      readStreams(...a) {
        calls.push('read')
        return base.readStreams(...a)
      },
      append(...a) {
        calls.push('append')
        return base.append(...a)
      },
      async appendMany(appends) {
        calls.push('append')
        if (!raced) {
          raced = true
          const taken = {
            type: 'InvoiceNumberTaken',
            data: { invoiceNumber: 53, customerId: 960, orderId: 9999 },
          }
          await base.append(streams.invoiceNumbers(), 51, [envelope(taken as DomainEvent, new Date())])
        }
        return base.appendMany(appends)
      },
    }
    const { state: order } = await load(base, streams.order(1053), orderAggregate)
    const ctx = {
      actor: { id: admin.id, role: admin.role },
      correlationId: randomUUID(),
      now: spec.clock.now,
    }
    const command = {
      type: 'FulfilOrder',
      fulfilledBy: admin.id,
      shipped: null,
      tolerancePercent: 10,
    } as const
    const result = await fulfilWithInvoice({ store, settings: spec.deps.settings }, ctx, order, command)
    expect(result.invoiceNumber).toBe(54)
    // Each attempt: one read of every stream it needs, one atomic append.
    expect(calls).toEqual(['read', 'append', 'read', 'append'])
    const series = await base.readStream(streams.invoiceNumbers())
    expect(series.slice(-2).map((e) => e.event.data)).toEqual([
      { invoiceNumber: 53, customerId: 960, orderId: 9999 },
      { invoiceNumber: 54, customerId: 961, orderId: 1053 },
    ])
  })
})
