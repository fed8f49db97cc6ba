import { CLOSURES_PATH, STANDING_PATH, standingPath } from './deliveryCalls.ts'
import type { Closure, ClosureDraft, NewStandingOrder, StandingOrder } from './deliveryTypes.ts'
import type { ListParams, Query } from './listParams.ts'
import type { ResourceAdapter } from './resourceAdapter.ts'

/** Both answer `{ rows }`, whole: a distributor has a handful of closures, a customer a few standing orders. */
function rowsResult<Row>(body: { rows?: Row[] } | null): { data: Row[]; total: number } {
  const rows = body?.rows ?? []
  return { data: rows, total: rows.length }
}

/** A closure's POST body: `to` only when it differs from `from` (the API defaults it). */
export function closureBody(draft: Partial<ClosureDraft>): ClosureDraft {
  const from = draft.from ?? ''
  const to = draft.to?.trim() ? draft.to : undefined
  return { from, ...(to && to !== from ? { to } : {}), reason: draft.reason?.trim() ?? '' }
}

/** docs/api.md, closures: GET/POST /api/settings/closures, DELETE /api/settings/closures/{id}. */
export const closuresAdapter: ResourceAdapter<Closure, { rows?: Closure[] } | null> = {
  listPath: CLOSURES_PATH,
  listQuery: () => ({}),
  listResult: rowsResult,
  createPath: CLOSURES_PATH,
  createBody: (data) => closureBody(data as Partial<ClosureDraft>),
  // A new closure answers without its order count: the screen asks for its orders itself.
  writeResult: (body) => ({ orderCount: 0, ...(body as Omit<Closure, 'orderCount'>) }),
  deletePath: (id) => `${CLOSURES_PATH}/${encodeURIComponent(id)}`,
}

export function standingListQuery(params: ListParams): Query {
  const customerId = params.filter?.customerId
  return typeof customerId === 'number' || typeof customerId === 'string' ? { customerId } : {}
}

/** docs/api.md, standing orders: one customer's (or, for admins, everyone's) and made from an order. */
export const standingOrdersAdapter: ResourceAdapter<StandingOrder, { rows?: StandingOrder[] } | null> = {
  listPath: STANDING_PATH,
  listQuery: standingListQuery,
  listResult: rowsResult,
  onePath: standingPath,
  createPath: STANDING_PATH,
  createBody: (data) => data as unknown as NewStandingOrder,
}
