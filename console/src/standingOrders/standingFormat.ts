import { EVERY_WEEKS_LABELS } from '@provender/web-shared/ordering/HowOftenChoice.tsx'
import type { StandingDate, StandingDateState, StandingOrder, StandingStatus } from '../dataProvider/index.ts'
import { formatDeliveryDate } from '../delivery/deliveryFormat.ts'

export const STATE_LABELS: Record<StandingDateState, string> = {
  scheduled: 'Scheduled',
  skipped: 'Skipped',
  placed: 'Placed',
  missed: 'Missed',
}

export const STATUS_LABELS: Record<StandingStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
}

export const everyLabel = (everyWeeks: 1 | 2): string => EVERY_WEEKS_LABELS[everyWeeks]

/** Where a customer's standing orders are listed: its page, at their section. */
export const standingOrdersPath = (customerId: number): string =>
  `/customers/${customerId}/edit#standing-orders`

export function standingMadeMessage(made: Pick<StandingOrder, 'everyWeeks' | 'startsOn'>): string {
  return `Standing order made: ${everyLabel(made.everyWeeks).toLowerCase()} from ${formatDeliveryDate(made.startsOn)}.`
}

/**
 * What staff may do with one upcoming date: skip it, undo a skip, or nothing (placed, missed,
 * past its cut-off, or the standing order not active).
 */
export function dateAction(
  standing: Pick<StandingOrder, 'status'>,
  date: Pick<StandingDate, 'state' | 'cutoff'>,
  now: Date = new Date(),
): 'skip' | 'unskip' | null {
  if (standing.status === 'cancelled') return null
  if (Date.parse(date.cutoff) <= now.getTime()) return null
  if (date.state === 'scheduled') return 'skip'
  if (date.state === 'skipped') return 'unskip'
  return null
}

/** "3 lines": what a standing order orders, in a word. */
export const linesLabel = (count: number): string => `${count} line${count === 1 ? '' : 's'}`
