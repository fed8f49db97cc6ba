import type { RaRecord } from 'react-admin'
import type { ListParams, Query } from './listParams.ts'

/**
 * How one resource's calls map onto our API. Each resource answers its list in its own
 * shape (spec 7: `{rows,count}`, `{customers,totalCount}`, `{products,total}`, ...), so the
 * mapping lives in pure functions beside the resource; the data provider only dispatches.
 * A resource leaves out the writes the API does not offer.
 */
export interface ResourceAdapter<Row extends RaRecord = RaRecord, ListBody = unknown> {
  listPath: string | ((params: ListParams) => string)
  listQuery: (params: ListParams) => Query
  listResult: (body: ListBody, params: ListParams) => { data: Row[]; total: number }
  onePath?: (id: RaRecord['id']) => string
  /** The record inside a GET one answer, when it is wrapped. */
  oneResult?: (body: unknown) => Row
  createPath?: string
  createBody?: (data: Partial<Row>) => unknown
  /** The record inside a POST/PUT answer (some answer `{ customer }`, `{ user }`...). */
  writeResult?: (body: unknown, sent: Partial<Row>) => Row
  updatePath?: (id: RaRecord['id']) => string
  updateBody?: (data: Partial<Row>) => unknown
  deletePath?: (id: RaRecord['id'], meta?: Record<string, unknown>) => string
  deleteQuery?: (meta?: Record<string, unknown>) => Query
}

/** Keeps each adapter's own types at its definition while the registry holds them side by side. */
export function resourceAdapter<Row extends RaRecord, ListBody>(
  adapter: ResourceAdapter<Row, ListBody>,
): ResourceAdapter {
  return adapter as unknown as ResourceAdapter
}

/** `{ [key]: record }` → record; a bare record is taken as it is. */
export function unwrap<Row>(key: string) {
  return (body: unknown, sent?: unknown): Row => {
    const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
    const inner = record[key]
    const value = inner && typeof inner === 'object' ? inner : body
    return { ...(sent && typeof sent === 'object' ? sent : {}), ...(value as object) } as Row
  }
}

type WriteParts<Row extends RaRecord> = Pick<
  ResourceAdapter<Row>,
  'createPath' | 'createBody' | 'writeResult' | 'updatePath' | 'updateBody' | 'deletePath'
>

/**
 * The writes of a resource created at its collection and edited and deleted at its item path,
 * sending the same body both times and answered `{ [key]: record }`.
 */
export function collectionWrites<Row extends RaRecord>(
  collectionPath: string,
  itemPath: (id: RaRecord['id']) => string,
  body: (data: Partial<Row>) => unknown,
  key: string,
): WriteParts<Row> {
  return {
    createPath: collectionPath,
    createBody: body,
    writeResult: unwrap<Row>(key),
    updatePath: itemPath,
    updateBody: body,
    deletePath: itemPath,
  }
}
