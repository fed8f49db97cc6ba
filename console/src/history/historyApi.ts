import { api, apiFile } from '@provender/web-shared/api.ts'

/** The shapes of GET /api/history/... (docs/api.md, "History"). */

export interface HistoryActor {
  id: number | null
  name: string
  role: string
}

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

export const TIMELINE_KINDS = [
  'details',
  'price',
  'owner',
  'favorite',
  'password',
  'order',
  'deleted',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

export interface TimelineItem {
  id: string
  at: string
  kind: TimelineKind
  type: string
  actor: HistoryActor
  sentence: string
  streamId: string
  revision: number
  productId?: string
  orderId?: number
  oldPrice?: number | null
  newPrice?: number | null
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

const base = (customerId: string) => `/api/history/customers/${encodeURIComponent(customerId)}`

const filterQuery = (f: TimelineFilter) => ({ kind: f.kinds.join(','), from: f.from, to: f.to })

export function fetchTimeline(customerId: string, q: TimelineQuery): Promise<Timeline> {
  return api<Timeline>(base(customerId), { query: { page: q.page, limit: q.limit, ...filterQuery(q) } })
}

/** Every row of the filter as a CSV file, made by the server: the screen holds only one page. */
export function fetchTimelineCsv(customerId: string, filter: TimelineFilter): Promise<Blob> {
  return apiFile(`${base(customerId)}/timeline.csv`, { query: filterQuery(filter) })
}

export function fetchAsOf(customerId: string, at: string): Promise<AsOf> {
  return api<AsOf>(`${base(customerId)}/as-of`, { query: { at } })
}

export function fetchPriceLines(customerId: string): Promise<{ lines: PriceLine[] }> {
  return api<{ lines: PriceLine[] }>(`${base(customerId)}/prices`)
}

export interface Owners {
  customer: HistoryCustomer
  periods: OwnershipPeriod[]
}

export function fetchOwners(customerId: string): Promise<Owners> {
  return api<Owners>(`${base(customerId)}/owners`)
}

export function fetchHistoryCustomers(q: {
  search: string
  page: number
  limit: number
}): Promise<{ customers: HistoryCustomerRow[]; totalCount: number }> {
  return api('/api/history/customers', { query: q })
}
