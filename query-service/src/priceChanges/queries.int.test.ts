import type { DomainEvent } from '@provender/events'
import { beforeAll, describe, expect, it } from 'vitest'
import { customersProjection } from '../customers/projection.ts'
import type { Projection } from '../projections/projection.ts'
import { SPEC_MOMENT, useProjectionSpec } from '../projections/projectionSpec.ts'
import { priceChangesProjection } from './projection.ts'
import { customerPriceChanges, recentPriceChanges } from './queries.ts'

/** The staff list reads the customers' names and owners from the customers read model. */
const customersAndPriceChanges: Projection = {
  name: 'customers-and-price-changes',
  handles: new Set([...customersProjection.handles, ...priceChangesProjection.handles]),
  async apply(trx, recorded) {
    await customersProjection.apply(trx, recorded)
    await priceChangesProjection.apply(trx, recorded)
  },
}

const spec = useProjectionSpec(customersAndPriceChanges)

const DAY = 24 * 60 * 60 * 1000
const day = (n: number) => new Date(SPEC_MOMENT.getTime() + n * DAY)
const admin = { id: 1, role: 'admin' } as const

const registered = (customerId: number, businessName: string, salesUserId: number): DomainEvent => ({
  type: 'CustomerRegistered',
  data: { customerId, businessName, accountNumber: `AC-${customerId}`, salesUserId },
})
const priced = (customerId: number, newPriceCents: number): DomainEvent => ({
  type: 'CustomerProductPriced',
  data: { customerId, productId: 'PORK', oldPriceCents: null, newPriceCents },
})
const placed = (orderId: number, customerId: number, unitPriceCents: number): DomainEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    customerId,
    salesUserId: 2,
    lines: [
      {
        productId: 'PORK',
        name: 'Pork loin',
        unitType: 'quantity',
        packsPerCase: null,
        quantityType: 'pack',
        quantity: 1,
        unitPriceCents,
        lineTotalCents: unitPriceCents,
      },
    ],
    totalCents: unitPriceCents,
    idempotencyKey: null,
  },
})

describe("the staff's price changes: every move in the window, the customer's card since its last order", () => {
  beforeAll(async () => {
    await spec.given(
      'product-PORK',
      [
        {
          type: 'ProductCreated',
          data: {
            productId: 'PORK',
            name: 'Pork loin',
            description: '',
            categoryId: null,
            unitType: 'quantity',
            packsPerCase: null,
            priceCents: 500,
          },
        },
      ],
      day(-30),
    )
    await spec.given('customer-40', [registered(40, 'Acme Diner', 2), priced(40, 600)], day(-30))
    await spec.given('customer-41', [registered(41, 'Zed Cafe', 3), priced(41, 610)], day(-30))
    await spec.given('order-50', [placed(50, 40, 600)], day(-20))
    await spec.given('order-51', [placed(51, 41, 610)], day(-20))
    await spec.given('customer-40', [priced(40, 620)], day(-10))
    await spec.given('customer-40', [priced(40, 650)], day(-5))
    // The customer orders at the new price: its own card starts again from here.
    await spec.given('order-52', [placed(52, 40, 650)], day(-3))
    await spec.given('customer-40', [priced(40, 640)], day(-1))
  })

  it('lists every move of the window, before and after an order, old -> new, the latest first', async () => {
    const [entry, ...others] = await recentPriceChanges(spec.knex, admin, day(-7))
    expect(others).toEqual([])
    expect(entry).toMatchObject({ customerId: 40, businessName: 'Acme Diner', totalDifference: 0.2 })
    expect(
      entry!.changes.map((c) => [
        c.productName,
        c.oldPrice,
        c.newPrice,
        c.difference,
        c.changedAt,
        c.dismissed,
      ]),
    ).toEqual([
      ['Pork loin', 6.5, 6.4, -0.1, day(-1).toISOString(), false],
      ['Pork loin', 6.2, 6.5, 0.3, day(-5).toISOString(), false],
    ])
    // A wider window reaches the older move too.
    const wider = await recentPriceChanges(spec.knex, admin, day(-14))
    expect(wider[0]!.changes.map((c) => [c.oldPrice, c.newPrice])).toEqual([
      [6.5, 6.4],
      [6.2, 6.5],
      [6, 6.2],
    ])
  })

  it("a rep sees only its own customers' moves", async () => {
    expect(
      (await recentPriceChanges(spec.knex, { id: 2, role: 'sales' }, day(-7))).map((c) => c.customerId),
    ).toEqual([40])
    expect(await recentPriceChanges(spec.knex, { id: 3, role: 'sales' }, day(-7))).toEqual([])
  })

  it("the customer's own card is what changed since its last order", async () => {
    expect(
      (await customerPriceChanges(spec.knex, 40)).map((c) => [c.oldPrice, c.newPrice, c.orderId]),
    ).toEqual([[6.5, 6.4, 52]])
  })
})
