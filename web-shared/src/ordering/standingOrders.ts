import type { QuantityType } from '@provender/events/rules/ordering'

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
  date: string
  /** When it is placed: the date's cut-off (an ISO instant). */
  cutoff: string
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
