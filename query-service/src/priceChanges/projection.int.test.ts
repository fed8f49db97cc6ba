import type { ProductFields } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { useProjectionSpec } from '../projections/projectionSpec.ts'
import { priceChangesProjection } from './projection.ts'
import {
  created,
  day,
  eggs,
  lastEventId,
  placed,
  priced,
  removed,
  ribeye,
  salmon,
  updated,
} from './testEvents.ts'

const spec = useProjectionSpec(priceChangesProjection)

const changes = async () =>
  (await spec.rows('rm_price_changes', ['customer_id', 'product_id'])).map((r) => ({
    customer: r.customer_id,
    product: r.product_id,
    unit: r.quantity_type,
    order: r.order_id,
    paid: Number(r.paid_cents),
    now: Number(r.current_cents),
    change: r.change_id,
    at: r.changed_at,
    dismissed: r.dismissed_change_id,
  }))

describe('price changes read model: given events, the rows', () => {
  it('an order records what was paid per product, in the unit bought (a case at its packs)', async () => {
    await spec.given('product-RIB', [created('RIB', ribeye)])
    await spec.given('product-EGG', [created('EGG', eggs)])
    await spec.given('product-SAL', [created('SAL', salmon)])
    await spec.given('customer-4', [priced(4, 'RIB', 1250)])
    await spec.given(
      'order-1',
      [
        placed(1, 4, [
          ['RIB', 'Ribeye', 'case', 1250],
          ['EGG', 'Eggs', 'pack', 300],
          ['SAL', 'Salmon', 'weight', 900],
        ]),
      ],
      day(-10),
    )
    await spec.given('order-2', [placed(2, 5, [['EGG', 'Eggs', 'pack', 300]])], day(-9))
    const base = { change: null, at: null, dismissed: null }
    expect(await changes()).toEqual([
      { customer: 4, product: 'EGG', unit: 'pack', order: 1, paid: 300, now: 300, ...base },
      { customer: 4, product: 'RIB', unit: 'case', order: 1, paid: 5000, now: 5000, ...base },
      { customer: 4, product: 'SAL', unit: 'weight', order: 1, paid: 900, now: 900, ...base },
      { customer: 5, product: 'EGG', unit: 'pack', order: 2, paid: 300, now: 300, ...base },
    ])
  })

  it('a negotiated price up, and a default price down, are changes named by their events', async () => {
    await spec.given('customer-4', [priced(4, 'RIB', 1310)], day(-3))
    const up = `4-${await lastEventId('customer-4', spec)}`
    await spec.given('product-EGG', [updated('EGG', eggs, { ...eggs, priceCents: 280 })], day(-2))
    const downId = await lastEventId('product-EGG', spec)
    // A renamed product, or a default price under a negotiated line, changes no price.
    await spec.given('product-SAL', [updated('SAL', salmon, { ...salmon, name: 'Salmon fillet' })], day(-2))
    await spec.given('product-RIB', [updated('RIB', ribeye, { ...ribeye, priceCents: 1100 })], day(-2))
    expect(await changes()).toMatchObject([
      { customer: 4, product: 'EGG', paid: 300, now: 280, change: `4-${downId}`, at: day(-2) },
      { customer: 4, product: 'RIB', paid: 5000, now: 5240, change: up, at: day(-3) },
      { customer: 4, product: 'SAL', paid: 900, now: 900, change: null },
      { customer: 5, product: 'EGG', paid: 300, now: 280, change: `5-${downId}`, at: day(-2) },
    ])
  })

  it('a dismissal hides that change only; a removed line falls back to the default, a new change', async () => {
    const rows = await changes()
    const dismissedId = rows.find((r) => r.customer === 4 && r.product === 'RIB')!.change as string
    await spec.given('price-changes-4', [
      { type: 'PriceChangeDismissed', data: { customerId: 4, productId: 'RIB', changeId: dismissedId } },
    ])
    expect((await changes()).find((r) => r.product === 'RIB')).toMatchObject({
      change: dismissedId,
      dismissed: dismissedId,
    })
    await spec.given('customer-4', [removed(4, 'RIB')], day(-1))
    const fallback = `4-${await lastEventId('customer-4', spec)}`
    expect((await changes()).find((r) => r.product === 'RIB')).toMatchObject({
      paid: 5000,
      now: 4400,
      change: fallback,
      at: day(-1),
      dismissed: dismissedId,
    })
  })

  it('a price back where it was paid is no change; a new order makes its price the one paid', async () => {
    await spec.given('customer-4', [priced(4, 'SAL', 850)], day(-1))
    expect((await changes()).find((r) => r.product === 'SAL')).toMatchObject({
      now: 850,
      change: expect.any(String),
    })
    await spec.given('customer-4', [removed(4, 'SAL')], day(-1))
    expect((await changes()).find((r) => r.product === 'SAL')).toMatchObject({
      now: 900,
      change: null,
      at: null,
    })
    await spec.given('order-3', [placed(3, 4, [['EGG', 'Eggs', 'pack', 280]])], day(0))
    expect((await changes()).find((r) => r.customer === 4 && r.product === 'EGG')).toMatchObject({
      order: 3,
      paid: 280,
      now: 280,
      change: null,
      at: null,
    })
  })

  it('an order whose price was decided just before a re-pricing keeps the change shown', async () => {
    // The re-pricing committed first; the order, decided on the old price, after it.
    await spec.given('customer-5', [priced(5, 'EGG', 310)], day(0))
    const repricing = `5-${await lastEventId('customer-5', spec)}`
    await spec.given('order-4', [placed(4, 5, [['EGG', 'Eggs', 'pack', 280]])], day(0))
    expect((await changes()).find((r) => r.customer === 5)).toMatchObject({
      order: 4,
      paid: 280,
      now: 310,
      change: repricing,
      at: day(0),
    })
  })

  it("a deleted product and a deleted customer leave no rows; other customers' lines stay apart", async () => {
    await spec.given('product-SAL', [
      { type: 'ProductDeleted', data: { productId: 'SAL', name: 'Salmon fillet' } },
    ])
    await spec.given('customer-5', [{ type: 'CustomerDeleted', data: { customerId: 5 } }])
    expect((await changes()).map((r) => `${r.customer}:${r.product}`)).toEqual(['4:EGG', '4:RIB'])
    expect(await spec.rows('rm_price_negotiated', ['customer_id', 'product_id'])).toEqual([])
    expect((await spec.rows('rm_price_defaults', 'product_id')).map((r) => r.product_id)).toEqual([
      'EGG',
      'RIB',
    ])
  })
})

const moves = async (customer: number) =>
  (await spec.rows('rm_price_moves', ['changed_at', 'change_id']))
    .filter((r) => r.customer_id === customer)
    .map((r) => ({
      product: r.product_id,
      unit: r.quantity_type,
      old: Number(r.old_cents),
      new: Number(r.new_cents),
      change: r.change_id,
      at: r.changed_at,
      dismissed: r.dismissed,
    }))

describe("price changes read model: every move of a customer's price, for the staff", () => {
  // The customer's card is "since your last order"; the staff's list is every move in a window,
  // which an order does not wipe out.
  const ham: ProductFields = { ...eggs, name: 'Ham', priceCents: 800 }

  it('keeps each move of a product it ordered, old -> new in the unit it bought, across its orders', async () => {
    await spec.given('product-HAM', [created('HAM', ham)], day(-30))
    await spec.given('customer-20', [priced(20, 'HAM', 900)], day(-30))
    // Before its first order of the product, a price move is nobody's change yet.
    await spec.given('customer-20', [priced(20, 'HAM', 910)], day(-25))
    await spec.given('order-30', [placed(30, 20, [['HAM', 'Ham', 'pack', 910]])], day(-20))
    await spec.given('customer-20', [priced(20, 'HAM', 950)], day(-6))
    const first = `20-${await lastEventId('customer-20', spec)}`
    await spec.given('order-31', [placed(31, 20, [['HAM', 'Ham', 'pack', 950]])], day(-4))
    await spec.given('customer-20', [priced(20, 'HAM', 1000)], day(-2))
    const second = `20-${await lastEventId('customer-20', spec)}`
    // A default price under the negotiated line moves nothing of this customer's.
    await spec.given('product-HAM', [updated('HAM', ham, { ...ham, priceCents: 850 })], day(-1))
    // The order reset the customer's own card; the staff's moves stay.
    expect((await changes()).find((r) => r.customer === 20)).toMatchObject({
      order: 31,
      paid: 950,
      now: 1000,
      change: second,
    })
    expect(await moves(20)).toEqual([
      { product: 'HAM', unit: 'pack', old: 910, new: 950, change: first, at: day(-6), dismissed: false },
      { product: 'HAM', unit: 'pack', old: 950, new: 1000, change: second, at: day(-2), dismissed: false },
    ])
  })

  it('marks the move the customer dismissed; a removed line falls back to the default, a move too', async () => {
    const [, second] = (await moves(20)).map((m) => m.change as string)
    await spec.given('price-changes-20', [
      { type: 'PriceChangeDismissed', data: { customerId: 20, productId: 'HAM', changeId: second! } },
    ])
    await spec.given('customer-20', [removed(20, 'HAM')], day(0))
    const fallback = `20-${await lastEventId('customer-20', spec)}`
    expect((await moves(20)).map((m) => [m.old, m.new, m.change, m.dismissed])).toEqual([
      [910, 950, expect.any(String), false],
      [950, 1000, second, true],
      [1000, 850, fallback, false],
    ])
  })

  it("a deleted customer's and a deleted product's moves go with them", async () => {
    await spec.given('product-HAM', [{ type: 'ProductDeleted', data: { productId: 'HAM', name: 'Ham' } }])
    expect(await moves(20)).toEqual([])
    expect((await spec.rows('rm_price_moves', 'change_id')).map((r) => r.customer_id)).not.toContain(5)
  })
})
