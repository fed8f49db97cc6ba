/** The part of react-admin's getList parameters our mappings read. */
export interface ListParams {
  pagination?: { page: number; perPage: number }
  sort?: { field: string; order: string }
  filter?: Record<string, unknown>
}

export type Query = Record<string, string | number | boolean>

export type SortOrder = 'ASC' | 'DESC'

export function sortOrderOf(order: string | undefined, fallback: SortOrder): SortOrder {
  const upper = order?.toUpperCase()
  return upper === 'ASC' || upper === 'DESC' ? upper : fallback
}

/** react-admin pages count from 1; a missing or broken page is the first. */
export function pageOf(params: ListParams, defaultPerPage: number): { page: number; perPage: number } {
  const page = params.pagination?.page
  const perPage = params.pagination?.perPage
  return {
    page: page && page >= 1 ? Math.floor(page) : 1,
    perPage: perPage && perPage >= 1 ? Math.floor(perPage) : defaultPerPage,
  }
}

/** The free-text search box is react-admin's `q` filter; blank means no search. */
export function searchOf(filter: Record<string, unknown> | undefined): string | undefined {
  const q = filter?.q
  return typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined
}
