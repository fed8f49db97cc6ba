import { describe, expect, it } from 'vitest'
import { given, givenBlueDoor, people, useSliceSpec } from '../shared/sliceSpec.ts'
import { saltLine } from './orderScene.testing.ts'

const { admin, rep, otherRep, auditor, customer } = people

// Blue Door (the rep's) ordered 2 packs of salt, allowing a substitute, and 1 of olive oil, not.
const spec = useSliceSpec(async () => {
  await givenBlueDoor(spec, { OIL: 750, FLAKE: 340 })
  await spec.given('product-SALT-01', given.product('SALT-01', 300, 'Sea salt'))
  await spec.given('product-FLAKE', given.product('FLAKE', 500, 'Flaky salt'))
  await spec.given('product-GREY', given.product('GREY', 450, 'Grey salt'))
  for (const id of ['SALT-01', 'OIL']) {
    await spec.given(`product-${id}`, {
      type: 'ProductSubstitutesSet',
      data: { productId: id, substitutes: ['FLAKE', 'GREY'] },
    })
  }
  const oil = {
    ...saltLine,
    productId: 'OIL',
    name: 'Olive oil',
    quantity: 1,
    unitPriceCents: 750,
    lineTotalCents: 750,
  }
  await spec.given('order-501', {
    type: 'OrderPlaced',
    data: {
      orderId: 501,
      customerId: 950,
      salesUserId: rep.id,
      lines: [{ ...saltLine, substituteAllowed: true }, oil],
      totalCents: 1300,
      idempotencyKey: null,
    },
  })
})

type Who = (typeof people)[keyof typeof people]
const fulfil = (as: Who, body: unknown, id = '501') =>
  spec.request<{ error?: string; code?: string; finalTotal?: number; items?: unknown[] }>(
    as,
    'PATCH',
    `/api/orders/${id}/fulfill`,
    body,
  )
const flake = (quantity: number, extra: Record<string, unknown> = {}) => ({
  shipped: [
    {
      productId: 'SALT-01',
      quantity: 0,
      substitute: { productId: 'FLAKE', quantityType: 'pack', quantity, ...extra },
    },
  ],
})

describe('PATCH /api/orders/{id}/fulfill with a substitute: given the order, a request, the new events', () => {
  it('refused: the auditor, the customer, another rep (not found); bad input 400; nothing appended', async () => {
    expect((await fulfil(auditor, flake(2))).status).toBe(403)
    expect((await fulfil(customer, flake(2))).status).toBe(403)
    expect((await fulfil(otherRep, flake(2))).status).toBe(404)
    expect((await fulfil(admin, flake(2), '__proto__')).status).toBe(404)
    for (const bad of [
      flake(-1),
      flake(1, { unitPriceCents: 1 }),
      flake(Number.NaN),
      flake(1, { quantityType: 'box' }),
    ]) {
      expect((await fulfil(admin, bad)).status).toBe(400)
    }
    expect(spec.newEvents()).toEqual([])
  })

  it('409: not a named substitute, a deleted one, a line the customer did not allow', async () => {
    const asked = (productId: string, line = 'SALT-01') => ({
      shipped: [
        { productId: line, quantity: 0, substitute: { productId, quantityType: 'pack', quantity: 1 } },
      ],
    })
    expect(await fulfil(admin, asked('OIL'))).toMatchObject({
      status: 409,
      body: { code: 'NOT_A_SUBSTITUTE', error: 'OIL is not a named substitute for Sea salt.' },
    })
    expect(await fulfil(admin, asked('__proto__'))).toMatchObject({
      status: 409,
      body: { code: 'NOT_A_SUBSTITUTE' },
    })
    expect(await fulfil(admin, asked('FLAKE', 'OIL'))).toMatchObject({
      status: 409,
      body: {
        code: 'SUBSTITUTE_NOT_ALLOWED',
        error: 'The customer did not allow a substitute for Olive oil.',
      },
    })
    await spec.given('product-GREY', {
      type: 'ProductDeleted',
      data: { productId: 'GREY', name: 'Grey salt' },
    })
    expect(await fulfil(admin, asked('GREY'))).toMatchObject({
      status: 409,
      body: { code: 'NOT_A_SUBSTITUTE' },
    })
    expect(spec.newEvents()).toEqual([])
  })

  it("the owning rep ships it at the customer's negotiated price; the answer names it", async () => {
    const answer = await fulfil(rep, flake(2))
    expect(answer).toMatchObject({
      status: 200,
      body: {
        finalTotal: 6.8 + 7.5,
        items: [
          {
            productId: 'SALT-01',
            shippedQuantity: 0,
            substitute: { productId: 'FLAKE', unitPrice: 3.4, lineTotal: 6.8 },
          },
          { productId: 'OIL', shippedQuantity: 1 },
        ],
      },
    })
    expect(spec.newEvents()).toMatchObject([
      {
        stream: 'order-501',
        type: 'OrderFulfilled',
        data: {
          shipped: [{ substitute: { productId: 'FLAKE', unitPriceCents: 340, lineTotalCents: 680 } }, {}],
        },
      },
      // Issue 37: the invoice lists the substitute as a line of its own, after the line it stood in for.
      { stream: 'invoice-numbers', type: 'InvoiceNumberTaken', data: { orderId: 501 } },
      {
        stream: 'ledger-950',
        type: 'InvoiceIssued',
        data: {
          lines: [
            { productId: 'SALT-01', quantity: 0, amountCents: 0 },
            { productId: 'FLAKE', quantity: 2, amountCents: 680, substituteFor: 'SALT-01' },
            { productId: 'OIL', quantity: 1, amountCents: 750 },
          ],
          totalCents: 1430,
        },
      },
    ])
  })
})
