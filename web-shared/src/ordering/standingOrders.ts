import type { QuantityType } from '@provender/events/rules/ordering'
import { formatDeliveryDateShort } from '../format/delivery.ts'

// What the API answers about standing orders (docs/api.md, "Standing orders"), for both apps.

/** One line of a standing order (docs/api.md, "Standing orders"). */
export interface StandingLine {
  productId: string
  name: string
  quantity: number
  quantityType: QuantityType
}

export type UpcomingState = 'scheduled' | 'skipped' | 'placed' | 'missed'

/** One of the next delivery dates of a standing order, placed or not. */
export interface UpcomingDate {
  /** The delivery date (a moved one: the day it moved to). */
  date: string
  /** When it is placed: the date's cut-off (an ISO instant). */
  cutoff: string
  /** A closure moved it from this date, for this reason (issue 36); null: not moved. */
  movedFrom?: { date: string; reason: string } | null
  state: UpcomingState
  /** Its lines were changed for this date only. */
  edited: boolean
  lines: StandingLine[]
  orderId: number | null
}

export type StandingStatus = 'active' | 'paused' | 'cancelled'

/** GET /api/standing-orders rows: StandingOrderView. */
export interface StandingOrder {
  id: string
  customerId: number
  businessName?: string
  everyWeeks: 1 | 2
  status: StandingStatus
  startsOn: string
  lines: StandingLine[]
  upcoming: UpcomingDate[]
}

/**
 * The date a skip, an unskip or an edit names (issue 36): the one it was scheduled for, which a
 * moved date is kept under (its new day may hold another of the order's dates too).
 */
export const scheduledDate = (upcoming: Pick<UpcomingDate, 'date' | 'movedFrom'>): string =>
  upcoming.movedFrom?.date ?? upcoming.date

/** "Moved from Thu, Nov 26: Thanksgiving"; null when a closure did not move it. */
export function movedFromLabel(upcoming: Pick<UpcomingDate, 'movedFrom'>): string | null {
  const from = upcoming.movedFrom
  if (!from) return null
  const reason = from.reason.trim()
  return `Moved from ${formatDeliveryDateShort(from.date)}${reason ? `: ${reason}` : ''}`
}
