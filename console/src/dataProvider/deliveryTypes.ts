import type { PickListOrderNote, QuantityType, UnitType } from '@provender/events'
import type { StandingOrder as SharedStandingOrder } from '@provender/web-shared/ordering/standingOrders.ts'

/** One delivery weekday (ISO: 1 Monday .. 7 Sunday) and when its orders close (docs/api.md, issue 25). */
export interface DeliveryDay {
  weekday: number
  cutoffDaysBefore: number
  /** "HH:MM", 24-hour, in the distributor's zone. */
  cutoffTime: string
}

/** GET /api/settings/delivery-schedule: null days = orders are not scheduled. */
export interface CompanySchedule {
  days: DeliveryDay[] | null
  timeZone: string
}

/** GET /api/customers/{id}/delivery-schedule: the days in force, and its own when it has them. */
export interface CustomerSchedule {
  days: DeliveryDay[] | null
  own: DeliveryDay[] | null
  inherited: boolean
  timeZone: string
}

/** A span of days nothing ships (inclusive dates) and the orders already on it. */
export interface Closure {
  id: string
  from: string
  to: string
  reason: string
  /** Where its standing-order dates moved: the customer's delivery day before or after (issue 36). */
  standingMove?: 'previous' | 'next'
  orderCount: number
}

export interface ClosureDraft {
  from: string
  to?: string
  reason: string
  /** Left out: the distributor's setting. */
  standingMove?: 'previous' | 'next'
}

// The delivery options and standing order shapes are the ordering apps' own (web-shared), read the same way here.
export type { DeliveryOption, DeliveryOptions } from '@provender/web-shared/ordering/delivery.ts'

/** POST /api/orders/{id}/move. */
export interface OrderMove {
  deliveryDate: string
  reason?: string
  outsideSchedule?: boolean
}

export interface PickListLine {
  orderId: number
  customerId: number
  businessName: string
  accountNumber: string
  quantity: number
  quantityType: QuantityType
}

export interface PickListProduct {
  productId: string
  name: string
  unitType: UnitType
  total: { packs: number; cases: number; lb: number }
  lines: PickListLine[]
}

export interface PickListCategory {
  categoryId: number | null
  categoryName: string
  products: PickListProduct[]
}

/** An order of the day with a PO number or a note to the warehouse (issue 36). */
export type { PickListOrderNote } from '@provender/events'

/** GET /api/pick-list?date=: every line to pick for a delivery date. */
export interface PickList {
  date: string
  orderCount: number
  categories: PickListCategory[]
  orderNotes: PickListOrderNote[]
}

export type {
  StandingLine,
  StandingStatus,
  UpcomingDate as StandingDate,
  UpcomingState as StandingDateState,
} from '@provender/web-shared/ordering/standingOrders.ts'

/** StandingOrderView (docs/api.md, standing orders): staff reads always carry the business name. */
export type StandingOrder = SharedStandingOrder & { businessName: string }

/** POST /api/standing-orders from an order (the console's way to make one). */
export interface NewStandingOrder {
  customerId: number
  fromOrderId: number
  everyWeeks: 1 | 2
  startsOn?: string
}

export type StandingAction = 'pause' | 'resume' | 'cancel' | 'skip' | 'unskip'

/** PUT /api/standing-orders/{id}: its lines and how often, for every date from now on. */
export interface StandingEdit {
  items: { productId: string; quantity: number; quantityType: QuantityType }[]
  everyWeeks: 1 | 2
}
