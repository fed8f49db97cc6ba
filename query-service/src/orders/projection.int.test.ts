import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProjectionSpec, SPEC_MOMENT, startProjectionSpec } from '../projections/projectionSpec.ts'
import { ordersProjection } from './projection.ts'

let spec: ProjectionSpec
beforeAll(async () => {
  spec = await startProjectionSpec(ordersProjection)
})
afterAll(() => spec?.stop())

const line = {
  productId: 'OIL',
  name: 'Olive oil',
  unitType: 'quantity',
  packsPerCase: 6,
  quantityType: 'case',
  quantity: 2,
  unitPriceCents: 750,
  lineTotalCents: 9000,
} as const

describe('orders read model: given events, the rows', () => {
  it('an order keeps the name and price each line was sold at, with stable line ids', async () => {
    // The customer and its rep come first: the list sorts and searches orders by their names.
    await spec.given('user-2', [
      {
        type: 'UserRegistered',
        data: {
          userId: 2,
          role: 'sales',
          firstName: 'Sam',
          lastName: 'Reyes',
          email: 'sam@provender.test',
          phone: '3125550100',
          passwordHash: 'x',
          passwordChanged: true,
        },
      },
    ])
    await spec.given('customer-4', [
      {
        type: 'CustomerRegistered',
        data: { customerId: 4, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 2 },
      },
    ])
    await spec.given('order-12', [
      {
        type: 'OrderPlaced',
        data: {
          orderId: 12,
          customerId: 4,
          salesUserId: 2,
          lines: [line],
          totalCents: 9000,
          idempotencyKey: null,
        },
      },
    ])
    expect(await spec.rows('rm_orders', 'id')).toEqual([
      {
        id: 12,
        customer_id: 4,
        created_at: SPEC_MOMENT,
        fulfilled: false,
        fulfilled_at: null,
        total: '90.00',
        sales_user_id: 2,
        customer_key: 'blue door',
        rep_key: 'sam reyes',
        placed_by_user_id: null,
        placed_by_name: null,
        placed_outside_window: false,
      },
    ])
    // Counts are kept per customer, so a list page never counts every order.
    expect(await spec.rows('rm_order_customers', 'customer_id')).toMatchObject([
      { customer_id: 4, sales_user_id: 2, open_count: 1, fulfilled_count: 0 },
    ])
    expect(await spec.rows('rm_order_items', 'id')).toEqual([
      {
        id: '12001',
        order_id: 12,
        line_no: 1,
        product_id: 'OIL',
        product_name: 'Olive oil',
        unit_type: 'quantity',
        packs_per_case: 6,
        quantity: '2.00',
        quantity_type: 'case',
        sell_price: '7.50',
        line_total: '90.00',
      },
    ])
  })

  it('fulfilment is recorded once, at the moment it happened', async () => {
    const later = new Date('2026-11-25T09:00:00Z')
    await spec.given('order-12', [{ type: 'OrderFulfilled', data: { orderId: 12, fulfilledBy: 2 } }], later)
    expect(await spec.rows('rm_orders', 'id')).toMatchObject([
      { id: 12, fulfilled: true, fulfilled_at: later },
    ])
    expect(await spec.rows('rm_order_customers', 'customer_id')).toMatchObject([
      { customer_id: 4, open_count: 0, fulfilled_count: 1 },
    ])
  })

  it('a phone order keeps who placed it and that it was placed outside the window', async () => {
    await spec.given('order-13', [
      {
        type: 'OrderPlaced',
        data: {
          orderId: 13,
          customerId: 4,
          salesUserId: 2,
          lines: [line],
          totalCents: 9000,
          idempotencyKey: 'phone-1',
          placedBy: { userId: 2, name: 'Sam Reyes' },
          placedOutsideWindow: true,
        },
      },
    ])
    expect(await spec.rows('rm_orders', 'id')).toMatchObject([
      { id: 12, placed_by_user_id: null, placed_by_name: null, placed_outside_window: false },
      {
        id: 13,
        customer_id: 4,
        fulfilled: false,
        total: '90.00',
        placed_by_user_id: 2,
        placed_by_name: 'Sam Reyes',
        placed_outside_window: true,
      },
    ])
    expect(await spec.rows('rm_order_customers', 'customer_id')).toMatchObject([
      { customer_id: 4, open_count: 1, fulfilled_count: 1 },
    ])
  })

  it("a deleted customer's orders leave the read model", async () => {
    await spec.given('customer-4', [{ type: 'CustomerDeleted', data: { customerId: 4 } }])
    expect(await spec.rows('rm_orders', 'id')).toEqual([])
    expect(await spec.rows('rm_order_items', 'id')).toEqual([])
  })
})
