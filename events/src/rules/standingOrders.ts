import type { StandingLine } from '../catalogue/events.ts'
import { addDays, type ClosureSpan, type DeliveryDay, standingDates } from './delivery.ts'
import { wallClock } from './orderWindow.ts'

/** How many of its next dates a standing order shows. */
export const UPCOMING_SHOWN = 6
/** Far enough ahead for six dates every other week, one delivery day a week. */
const UPCOMING_DAYS = 7 * 2 * UPCOMING_SHOWN + 14

/** What became of one of a standing order's dates (absent: nothing yet). */
export interface StandingDateState {
  skipped: boolean
  editedLines: readonly StandingLine[] | null
  handled: 'placed' | 'missed' | null
  orderId: number | null
}

export interface StandingDelivery {
  schedule: readonly DeliveryDay[] | null
  closures: readonly ClosureSpan[]
  timeZone: string
}

export interface UpcomingStandingDate {
  date: string
  cutoff: string
  state: 'scheduled' | 'skipped' | 'placed' | 'missed'
  edited: boolean
  lines: readonly StandingLine[]
  orderId: number | null
}

/**
 * A standing order's next dates from today, placed ones included, as both services answer them
 * (the command side from the log, the query side from its read model): while it is paused or
 * cancelled, only the dates already placed or missed (nothing else will be). A date whose cut-off
 * has passed unhandled shows only if the order was active at that cut-off: the placer places a
 * date as the order stood then, so one resumed or created after it will never be placed.
 */
export function upcomingStandingDates(
  order: {
    startsOn: string
    everyWeeks: 1 | 2
    status: string
    lines: readonly StandingLine[]
    wasActiveAt: (instant: Date) => boolean
  },
  stateOf: (date: string) => StandingDateState | undefined,
  delivery: StandingDelivery,
  now: Date,
): UpcomingStandingDate[] {
  if (!delivery.schedule) return []
  const today = wallClock(now, delivery.timeZone).date
  const dates = standingDates(
    order,
    delivery.schedule,
    delivery.closures,
    delivery.timeZone,
    today,
    addDays(today, UPCOMING_DAYS),
  )
  const upcoming: UpcomingStandingDate[] = []
  for (const { date, cutoff } of dates) {
    const d = stateOf(date)
    const state = d?.handled ?? (d?.skipped ? 'skipped' : 'scheduled')
    if (order.status !== 'active' && state !== 'placed' && state !== 'missed') continue
    if (state === 'scheduled' && cutoff.getTime() <= now.getTime() && !order.wasActiveAt(cutoff)) continue
    upcoming.push({
      date,
      cutoff: cutoff.toISOString(),
      state,
      edited: Boolean(d?.editedLines),
      lines: d?.editedLines ?? order.lines,
      orderId: d?.handled === 'placed' ? d.orderId : null,
    })
    if (upcoming.length === UPCOMING_SHOWN) break
  }
  return upcoming
}
