import type { DomainEvent } from '@provender/events'
import { describe, expect, it } from 'vitest'
import {
  itRebuildsTheSameRows,
  SPEC_MOMENT,
  type SpecHistory,
  useProjectionSpec,
} from '../projections/projectionSpec.ts'
import { NO_ORDER_REQUIREMENTS, orderRequirementsOf, orderRequirementsProjection } from './projection.ts'

const set = (
  customerId: number,
  poNumberRequired: boolean,
  minimumOrderCents: number | null,
  substitutesAllowed?: boolean,
): DomainEvent => ({
  type: 'OrderRequirementsSet',
  data: {
    customerId,
    poNumberRequired,
    minimumOrderCents,
    ...(substitutesAllowed === undefined ? {} : { substitutesAllowed }),
  },
})
const deleted = (customerId: number): DomainEvent => ({ type: 'CustomerDeleted', data: { customerId } })

describe('order requirements read model: given events, the rows', () => {
  const spec = useProjectionSpec(orderRequirementsProjection)

  it('asks nothing of a customer never set, and keeps each one’s latest', async () => {
    expect(await orderRequirementsOf(spec.knex, 4)).toEqual(NO_ORDER_REQUIREMENTS)
    await spec.given('order-requirements-4', [set(4, true, 15000), set(4, true, 12550)])
    await spec.given('order-requirements-5', [set(5, false, null, true)])
    expect(await orderRequirementsOf(spec.knex, 4)).toEqual({
      poNumberRequired: true,
      minimumOrder: 125.5,
      substitutesAllowed: false,
    })
    // Its substitute default, for the apps to start each line's "Substitute OK" from.
    expect(await orderRequirementsOf(spec.knex, 5)).toEqual({
      poNumberRequired: false,
      minimumOrder: null,
      substitutesAllowed: true,
    })
  })

  it('a deleted customer’s requirements go with it', async () => {
    await spec.given('customer-4', [deleted(4)])
    expect(await orderRequirementsOf(spec.knex, 4)).toEqual(NO_ORDER_REQUIREMENTS)
    expect((await spec.rows('rm_order_requirements', 'customer_id')).map((r) => r.customer_id)).toEqual([5])
  })
})

describe('order requirements read model: a rebuild gives the same rows', () => {
  const history: SpecHistory = [
    ['order-requirements-4', [set(4, true, 15000)], SPEC_MOMENT],
    ['order-requirements-6', [set(6, false, 5000, true), set(6, true, null, false)], SPEC_MOMENT],
    ['order-requirements-7', [set(7, false, null, true)], SPEC_MOMENT],
    ['customer-4', [deleted(4)], SPEC_MOMENT],
  ]
  itRebuildsTheSameRows(
    orderRequirementsProjection,
    history,
    (of) => of.rows('rm_order_requirements', 'customer_id'),
    {
      title: 'the latest requirements of each customer still here',
      check: (rows) =>
        expect(rows).toEqual([
          { customer_id: 6, po_number_required: true, minimum_order: null, substitutes_allowed: false },
          { customer_id: 7, po_number_required: false, minimum_order: null, substitutes_allowed: true },
        ]),
    },
  )
})
