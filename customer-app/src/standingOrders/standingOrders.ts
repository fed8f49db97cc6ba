import { formatWeekdaysOf } from '@provender/web-shared/format/delivery.ts'
import { formatQuantity } from '@provender/web-shared/format/index.ts'
import { EVERY_WEEKS_LABELS } from '@provender/web-shared/ordering/HowOftenChoice.tsx'
import type {
  StandingLine,
  StandingOrder,
  StandingStatus,
  UpcomingDate,
} from '@provender/web-shared/ordering/standingOrders.ts'

export type { StandingLine, StandingOrder, StandingStatus, UpcomingDate }

export const STATUS_LABELS: Record<StandingStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
}

/**
 * The card's title: how often, and on which days ("Every week on Tuesday and Friday"), the days
 * being those of its next deliveries.
 */
export function howOftenTitle(order: Pick<StandingOrder, 'everyWeeks' | 'upcoming'>): string {
  const often = EVERY_WEEKS_LABELS[order.everyWeeks] ?? `Every ${order.everyWeeks} weeks`
  const days = formatWeekdaysOf(order.upcoming.map((u) => u.date))
  return days ? `${often} on ${days}` : often
}

/** "Olive oil 2 cases, Sea salt 1 pack". */
export function linesSummary(lines: readonly StandingLine[]): string {
  return lines.map((l) => `${l.name} ${formatQuantity(l.quantity, l.quantityType)}`).join(', ')
}

/** What a date's state says: a placed one names its order. */
export function stateLabel(upcoming: UpcomingDate): string {
  switch (upcoming.state) {
    case 'scheduled':
      return upcoming.edited ? 'Scheduled (changed for this date)' : 'Scheduled'
    case 'skipped':
      return 'Skipped'
    case 'placed':
      return upcoming.orderId === null ? 'Placed' : `Placed: order #${upcoming.orderId}`
    case 'missed':
      return 'Missed'
  }
}

export type DateAction = 'skip' | 'unskip' | null

/**
 * What the customer may still do about a date: skip a scheduled one or take back a skip, until its
 * cut-off (then it is placed, or not); nothing while the standing order is paused or cancelled.
 */
export function dateAction(
  order: Pick<StandingOrder, 'status'>,
  upcoming: UpcomingDate,
  now: Date,
): DateAction {
  if (order.status !== 'active') return null
  if (Date.parse(upcoming.cutoff) <= now.getTime()) return null
  if (upcoming.state === 'scheduled') return 'skip'
  if (upcoming.state === 'skipped') return 'unskip'
  return null
}

/** Live ones first (active, then paused); cancelled ones last, for the record. */
export function byStatus(orders: readonly StandingOrder[]): StandingOrder[] {
  const rank: Record<StandingStatus, number> = { active: 0, paused: 1, cancelled: 2 }
  return [...orders].sort((a, b) => rank[a.status] - rank[b.status])
}
