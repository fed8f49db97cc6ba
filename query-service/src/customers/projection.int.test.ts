import { describe, expect, it } from 'vitest'
import { SPEC_MOMENT, useProjectionSpec } from '../projections/projectionSpec.ts'
import { customersProjection } from './projection.ts'

const spec = useProjectionSpec(customersProjection)

const priced = (productId: string, oldPriceCents: number | null, newPriceCents: number) =>
  ({
    type: 'CustomerProductPriced',
    data: { customerId: 4, productId, oldPriceCents, newPriceCents },
  }) as const

describe('customers read model: given events, the rows', () => {
  it('a customer with its negotiated prices, favourites and stream revision as version', async () => {
    await spec.given('customer-4', [
      {
        type: 'CustomerRegistered',
        data: { customerId: 4, businessName: 'Blue Door', accountNumber: 'BD-1', salesUserId: 2 },
      },
      priced('LEM', null, 450),
      priced('OIL', null, 800),
      priced('LEM', 450, 425),
      { type: 'CustomerFavoriteAdded', data: { customerId: 4, productId: 'OIL' } },
      {
        type: 'CustomerTransferred',
        data: { customerId: 4, fromSalesUserId: 2, toSalesUserId: 3, reason: 'transfer' },
      },
    ])
    expect(await spec.rows('rm_customers', 'id')).toEqual([
      {
        id: 4,
        business_name: 'Blue Door',
        account_number: 'BD-1',
        sales_user_id: 3,
        created_at: SPEC_MOMENT,
        version: 5,
      },
    ])
    expect(await spec.rows('rm_customer_products', 'product_id')).toEqual([
      { customer_id: 4, product_id: 'LEM', price: '4.25' },
      { customer_id: 4, product_id: 'OIL', price: '8.00' },
    ])
    expect(await spec.rows('rm_favorites', 'product_id')).toEqual([{ customer_id: 4, product_id: 'OIL' }])
  })

  it('a removed line takes its favourite with it; a deleted product leaves every list', async () => {
    await spec.given('customer-4', [
      { type: 'CustomerProductRemoved', data: { customerId: 4, productId: 'OIL', oldPriceCents: 800 } },
    ])
    expect(await spec.rows('rm_favorites', 'product_id')).toEqual([])
    await spec.given('product-LEM', [{ type: 'ProductDeleted', data: { productId: 'LEM', name: 'Lemons' } }])
    expect(await spec.rows('rm_customer_products', 'product_id')).toEqual([])
  })

  it('a deleted customer leaves no row behind', async () => {
    await spec.given('customer-4', [
      priced('PEA', null, 100),
      { type: 'CustomerDeleted', data: { customerId: 4 } },
    ])
    expect(await spec.rows('rm_customers', 'id')).toEqual([])
    expect(await spec.rows('rm_customer_products', 'product_id')).toEqual([])
  })
})
