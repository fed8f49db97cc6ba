import { describe, expect, it } from 'vitest'
import { useProjectionSpec } from '../projections/projectionSpec.ts'
import { catalogueProjection } from './projection.ts'

const spec = useProjectionSpec(catalogueProjection)

const fields = {
  name: 'Olive oil',
  description: 'Extra virgin',
  categoryId: 3,
  unitType: 'quantity',
  packsPerCase: 6,
  priceCents: 900,
} as const

describe('catalogue read model: given events, the rows', () => {
  it("a product's soft limit is set by an update and cleared by the next (absent: none)", async () => {
    const limited = { ...fields, warnAbove: 120 }
    await spec.given('product-LIM', [
      { type: 'ProductCreated', data: { productId: 'LIM', ...fields } },
      { type: 'ProductUpdated', data: { productId: 'LIM', before: fields, after: limited } },
    ])
    const limitOf = async () => {
      const row = (await spec.rows('rm_products', 'id')).find((r) => r.id === 'LIM')
      return row ? row.warn_above : 'gone'
    }
    expect(await limitOf()).toBe('120.00')
    await spec.given('product-LIM', [
      { type: 'ProductUpdated', data: { productId: 'LIM', before: limited, after: fields } },
    ])
    expect(await limitOf()).toBeNull()
    await spec.given('product-LIM', [
      { type: 'ProductDeleted', data: { productId: 'LIM', name: 'Olive oil' } },
    ])
  })

  it('categories and products as they stand, prices in dollars', async () => {
    await spec.given('category-3', [
      { type: 'CategoryCreated', data: { categoryId: 3, name: 'Pantry' } },
      { type: 'CategoryRenamed', data: { categoryId: 3, oldName: 'Pantry', newName: 'Dry goods' } },
    ])
    await spec.given('product-OIL', [
      { type: 'ProductCreated', data: { productId: 'OIL', ...fields } },
      {
        type: 'ProductUpdated',
        data: { productId: 'OIL', before: fields, after: { ...fields, priceCents: 950 } },
      },
    ])
    expect(await spec.rows('rm_categories', 'id')).toEqual([{ id: 3, name: 'Dry goods' }])
    expect(await spec.rows('rm_products', 'id')).toEqual([
      {
        id: 'OIL',
        name: 'Olive oil',
        description: 'Extra virgin',
        category_id: 3,
        unit_type: 'quantity',
        packs_per_case: 6,
        price: '9.50',
        warn_above: null,
        taxable: false,
        substitutes: [],
      },
    ])
  })

  it('a product is taxable as its latest fields say (absent: not taxable)', async () => {
    const taxed = { ...fields, taxable: true }
    const taxableOf = async () => (await spec.rows('rm_products', 'id')).find((r) => r.id === 'NAP')?.taxable
    await spec.given('product-NAP', [{ type: 'ProductCreated', data: { productId: 'NAP', ...taxed } }])
    expect(await taxableOf()).toBe(true)
    await spec.given('product-NAP', [
      { type: 'ProductUpdated', data: { productId: 'NAP', before: taxed, after: fields } },
    ])
    expect(await taxableOf()).toBe(false)
    await spec.given('product-NAP', [
      { type: 'ProductDeleted', data: { productId: 'NAP', name: 'Olive oil' } },
    ])
  })

  it('a deleted category leaves its products under Other; a deleted product leaves the list', async () => {
    await spec.given('category-3', [{ type: 'CategoryDeleted', data: { categoryId: 3, name: 'Dry goods' } }])
    expect(await spec.rows('rm_categories', 'id')).toEqual([])
    expect(await spec.rows('rm_products', 'id')).toMatchObject([{ id: 'OIL', category_id: null }])
    await spec.given('product-OIL', [
      { type: 'ProductDeleted', data: { productId: 'OIL', name: 'Olive oil' } },
    ])
    expect(await spec.rows('rm_products', 'id')).toEqual([])
  })
})
