import type { QuantityType, UnitType } from '@provender/events'

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
  orderCount: number
}

export interface ClosureDraft {
  from: string
  to?: string
  reason: string
}

/** One date orders may be placed for, and when its orders close (ISO instant). */
export interface DeliveryOption {
  date: string
  weekday: number
  cutoff: string
}

/** GET /api/delivery/options: whether the customer is scheduled, and its next open dates. */
export interface DeliveryOptions {
  scheduled: boolean
  timeZone: string
  next: DeliveryOption | null
  dates: DeliveryOption[]
}

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

/** GET /api/pick-list?date=: every line to pick for a delivery date. */
export interface PickList {
  date: string
  orderCount: number
  categories: PickListCategory[]
}

export interface StandingLine {
  productId: string
  name: string
  quantity: number
  quantityType: QuantityType
}

export type StandingDateState = 'scheduled' | 'skipped' | 'placed' | 'missed'

export interface StandingDate {
  date: string
  /** ISO instant: when this date's order is placed. */
  cutoff: string
  state: StandingDateState
  edited: boolean
  lines: StandingLine[]
  orderId: number | null
}

export type StandingStatus = 'active' | 'paused' | 'cancelled'

/** StandingOrderView (docs/api.md, standing orders). */
export interface StandingOrder {
  id: string
  customerId: number
  businessName: string
  everyWeeks: 1 | 2
  status: StandingStatus
  startsOn: string
  lines: StandingLine[]
  upcoming: StandingDate[]
}

/** POST /api/standing-orders from an order (the console's way to make one). */
export interface NewStandingOrder {
  customerId: number
  fromOrderId: number
  everyWeeks: 1 | 2
  startsOn?: string
}

export type StandingAction = 'pause' | 'resume' | 'cancel' | 'skip' | 'unskip'
