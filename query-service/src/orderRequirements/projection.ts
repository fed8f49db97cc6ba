import { fromCents } from '@provender/events'
import type { Knex } from 'knex'
import { settingRowsProjection } from '../projections/settingRows.ts'

/**
 * rm_order_requirements: each customer's PO-number rule, minimum order and substitute default;
 * a deleted customer's go.
 */
export const orderRequirementsProjection = settingRowsProjection({
  name: 'order-requirements',
  streams: ['orderRequirements'],
  table: 'rm_order_requirements',
  key: 'customer_id',
  set: 'OrderRequirementsSet',
  row: ({ customerId, poNumberRequired, minimumOrderCents, substitutesAllowed }) => ({
    customer_id: customerId,
    po_number_required: poNumberRequired,
    minimum_order: minimumOrderCents === null ? null : fromCents(minimumOrderCents),
    substitutes_allowed: substitutesAllowed ?? false,
  }),
  removedBy: 'CustomerDeleted',
  keyOfRemoved: ({ customerId }) => customerId,
})

export interface OrderRequirements {
  poNumberRequired: boolean
  /** In dollars; null: no minimum. */
  minimumOrder: number | null
  /** Where a line of the customer's says nothing, whether a substitute may ship for it. */
  substitutesAllowed: boolean
}

export const NO_ORDER_REQUIREMENTS: OrderRequirements = {
  poNumberRequired: false,
  minimumOrder: null,
  substitutesAllowed: false,
}

/** A customer's requirements as the read model has them; nothing asked when never set. */
export async function orderRequirementsOf(knex: Knex, customerId: number): Promise<OrderRequirements> {
  const row = await knex('rm_order_requirements')
    .where({ customer_id: customerId })
    .first<
      { po_number_required: boolean; minimum_order: string | null; substitutes_allowed: boolean } | undefined
    >()
  if (!row) return NO_ORDER_REQUIREMENTS
  return {
    poNumberRequired: row.po_number_required,
    minimumOrder: row.minimum_order === null ? null : Number(row.minimum_order),
    substitutesAllowed: row.substitutes_allowed,
  }
}
