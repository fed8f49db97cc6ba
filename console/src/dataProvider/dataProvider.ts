import { api } from '@provender/web-shared/api.ts'
import type { DataProvider, GetListResult, GetOneResult, RaRecord } from 'react-admin'
import { fulfillOrderPath } from './ordersMapping.ts'
import type { Order } from './orderTypes.ts'
import type { ResourceAdapter } from './resourceAdapter.ts'
import { resources } from './resources.ts'

function adapterFor(resource: string): ResourceAdapter {
  const adapter = resources[resource]
  if (!adapter) throw new Error(`No API mapping for resource "${resource}"`)
  return adapter
}

function unsupported(method: string): never {
  throw new Error(`${method} is not available in the console yet`)
}

/** The domain calls that are not react-admin's CRUD verbs. */
export interface ConsoleDataProvider extends DataProvider {
  fulfillOrder: (id: RaRecord['id']) => Promise<{ data: Order }>
}

/**
 * react-admin's data provider over the shared `api()` client (credentials, the
 * X-Requested-With header, read-your-writes tokens and the session-ended redirect all
 * live there). Mapping is in the per-resource adapters, which are pure and tested.
 */
export const dataProvider: ConsoleDataProvider = {
  async getList<RecordType extends RaRecord>(
    resource: string,
    params: Parameters<DataProvider['getList']>[1],
  ) {
    const adapter = adapterFor(resource)
    const body = await api<unknown>(adapter.listPath, { query: adapter.listQuery(params) })
    return adapter.listResult(body) as GetListResult<RecordType>
  },
  async getOne<RecordType extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) {
    const data = await api<RecordType>(adapterFor(resource).onePath(params.id))
    return { data } as GetOneResult<RecordType>
  },
  async getMany<RecordType extends RaRecord>(
    resource: string,
    params: Parameters<DataProvider['getMany']>[1],
  ) {
    const adapter = adapterFor(resource)
    const data = await Promise.all(params.ids.map((id) => api<RecordType>(adapter.onePath(id))))
    return { data }
  },
  getManyReference: () => unsupported('getManyReference'),
  create: () => unsupported('create'),
  update: () => unsupported('update'),
  updateMany: () => unsupported('updateMany'),
  delete: () => unsupported('delete'),
  deleteMany: () => unsupported('deleteMany'),
  async fulfillOrder(id) {
    const data = await api<Order>(fulfillOrderPath(id), { method: 'PATCH' })
    return { data }
  },
}
