/** The shapes of GET /api/history/... (docs/api.md, "History"). */
import type { HistoryActor, TimelineItem, TimelineKind } from '@provender/events'

export { type HistoryActor, TIMELINE_KINDS, type TimelineItem, type TimelineKind } from '@provender/events'

export interface HistoryRep {
  id: number
  firstName: string
  lastName: string
  name: string
  deleted: boolean
}

export interface HistoryCustomer {
  id: number
  businessName: string | null
  accountNumber: string | null
  status: 'not-yet' | 'active' | 'deleted'
  salesUser: HistoryRep | null
}

export interface Timeline {
  customer: HistoryCustomer
  items: TimelineItem[]
  totalCount: number
}

/** Which rows of the timeline: the page read and the export take the same filter. */
export interface TimelineFilter {
  kinds: TimelineKind[]
  /** ISO instants or empty. */
  from: string
  to: string
}

export interface TimelineQuery extends TimelineFilter {
  page: number
  limit: number
}

export interface AsOfPrice {
  productId: string
  name: string
  unitType: 'quantity' | 'weight' | null
  packsPerCase: number | null
  price: number
  defaultPrice: number | null
  since: string
  setBy: HistoryActor
}

export interface AsOf {
  at: string
  customer: {
    id: number
    status: HistoryCustomer['status']
    businessName: string | null
    accountNumber: string | null
  }
  salesUser: HistoryRep | null
  prices: AsOfPrice[]
  favorites: string[]
}

export interface PriceChange {
  at: string
  kind: 'added' | 'changed' | 'removed'
  oldPrice: number | null
  newPrice: number | null
  actor: HistoryActor
}

export interface PriceLine {
  productId: string
  product: {
    name: string
    unitType: 'quantity' | 'weight'
    packsPerCase: number | null
    deleted: boolean
  } | null
  changes: PriceChange[]
  currentPrice: number | null
  lastPaid: {
    orderId: number
    at: string
    price: number
    quantityType: string
    quantity: number
    negotiatedPrice: number | null
  } | null
}

export interface OwnershipPeriod {
  salesUser: HistoryRep | null
  from: string
  to: string | null
  endedBy: 'transfer' | 'owner-deleted' | 'customer-deleted' | null
  endedByActor: HistoryActor | null
}

export interface HistoryCustomerRow {
  id: number
  businessName: string
  accountNumber: string
  deleted: boolean
  salesUser: HistoryRep | null
}

export interface Owners {
  customer: HistoryCustomer
  periods: OwnershipPeriod[]
}
