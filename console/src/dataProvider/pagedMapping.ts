import { type ListParams, pageOf, type Query, searchOf, sortOrderOf } from './listParams.ts'

export interface PagedListOptions {
  /** The API's accepted sortBy values; anything else falls back to the default sort. */
  sortFields: readonly string[]
  defaultSort: { field: string; order: 'ASC' | 'DESC' }
  defaultPerPage?: number
  /** Filter keys passed to the API as they are (e.g. salesUserId, role). */
  passFilters?: readonly string[]
}

/**
 * react-admin's getList parameters → the query most lists take (spec 7): a 1-based `page`,
 * `limit`, `sortBy`, `order` and `search`. Orders are the exception (offset), in their own mapping.
 */
export function pagedListQuery(params: ListParams, options: PagedListOptions): Query {
  const { page, perPage } = pageOf(params, options.defaultPerPage ?? 10)
  const field = params.sort?.field
  const known = field !== undefined && options.sortFields.includes(field)
  const query: Query = {
    page,
    limit: perPage,
    sortBy: known ? field : options.defaultSort.field,
    order: known ? sortOrderOf(params.sort?.order, options.defaultSort.order) : options.defaultSort.order,
  }
  const search = searchOf(params.filter)
  if (search) query.search = search
  for (const key of options.passFilters ?? []) {
    const value = params.filter?.[key]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (value !== '') query[key] = value
    }
  }
  return query
}

/** Reads `{ <rows key>: [...], <count key>: n }` into react-admin's `{ data, total }`. */
export function keyedListResult<Row>(
  body: unknown,
  rowsKey: string,
  countKey: string,
): { data: Row[]; total: number } {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const rows = Array.isArray(record[rowsKey]) ? (record[rowsKey] as Row[]) : []
  const count = typeof record[countKey] === 'number' ? (record[countKey] as number) : rows.length
  return { data: rows, total: count }
}

export interface PagedListShape extends PagedListOptions {
  /** The answer's keys: `{ [rowsKey]: rows, [countKey]: total }`. */
  rowsKey: string
  countKey: string
}

/** A list the API pages (spec 7): the query getList sends and how its answer is read. */
export function pagedList<Row>({ rowsKey, countKey, ...options }: PagedListShape) {
  return {
    listQuery: (params: ListParams): Query => pagedListQuery(params, options),
    listResult: (body: unknown) => keyedListResult<Row>(body, rowsKey, countKey),
  }
}

export function idPath(base: string, id: string | number): string {
  return `${base}/${encodeURIComponent(String(id))}`
}
