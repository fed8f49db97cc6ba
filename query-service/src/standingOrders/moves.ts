import {
  type ClosureSpan,
  datesMovedBy,
  type EventStore,
  type MovedStandingDate,
  type StandingMove,
} from '@provender/events'
import type { Knex } from 'knex'
import { waitPassively } from '../customers/owners.ts'
import { ordersProjection } from '../orders/projection.ts'
import { unlessReadSideAbsent } from '../projections/readSideAbsent.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { standingOrdersProjection } from './projection.ts'
import { deliveryAndDates, deliveryCopy, toStandingOrder, withCustomerNames } from './queries.ts'
import { type ClosureReopening, closureReopening } from './reopened.ts'

/** One standing order's dates a closure moves, with its customer. */
export interface StandingOrderMoves {
  standingOrderId: string
  customerId: number
  businessName: string
  dates: MovedStandingDate[]
}

/**
 * The active standing orders whose dates a closure moves (issue 36), by the one rule both
 * services date standing orders by (datesMovedBy), on this read model's copy of the schedules and
 * closures. `closure` is either one the copy holds (its id given: the mail when it is added) or
 * one not yet saved (the add-closure dialog's count, `extra`: laid over the closures it holds).
 * `salesUserId`: only that rep's customers.
 */
export async function standingOrdersMovedBy(
  knex: Knex,
  closure: ClosureSpan,
  options: { now: Date; timeZone: string; extra?: boolean; salesUserId?: number },
): Promise<StandingOrderMoves[]> {
  const query = withCustomerNames(knex)
    .where('o.status', 'active')
    .orderBy([{ column: 'c.business_name' }, { column: 'o.id' }])
  if (options.salesUserId !== undefined) query.where('c.sales_user_id', options.salesUserId)
  const rows = await query
  if (rows.length === 0) return []
  const [delivery, dates] = await deliveryAndDates(knex, rows, closure.from)
  const moves: StandingOrderMoves[] = []
  for (const row of rows) {
    const order = toStandingOrder(row)
    const copy = delivery.forCustomer(order.customerId, options.timeZone)
    const closures = options.extra ? [...copy.closures, closure] : copy.closures
    const moved = datesMovedBy(
      order,
      (date) => dates.get(order.id)?.get(date),
      { ...copy, closures },
      closure,
      options.now,
    )
    if (moved.length > 0) {
      moves.push({
        standingOrderId: order.id,
        customerId: order.customerId,
        businessName: row.business_name,
        dates: moved,
      })
    }
  }
  return moves
}

/**
 * The port the notifier asks when a closure is added (issue 36): which customers' standing-order
 * dates it moved, and where. It waits for this read model to catch up with the log first, and
 * answers null when it did not within `timeoutMs` (the notifier then tries again); a closure it no
 * longer holds (removed since) moved nothing. When one is removed (`reopenedBy`, the closure as it
 * was added): what its removal gives back, once this read model and the orders' have caught up.
 */
export function standingMovesReadModel(
  knex: Knex,
  store: EventStore,
  options: { timeoutMs: number; timeZone: string },
) {
  // Only its checkpoint is read, never started: the projection is applied by the query service.
  const runner = new ProjectionRunner(knex, store, [standingOrdersProjection])
  const withOrders = new ProjectionRunner(knex, store, [standingOrdersProjection, ordersProjection])
  const caughtUp = async (reader: ProjectionRunner) => {
    const head = await store.headPosition()
    return !head || (await waitPassively(reader, head, options.timeoutMs))
  }
  const movedBy = async (closureId: string, now: Date): Promise<StandingOrderMoves[] | null> => {
    if (!(await caughtUp(runner))) return null
    const { closures } = (await deliveryCopy(knex)).forCustomer(0, options.timeZone)
    const closure = closures.find((c) => c.id === closureId)
    if (!closure) return []
    return standingOrdersMovedBy(knex, closure, { now, timeZone: options.timeZone })
  }
  const reopenedBy = async (closure: ClosureSpan & { id: string }, now: Date) =>
    (await caughtUp(withOrders)) ? closureReopening(knex, closure, { now, timeZone: options.timeZone }) : null
  const nothing: ClosureReopening = { standing: [], orders: [] }
  return {
    movedBy: (closureId: string, now: Date) => unlessReadSideAbsent(() => movedBy(closureId, now), []),
    reopenedBy: (closure: ClosureSpan & { id: string }, now: Date) =>
      unlessReadSideAbsent(() => reopenedBy(closure, now), nothing),
  }
}

/** The closure asked about by the add-closure dialog, before it is saved. */
export const previewClosure = (
  span: { from: string; to: string; standingMove: StandingMove },
  now: Date,
): ClosureSpan => ({ ...span, id: 'preview', reason: '', addedAt: now.toISOString() })
