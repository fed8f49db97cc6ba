import { type DomainEvent, priceChangeId } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, useSliceSpec } from '../shared/sliceSpec.ts'

const customer = { id: 950, role: 'customer' } as const
const otherCustomer = { id: 951, role: 'customer' } as const
const admin = { id: 900, role: 'admin' } as const
const auditor = { id: 902, role: 'auditor' } as const

/** The id of the event that re-priced the customer's line, and of the other customer's. */
let ownEventId: string
let otherEventId: string

const spec = useSliceSpec(async () => {
  await spec.givenAccounts(admin, auditor, customer, otherCustomer)
  for (const c of [customer, otherCustomer]) {
    await spec.given(`customer-${c.id}`, given.priced(c.id, 'BEEF-01', 1250, 1310))
  }
  ownEventId = (await spec.deps.store.readStream('customer-950'))[0]!.id
  otherEventId = (await spec.deps.store.readStream('customer-951'))[0]!.id
})

const negotiated = (productId: string, newPriceCents: number) =>
  given.priced(customer.id, productId, null, newPriceCents)
/** The product created at `to` cents (from null), or its default price moved from `from` to `to`. */
const product = (productId: string, from: number | null, to: number): DomainEvent => {
  const fields = {
    name: productId,
    description: '',
    categoryId: null,
    unitType: 'quantity',
    packsPerCase: 12,
  } as const
  return from === null
    ? { type: 'ProductCreated', data: { productId, ...fields, priceCents: to } }
    : {
        type: 'ProductUpdated',
        data: { productId, before: { ...fields, priceCents: from }, after: { ...fields, priceCents: to } },
      }
}

const dismiss = (as: { id: number; role: 'customer' | 'admin' | 'auditor' }, id: string) =>
  spec.request(as, 'POST', `/api/price-changes/${encodeURIComponent(id)}/dismiss`)

describe('priceChanges slice: given streams, a request, the new events', () => {
  it('a customer dismisses its change once; the second time appends nothing', async () => {
    const id = priceChangeId(950, ownEventId)
    expect(await dismiss(customer, id)).toEqual({ status: 200, body: { id, dismissed: true } })
    expect(spec.newEvents()).toEqual([
      {
        stream: 'price-changes-950',
        type: 'PriceChangeDismissed',
        data: { customerId: 950, productId: 'BEEF-01', changeId: id },
      },
    ])
    expect((await dismiss(customer, id)).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it("another customer's change, or an event that is no price change, answers 404", async () => {
    // The other customer's id, and this customer's id wrapped around the other's event.
    for (const id of [priceChangeId(951, otherEventId), priceChangeId(950, otherEventId)]) {
      expect(await dismiss(customer, id)).toEqual({ status: 404, body: { error: 'Price change not found.' } })
    }
    const unknownEvent = priceChangeId(950, '00000000-0000-4000-8000-000000000000')
    expect((await dismiss(customer, unknownEvent)).status).toBe(404)
    expect(spec.newEvents()).toEqual([])
  })

  it('an older change, once a newer one of the product moved the price, answers 409 and changes nothing', async () => {
    // Two re-pricings of one line: the customer dismisses the newer, then the older from a tab
    // opened before it; the older must not take the newer's dismissal away.
    await spec.given(`customer-${customer.id}`, negotiated('PORK-02', 900), negotiated('PORK-02', 950))
    const [older, newer] = (await spec.deps.store.readStream('customer-950')).slice(-2).map((e) => e.id)
    const newerId = priceChangeId(950, newer!)
    expect((await dismiss(customer, newerId)).status).toBe(200)
    expect(await dismiss(customer, priceChangeId(950, older!))).toEqual({
      status: 409,
      body: {
        error: 'A newer price change of this product replaced this one.',
        code: 'PRICE_CHANGE_SUPERSEDED',
      },
    })
    expect(spec.newEvents()).toEqual([])
    // The newer one is still dismissed, and dismissing it again answers as before.
    expect((await dismiss(customer, newerId)).status).toBe(200)
    expect(spec.newEvents()).toEqual([])
  })

  it("a default price change answers 404 where the customer's negotiated line set its price", async () => {
    await spec.given('product-EGGS-30', product('EGGS-30', null, 400))
    await spec.given(`customer-${customer.id}`, negotiated('EGGS-30', 500))
    await spec.given('product-EGGS-30', product('EGGS-30', 400, 450))
    const underLine = (await spec.deps.store.readStream('product-EGGS-30')).at(-1)!.id
    expect(await dismiss(customer, priceChangeId(950, underLine))).toEqual({
      status: 404,
      body: { error: 'Price change not found.' },
    })
    expect(spec.newEvents()).toEqual([])
    // Where no line overrides it, the default price is the customer's, and so is its change.
    await spec.given('product-MILK-01', product('MILK-01', null, 300), product('MILK-01', 300, 320))
    const defaultMove = (await spec.deps.store.readStream('product-MILK-01')).at(-1)!.id
    expect((await dismiss(customer, priceChangeId(950, defaultMove))).status).toBe(200)
    expect(spec.newEvents()).toEqual([
      {
        stream: 'price-changes-950',
        type: 'PriceChangeDismissed',
        data: { customerId: 950, productId: 'MILK-01', changeId: priceChangeId(950, defaultMove) },
      },
    ])
  })

  it('a malformed id answers 400 with its code', async () => {
    for (const id of [
      'abc',
      '950',
      `0-${ownEventId}`,
      `950-${ownEventId}x`,
      `${'9'.repeat(11)}-${ownEventId}`,
    ]) {
      expect(await dismiss(customer, id)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PRICE_CHANGE_ID' },
      })
    }
  })

  it('staff and auditors may not dismiss; strangers must sign in', async () => {
    const id = priceChangeId(950, ownEventId)
    expect((await dismiss(admin, id)).status).toBe(403)
    expect((await dismiss(auditor, id)).status).toBe(403)
    expect((await spec.request(null, 'POST', `/api/price-changes/${id}/dismiss`)).status).toBe(401)
    expect(spec.newEvents()).toEqual([])
  })
})
