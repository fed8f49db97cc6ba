import { type DeliveryDay, invalid, scheduleProblems } from '@provender/events'
import { assertNever, type Decide, settingAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/**
 * A delivery schedule stream: the company's (delivery-schedule-company) or one customer's
 * (delivery-schedule-customer-{id}). days null: the company has none (orders are not
 * scheduled), or the customer follows the company's.
 */
export interface DeliveryScheduleState {
  days: readonly DeliveryDay[] | null
}

export const deliveryScheduleAggregate: Aggregate<DeliveryScheduleState> = settingAggregate(
  'deliverySchedule',
  'DeliveryScheduleSet',
  { days: null },
  (data) => ({ days: data.days }),
)

export type DeliveryScheduleCommand = {
  type: 'SetDeliverySchedule'
  scope: 'company' | 'customer'
  customerId: number | null
  days: readonly DeliveryDay[] | null
}

/** Days in weekday order, so the same schedule sent in another order is the same schedule. */
export const inWeekdayOrder = (days: readonly DeliveryDay[]): DeliveryDay[] =>
  [...days]
    .sort((a, b) => a.weekday - b.weekday)
    .map(({ weekday, cutoffDaysBefore, cutoffTime }) => ({ weekday, cutoffDaysBefore, cutoffTime }))

const sameDays = (a: readonly DeliveryDay[] | null, b: readonly DeliveryDay[] | null) =>
  JSON.stringify(a && inWeekdayOrder(a)) === JSON.stringify(b && inWeekdayOrder(b))

export const decideDeliverySchedule: Decide<
  'deliverySchedule',
  DeliveryScheduleCommand,
  DeliveryScheduleState
> = (command, state) => {
  switch (command.type) {
    case 'SetDeliverySchedule': {
      const { scope, customerId } = command
      if (command.days) {
        const problems = scheduleProblems(command.days)
        if (problems.length > 0) throw invalid(problems[0]!, problems)
      }
      const days = command.days ? inWeekdayOrder(command.days) : null
      // The same schedule again appends nothing (as does "none" for a stream never set).
      if (sameDays(state.days, days)) return []
      return [{ type: 'DeliveryScheduleSet', data: { scope, customerId, days } }]
    }
    default:
      return assertNever(command.type)
  }
}
