import { applyClosureEvent } from '../delivery/closureRows.ts'
import { assertNever, defineProjection } from '../projections/projection.ts'
import {
  changeLines,
  deleteCustomer,
  insertStandingOrder,
  setSchedule,
  setStatus,
  upsertDate,
} from './storage.ts'

/**
 * The standing orders read model: each standing order, its dates' states, and its own copy of
 * the schedules and closures (GET /api/standing-orders, and the placer's port, duePort.ts).
 * SQL in storage.ts; what the rows mean in rule.ts.
 */
export const standingOrdersProjection = defineProjection({
  name: 'standing-orders',
  handles: [
    'StandingOrderCreated',
    'StandingOrderChanged',
    'StandingOrderPaused',
    'StandingOrderResumed',
    'StandingOrderCancelled',
    'StandingOrderSkipped',
    'StandingOrderUnskipped',
    'StandingOrderDateEdited',
    'StandingOrderPlaced',
    'StandingOrderMissed',
    'DeliveryScheduleSet',
    'ClosureAdded',
    'ClosureRemoved',
    'CustomerDeleted',
  ],
  streams: ['standingOrder', 'deliverySchedule', 'closures'],
  // A closure keeps the direction it was added with: the default does not move its dates.
  ignores: ['ClosureStandingMoveSet'],
  async apply(trx, { event, metadata }) {
    const at = metadata.occurredAt
    switch (event.type) {
      case 'StandingOrderCreated': {
        const d = event.data
        return insertStandingOrder(trx, {
          id: d.standingOrderId,
          customerId: d.customerId,
          everyWeeks: d.everyWeeks,
          startsOn: d.startsOn,
          lines: d.lines,
          at,
        })
      }
      case 'StandingOrderChanged':
        return changeLines(trx, event.data.standingOrderId, event.data.lines, event.data.everyWeeks)
      case 'StandingOrderPaused':
        return setStatus(trx, event.data.standingOrderId, 'paused', at)
      case 'StandingOrderResumed':
        return setStatus(trx, event.data.standingOrderId, 'active', at)
      case 'StandingOrderCancelled':
        return setStatus(trx, event.data.standingOrderId, 'cancelled', at)
      case 'StandingOrderSkipped':
      case 'StandingOrderUnskipped': {
        const key = { id: event.data.standingOrderId, date: event.data.deliveryDate }
        return upsertDate(trx, key, { skipped: event.type === 'StandingOrderSkipped' })
      }
      case 'StandingOrderDateEdited': {
        const key = { id: event.data.standingOrderId, date: event.data.deliveryDate }
        return upsertDate(trx, key, { edited_lines: JSON.stringify(event.data.lines) })
      }
      case 'StandingOrderPlaced': {
        const key = { id: event.data.standingOrderId, date: event.data.deliveryDate }
        return upsertDate(trx, key, {
          handled: 'placed',
          order_id: event.data.orderId,
          moved_to: event.data.movedTo ?? null,
        })
      }
      case 'StandingOrderMissed': {
        const key = { id: event.data.standingOrderId, date: event.data.deliveryDate }
        return upsertDate(trx, key, {
          handled: 'missed',
          missed_reason: event.data.reason,
          moved_to: event.data.movedTo ?? null,
        })
      }
      case 'DeliveryScheduleSet':
        return setSchedule(trx, event.data.customerId ?? 0, event.data.days)
      case 'ClosureAdded':
      case 'ClosureRemoved':
        return applyClosureEvent(trx, 'rm_standing_closures', event)
      case 'CustomerDeleted':
        return deleteCustomer(trx, event.data.customerId)
      default:
        assertNever(event)
    }
  },
})
