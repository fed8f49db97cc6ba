import type { DomainEvent } from '@provender/events'
import { describe, expect } from 'vitest'
import { itRebuildsTheSameRows, SPEC_MOMENT, type SpecHistory } from '../projections/projectionSpec.ts'
import { catalogueProjection } from './projection.ts'

const fields = {
  description: '',
  categoryId: null,
  unitType: 'quantity',
  packsPerCase: 12,
  priceCents: 700,
} as const

const created = (productId: string, name: string): DomainEvent => ({
  type: 'ProductCreated',
  data: { productId, name, ...fields },
})

const history: SpecHistory = [
  ['product-CREAM', [created('CREAM', 'Heavy cream')], SPEC_MOMENT],
  ['product-HALF', [created('HALF', 'Half and half')], SPEC_MOMENT],
  ['product-LIGHT', [created('LIGHT', 'Light cream')], SPEC_MOMENT],
  [
    'product-CREAM',
    [
      { type: 'ProductSubstitutesSet', data: { productId: 'CREAM', substitutes: ['HALF', 'LIGHT'] } },
      { type: 'ProductSubstitutesSet', data: { productId: 'CREAM', substitutes: ['LIGHT', 'HALF'] } },
    ],
    SPEC_MOMENT,
  ],
  [
    'product-LIGHT',
    [{ type: 'ProductSubstitutesSet', data: { productId: 'LIGHT', substitutes: ['HALF'] } }],
    SPEC_MOMENT,
  ],
  // A deleted substitute leaves every list it was on; the rest keep their order.
  [
    'product-HALF',
    [{ type: 'ProductDeleted', data: { productId: 'HALF', name: 'Half and half' } }],
    SPEC_MOMENT,
  ],
]

describe('catalogue read model: substitutes, given events, the rows', () => {
  itRebuildsTheSameRows(
    catalogueProjection,
    history,
    (spec) => spec.rows('rm_products', 'id').then((rows) => rows.map((r) => [r.id, r.substitutes])),
    {
      title: 'the last list set, in its order, without deleted products',
      check: (rows) =>
        expect(rows).toEqual([
          ['CREAM', ['LIGHT']],
          ['LIGHT', []],
        ]),
    },
  )
})
