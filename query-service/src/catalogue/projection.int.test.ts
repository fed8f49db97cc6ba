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
      },
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
