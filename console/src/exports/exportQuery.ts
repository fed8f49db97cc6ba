import type { ImportKind } from '@provender/events'

/**
 * The spreadsheet exports of the list screens (GET /api/exports/{name}.{format}), and the import
 * templates (a layout's header and one example row).
 */
export type ExportName =
  | 'products'
  | 'customers'
  | 'prices'
  | 'orders'
  | 'sent-mail'
  | 'history-customers'
  | `templates/${ImportKind}`
export type ExportFormat = 'csv' | 'xlsx'

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
}

/**
 * A list screen's current filter as the export's query: the typed search (react-admin keeps
 * it as `q`) and the screen's fixed filters (an owner, a customer). Page and sort do not
 * apply: the file holds every row of the filter.
 */
export function exportQuery(
  filterValues: Record<string, unknown>,
  fixed: Record<string, unknown> = {},
): Record<string, string> {
  const query: Record<string, string> = {}
  const search = typeof filterValues.q === 'string' ? filterValues.q.trim() : ''
  if (search) query.search = search
  for (const key of ['salesUserId', 'customerId'] as const) {
    const value = fixed[key] ?? filterValues[key]
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) query[key] = String(value)
  }
  return query
}

/** products-2026-12-01.xlsx, the name the server gives it too. */
export function exportFileName(stem: string, format: ExportFormat, today: Date): string {
  const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-')
  return `${stem}-${date}.${format}`
}

/** The accounting export's range: the first day may not come after the last. */
export function accountingRangeProblem(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'Choose both dates.'
  if (from > to) return 'The first day cannot be after the last.'
  return null
}

/** A list's paging, which its export does not take: the file holds every row. */
const PAGING = new Set(['limit', 'offset', 'page'])

/**
 * A list's own API query (the orders list's ordersListQuery: tab, delivery filter, search,
 * scope and sort; sent mail's: status, kind, search and sort) as its export takes it: every
 * row of the filter, in the screen's order, no page.
 */
export function listExportQuery(
  listQuery: Record<string, string | number | boolean>,
): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(listQuery)) {
    if (!PAGING.has(key)) query[key] = String(value)
  }
  return query
}
