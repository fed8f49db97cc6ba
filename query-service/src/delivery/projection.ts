import { assertNever, defineProjection } from '../projections/projection.ts'
import { applyClosureEvent } from './closureRows.ts'

/** The row key of a schedule: the company's, or one customer's own. */
export function scheduleKey(customerId: number | null): string {
  return customerId === null ? 'company' : `customer:${customerId}`
}

/**
 * rm_delivery_schedules, rm_closures and rm_closure_settings: the company's delivery days, each
 * customer's own, the closed days, and where a closure moves standing-order dates by default. A customer that follows the company's has no row, so a deleted customer's
 * row goes with it.
 */
export const deliveryProjection = defineProjection({
  name: 'delivery',
  handles: [
    'DeliveryScheduleSet',
    'ClosureAdded',
    'ClosureRemoved',
    'ClosureStandingMoveSet',
    'CustomerDeleted',
  ],
  streams: ['deliverySchedule', 'closures'],
  async apply(trx, { event }) {
    switch (event.type) {
      case 'DeliveryScheduleSet': {
        const { scope, customerId, days } = event.data
        const key = scheduleKey(scope === 'company' ? null : customerId)
        if (scope === 'customer' && days === null) {
          await trx('rm_delivery_schedules').where({ scope_key: key }).delete()
          return
        }
        await trx('rm_delivery_schedules')
          .insert({
            scope_key: key,
            customer_id: scope === 'company' ? null : customerId,
            days: days === null ? null : JSON.stringify(days),
          })
          .onConflict('scope_key')
          .merge()
        return
      }
      case 'ClosureAdded':
      case 'ClosureRemoved':
        return applyClosureEvent(trx, 'rm_closures', event)
      case 'ClosureStandingMoveSet':
        await trx('rm_closure_settings')
          .insert({ scope_key: 'company', standing_move: event.data.standingMove })
          .onConflict('scope_key')
          .merge()
        return
      case 'CustomerDeleted':
        await trx('rm_delivery_schedules')
          .where({ scope_key: scheduleKey(event.data.customerId) })
          .delete()
        return
      default:
        assertNever(event)
    }
  },
})
