import { randomUUID } from 'node:crypto'
import { type DeliveryDay, effectiveSchedule, type StandingMove, streams, wallClock } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { closuresAggregate, decideClosures } from './closures.ts'
import { decideDeliverySchedule, deliveryScheduleAggregate, inWeekdayOrder } from './schedule.ts'

/** The delivery settings' use cases: each one stream, decided and appended at its revision. */

type Deps = Pick<CommandDeps, 'store' | 'settings'>

const ordered = (days: readonly DeliveryDay[] | null) => (days ? inWeekdayOrder(days) : null)

/** The distributor's delivery days (null: orders are not scheduled). */
export async function setCompanySchedule(deps: Deps, ctx: CommandContext, days: DeliveryDay[] | null) {
  const result = await execute(
    deps.store,
    ctx,
    streams.companyDeliverySchedule(),
    deliveryScheduleAggregate,
    (state) =>
      decideDeliverySchedule(
        { type: 'SetDeliverySchedule', scope: 'company', customerId: null, days },
        state,
      ),
  )
  return { days: ordered(days), position: result.position }
}

/**
 * A customer's own delivery days (null: the distributor's), set by staff who manage it (the
 * route checks that first). Answers the days in effect, and whether they are the distributor's.
 */
export async function setCustomerSchedule(
  deps: Deps,
  ctx: CommandContext,
  customerId: number,
  days: DeliveryDay[] | null,
) {
  const result = await execute(
    deps.store,
    ctx,
    streams.customerDeliverySchedule(customerId),
    deliveryScheduleAggregate,
    (state) =>
      decideDeliverySchedule({ type: 'SetDeliverySchedule', scope: 'customer', customerId, days }, state),
  )
  const company = await load(deps.store, streams.companyDeliverySchedule(), deliveryScheduleAggregate)
  return {
    days: ordered(effectiveSchedule(days, company.state.days)),
    inherited: days === null,
    position: result.position,
  }
}

export async function addClosure(
  deps: Deps,
  ctx: CommandContext,
  closure: { from: string; to: string; reason: string; standingMove: StandingMove | null },
) {
  const closureId = randomUUID()
  const today = wallClock(ctx.now, deps.settings.TIME_ZONE).date
  const result = await execute(deps.store, ctx, streams.closures(), closuresAggregate, (state) =>
    decideClosures({ type: 'AddClosure', closureId, today, now: ctx.now, ...closure }, state),
  )
  const added = result.state.byId.get(closureId)
  return {
    closure: {
      id: closureId,
      from: closure.from,
      to: closure.to,
      reason: closure.reason,
      standingMove: added?.standingMove ?? closure.standingMove ?? result.state.standingMove,
    },
    position: result.position,
  }
}

/** The distributor's default for where a closure moves standing-order dates (issue 36). */
export async function setStandingMove(deps: Deps, ctx: CommandContext, standingMove: StandingMove) {
  const result = await execute(deps.store, ctx, streams.closures(), closuresAggregate, (state) =>
    decideClosures({ type: 'SetStandingMove', standingMove }, state),
  )
  return { standingMove: result.state.standingMove, position: result.position }
}

export async function removeClosure(deps: Deps, ctx: CommandContext, closureId: string) {
  const result = await execute(deps.store, ctx, streams.closures(), closuresAggregate, (state) =>
    decideClosures({ type: 'RemoveClosure', closureId }, state),
  )
  return { position: result.position }
}
