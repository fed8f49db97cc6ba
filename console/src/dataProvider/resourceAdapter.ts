import type { RaRecord } from 'react-admin'
import type { ListParams, Query } from './listParams.ts'

/**
 * How one resource's list and detail calls map onto our API. Each resource answers its
 * list in its own shape (spec 7: `{rows,count}`, `{customers,totalCount}`, `{products,total}`,
 * ...), so the mapping lives beside the resource; the data provider only dispatches.
 */
export interface ResourceAdapter<Row extends RaRecord = RaRecord, ListBody = unknown> {
  listPath: string
  listQuery: (params: ListParams) => Query
  listResult: (body: ListBody) => { data: Row[]; total: number }
  onePath: (id: RaRecord['id']) => string
}

/** Keeps each adapter's own types at its definition while the registry holds them side by side. */
export function resourceAdapter<Row extends RaRecord, ListBody>(
  adapter: ResourceAdapter<Row, ListBody>,
): ResourceAdapter {
  return adapter as unknown as ResourceAdapter
}
