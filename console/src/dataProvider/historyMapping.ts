import type { HistoryCustomerRow, TimelineFilter } from './historyTypes.ts'
import { type ListParams, pageOf, type Query, searchOf } from './listParams.ts'
import { idPath, keyedListResult } from './pagedMapping.ts'

/** docs/api.md, History: every customer ever registered, and each one's reads below it. */
export const HISTORY_CUSTOMERS_PATH = '/api/history/customers'
/** docs/api.md: the history lists hold 25 rows unless asked otherwise. */
export const HISTORY_PAGE_SIZE = 25

export const historyPath = (customerId: string, part = '') =>
  `${idPath(HISTORY_CUSTOMERS_PATH, customerId)}${part}`

/** The page read and the CSV export of a timeline take the same filter. */
export function timelineFilterQuery(filter: TimelineFilter): Query {
  return { kind: filter.kinds.join(','), from: filter.from, to: filter.to }
}

/** GET /api/history/customers takes `search`, `page` and `limit`, and no sort. */
export function historyCustomersListQuery(params: ListParams): Query {
  const { page, perPage } = pageOf(params, HISTORY_PAGE_SIZE)
  const search = searchOf(params.filter)
  return { ...(search ? { search } : {}), page, limit: perPage }
}

export function historyCustomersListResult(body: unknown) {
  return keyedListResult<HistoryCustomerRow>(body, 'customers', 'totalCount')
}
