import { effectiveSchedule, streams } from '@provender/events'
import { type FoldedStreams, foldStreams, type StreamFold } from '@provender/server-kit'
import type { CommandDeps } from '../deps.ts'
import { closureSpans, closuresAggregate } from './closures.ts'
import type { DeliveryFacts } from './deliveryDateFor.ts'
import { deliveryScheduleAggregate } from './schedule.ts'

/**
 * The streams a customer's delivery dates are judged on: the company's schedule, the
 * customer's own, and the closures. A use case adds them to the one batch it already reads.
 */
export function deliveryStreams(customerId: number): (readonly [string, StreamFold<unknown>])[] {
  return [
    [streams.companyDeliverySchedule(), deliveryScheduleAggregate],
    [streams.customerDeliverySchedule(customerId), deliveryScheduleAggregate],
    [streams.closures(), closuresAggregate],
  ]
}

/** The facts of a batch that read deliveryStreams(customerId). */
export function deliveryFactsFrom(
  read: FoldedStreams,
  customerId: number,
  now: Date,
  timeZone: string,
): DeliveryFacts {
  const company = read.state(streams.companyDeliverySchedule(), deliveryScheduleAggregate)
  const own = read.state(streams.customerDeliverySchedule(customerId), deliveryScheduleAggregate)
  return {
    schedule: effectiveSchedule(own.days, company.days),
    closures: closureSpans(read.state(streams.closures(), closuresAggregate)),
    now,
    timeZone,
  }
}

/** A customer's delivery facts on their own (a move, a standing order): one batched read. */
export async function readDeliveryFacts(
  deps: Pick<CommandDeps, 'store' | 'settings'>,
  customerId: number,
  now: Date,
): Promise<DeliveryFacts> {
  const read = await foldStreams(deps.store, deliveryStreams(customerId))
  return deliveryFactsFrom(read, customerId, now, deps.settings.TIME_ZONE)
}
