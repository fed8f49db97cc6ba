import type { Availability, DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import {
  itRebuildsTheSameRows,
  SPEC_MOMENT,
  type SpecHistory,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { availabilityFrom, availabilityProjection } from './projection.ts'

const set = (productId: string, availability: Availability): DomainEvent => ({
  type: 'ProductAvailabilitySet',
  data: { productId, availability },
})
const out = (until: string | null): Availability => ({ status: 'out', until })
const limited: Availability = { status: 'limited', quantity: 4, unit: 'case', per: 'date' }

const rowsOf = async (knex: ReturnType<typeof useProjectionSpec>['knex']) =>
  (await knex('rm_product_availability').orderBy('product_id')).map((r) => ({
    productId: r.product_id as string,
    availability: availabilityFrom(r.availability),
  }))

describe('product availability read model: given events, the rows', () => {
  const spec = useProjectionSpec(availabilityProjection)

  it('keeps each product’s latest availability; one never set has no row (available)', async () => {
    await spec.given('availability-CREAM', [set('CREAM', limited), set('CREAM', out('2026-12-08'))])
    await spec.given('availability-BRIE', [set('BRIE', limited)])
    expect(await rowsOf(spec.knex)).toEqual([
      { productId: 'BRIE', availability: limited },
      { productId: 'CREAM', availability: out('2026-12-08') },
    ])
    expect(availabilityFrom(null)).toEqual({ status: 'available' })
  })
})

describe('product availability read model: a rebuild gives the same rows', () => {
  const history: SpecHistory = [
    ['availability-CREAM', [set('CREAM', out(null)), set('CREAM', { status: 'available' })], SPEC_MOMENT],
    ['availability-BRIE', [set('BRIE', limited)], SPEC_MOMENT],
  ]
  itRebuildsTheSameRows(
    availabilityProjection,
    history,
    (of) => of.rows('rm_product_availability', 'product_id'),
    {
      title: 'the latest availability of each product',
      check: (rows) => expect(rows).toHaveLength(2),
    },
  )
})
