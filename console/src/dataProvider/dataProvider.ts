import { api, apiFile } from '@provender/web-shared/api.ts'
import type { CustomerProduct, OrderItemDraft } from '@provender/web-shared/ordering/types.ts'
import type {
  CreateResult,
  DataProvider,
  DeleteResult,
  GetListResult,
  GetOneResult,
  RaRecord,
  UpdateResult,
} from 'react-admin'
import type { CustomerPriceChanges } from '../dashboard/priceChanges.ts'
import { type BooksCalls, booksCalls } from './booksCalls.ts'
import { resetPasswordPath, transferCustomerPath } from './customersMapping.ts'
import { type DeliveryCalls, deliveryCalls } from './deliveryCalls.ts'
import { FULFILMENT_TOLERANCE_PATH, type FulfilmentTolerance } from './fulfilmentTolerance.ts'
import { historyPath, timelineFilterQuery } from './historyMapping.ts'
import type { AsOf, Owners, PriceLine, Timeline, TimelineFilter } from './historyTypes.ts'
import { type OrderRequirementsCalls, orderRequirementsCalls } from './orderRequirementsCalls.ts'
import { fulfillOrderPath, orderPath } from './ordersMapping.ts'
import type {
  EditedOrder,
  Order,
  OrderCancel,
  OrderChange,
  PlacedPhoneOrder,
  ShippedAmount,
} from './orderTypes.ts'
import { ORDER_WINDOW_PATH, type OrderWindow, orderWindowBody } from './orderWindow.ts'
import type { ResourceAdapter } from './resourceAdapter.ts'
import { resources } from './resources.ts'
import { type StockCalls, stockCalls } from './stockCalls.ts'
import { OTHER_SALES_USERS_PATH, SALES_USERS_PATH, type StaffUser } from './usersMapping.ts'

function adapterFor(resource: string): ResourceAdapter {
  const adapter = resources[resource]
  if (!adapter) throw new Error(`No API mapping for resource "${resource}"`)
  return adapter
}

function need<T>(value: T | undefined, resource: string, what: string): T {
  if (value === undefined) throw new Error(`The API offers no ${what} for "${resource}"`)
  return value
}

function unsupported(method: string): never {
  throw new Error(`${method} is not available in the console`)
}

interface Message {
  message?: string
}

/** The domain calls that are not react-admin's CRUD verbs. */
export interface ConsoleDataProvider
  extends DataProvider,
    BooksCalls,
    DeliveryCalls,
    OrderRequirementsCalls,
    StockCalls {
  /** Without amounts every line ships as ordered. */
  fulfillOrder: (id: RaRecord['id'], shipped?: ShippedAmount[]) => Promise<{ data: Order }>
  /** Issue 36: an open order's lines replaced as a whole (PUT /api/orders/{id}). */
  changeOrder: (id: RaRecord['id'], change: OrderChange) => Promise<EditedOrder>
  cancelOrder: (id: RaRecord['id'], cancel: OrderCancel) => Promise<EditedOrder>
  getFulfilmentTolerance: () => Promise<FulfilmentTolerance>
  /** Issue 36: PUT /api/products/{id}/substitutes. */
  setProductSubstitutes: (id: string, substitutes: string[]) => Promise<{ id: string; substitutes: string[] }>
  saveFulfilmentTolerance: (percent: number) => Promise<FulfilmentTolerance>
  transferCustomer: (id: RaRecord['id'], newSalesUserId: number) => Promise<Message>
  resetCustomerPassword: (id: RaRecord['id']) => Promise<Message>
  /** A sales user's or an auditor's (POST; a customer's is a PUT). */
  resetStaffPassword: (id: RaRecord['id']) => Promise<Message>
  /** Every sales user, or every one but the caller (spec 7). */
  salesUsers: (options?: { others?: boolean }) => Promise<StaffUser[]>
  getOrderWindow: () => Promise<OrderWindow>
  saveOrderWindow: (window: OrderWindow) => Promise<OrderWindow>
  /** A customer's products at its negotiated prices (GET /api/customers/{id}/products). */
  customerProducts: (customerId: number) => Promise<CustomerProduct[]>
  /** A phone order: staff place an order for the customer (POST /api/customers/{id}/orders). */
  placeOrderFor: (
    customerId: number,
    order: {
      items: (OrderItemDraft & { substituteAllowed?: boolean })[]
      outsideWindow: boolean
      idempotencyKey: string
      deliveryDate?: string
      outsideSchedule?: true
      /** Issue 36: the customer's purchase-order number and a note to the warehouse; absent: none. */
      poNumber?: string
      note?: string
      /** Staff accept the order below the customer's minimum (after the server asked). */
      belowMinimum?: boolean
    },
  ) => Promise<PlacedPhoneOrder>
  /** The customers whose prices moved in the last `days` days (GET /api/price-changes). */
  priceChanges: (days: number) => Promise<{ customers: CustomerPriceChanges[] }>
  /** One customer's history (GET /api/history/customers/{id}...): every change, read only. */
  historyTimeline: (
    customerId: string,
    query: TimelineFilter & { page: number; limit: number },
  ) => Promise<Timeline>
  /** Every row of the filter as a CSV file made by the server: the screen holds only one page. */
  historyTimelineCsv: (customerId: string, filter: TimelineFilter) => Promise<Blob>
  historyAsOf: (customerId: string, at: string) => Promise<AsOf>
  historyPriceLines: (customerId: string) => Promise<{ lines: PriceLine[] }>
  historyOwners: (customerId: string) => Promise<Owners>
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
    const path = typeof adapter.listPath === 'function' ? adapter.listPath(params) : adapter.listPath
    const body = await api<unknown>(path, { query: adapter.listQuery(params) })
    return adapter.listResult(body, params) as GetListResult<RecordType>
  },
  async getOne<RecordType extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) {
    const adapter = adapterFor(resource)
    const body = await api<unknown>(need(adapter.onePath, resource, 'single read')(params.id))
    const data = adapter.oneResult ? adapter.oneResult(body) : body
    return { data } as GetOneResult<RecordType>
  },
  async getMany<RecordType extends RaRecord>(
    resource: string,
    params: Parameters<DataProvider['getMany']>[1],
  ) {
    const adapter = adapterFor(resource)
    const onePath = need(adapter.onePath, resource, 'single read')
    const data = await Promise.all(params.ids.map((id) => api<RecordType>(onePath(id))))
    return { data }
  },
  getManyReference: () => unsupported('getManyReference'),
  async create<
    RecordType extends Omit<RaRecord, 'id'>,
    ResultRecordType extends RaRecord = RecordType & RaRecord,
  >(resource: string, params: Parameters<DataProvider['create']>[1]) {
    const adapter = adapterFor(resource)
    const sent = params.data as Partial<RaRecord>
    const body = await api<unknown>(need(adapter.createPath, resource, 'create'), {
      method: 'POST',
      body: need(adapter.createBody, resource, 'create')(sent),
    })
    const data = adapter.writeResult ? adapter.writeResult(body, sent) : body
    return { data } as CreateResult<ResultRecordType>
  },
  async update<RecordType extends RaRecord>(resource: string, params: Parameters<DataProvider['update']>[1]) {
    const adapter = adapterFor(resource)
    const sent = { ...params.data, id: params.id } as Partial<RaRecord>
    const body = await api<unknown>(need(adapter.updatePath, resource, 'update')(params.id), {
      method: 'PUT',
      body: need(adapter.updateBody, resource, 'update')(sent),
    })
    const data = adapter.writeResult ? adapter.writeResult(body, sent) : body
    return { data } as UpdateResult<RecordType>
  },
  updateMany: () => unsupported('updateMany'),
  async delete<RecordType extends RaRecord>(resource: string, params: Parameters<DataProvider['delete']>[1]) {
    const adapter = adapterFor(resource)
    await api<unknown>(need(adapter.deletePath, resource, 'delete')(params.id, params.meta), {
      method: 'DELETE',
      query: adapter.deleteQuery?.(params.meta) ?? {},
    })
    // The API answers a message, not the record; react-admin wants the record it removed.
    return { data: (params.previousData ?? { id: params.id }) as RecordType } as DeleteResult<RecordType>
  },
  deleteMany: () => unsupported('deleteMany'),
  async fulfillOrder(id, shipped) {
    const data = await api<Order>(fulfillOrderPath(id), {
      method: 'PATCH',
      ...(shipped ? { body: { shipped } } : {}),
    })
    return { data }
  },
  changeOrder: (id, change) => api<EditedOrder>(orderPath(id), { method: 'PUT', body: change }),
  cancelOrder: (id, cancel) => api<EditedOrder>(`${orderPath(id)}/cancel`, { method: 'POST', body: cancel }),
  getFulfilmentTolerance: () => api<FulfilmentTolerance>(FULFILMENT_TOLERANCE_PATH),
  setProductSubstitutes: (id, substitutes) =>
    api<{ id: string; substitutes: string[] }>(`/api/products/${encodeURIComponent(id)}/substitutes`, {
      method: 'PUT',
      body: { substitutes },
    }),
  saveFulfilmentTolerance: (percent) =>
    api<FulfilmentTolerance>(FULFILMENT_TOLERANCE_PATH, { method: 'PUT', body: { percent } }),
  transferCustomer: (id, newSalesUserId) =>
    api<Message>(transferCustomerPath(id), { method: 'PUT', body: { newSalesUserId } }),
  resetCustomerPassword: (id) => api<Message>(resetPasswordPath(id), { method: 'PUT' }),
  resetStaffPassword: (id) => api<Message>(resetPasswordPath(id), { method: 'POST' }),
  async salesUsers({ others = false } = {}) {
    const body = await api<{ users?: StaffUser[] }>(others ? OTHER_SALES_USERS_PATH : SALES_USERS_PATH)
    return body?.users ?? []
  },
  getOrderWindow: () => api<OrderWindow>(ORDER_WINDOW_PATH),
  saveOrderWindow: (window) =>
    api<OrderWindow>(ORDER_WINDOW_PATH, { method: 'PUT', body: orderWindowBody(window) }),
  async customerProducts(customerId) {
    const body = await api<{ products?: CustomerProduct[] }>(`/api/customers/${customerId}/products`)
    return body?.products ?? []
  },
  placeOrderFor: (customerId, { idempotencyKey, ...body }) =>
    api<PlacedPhoneOrder>(`/api/customers/${customerId}/orders`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  priceChanges: (days) =>
    api<{ customers: CustomerPriceChanges[] }>('/api/price-changes', { query: { days } }),
  historyTimeline: (customerId, { page, limit, ...filter }) =>
    api<Timeline>(historyPath(customerId), { query: { page, limit, ...timelineFilterQuery(filter) } }),
  historyTimelineCsv: (customerId, filter) =>
    apiFile(historyPath(customerId, '/timeline.csv'), { query: timelineFilterQuery(filter) }),
  historyAsOf: (customerId, at) => api<AsOf>(historyPath(customerId, '/as-of'), { query: { at } }),
  historyPriceLines: (customerId) => api<{ lines: PriceLine[] }>(historyPath(customerId, '/prices')),
  historyOwners: (customerId) => api<Owners>(historyPath(customerId, '/owners')),
  ...booksCalls,
  ...deliveryCalls,
  ...orderRequirementsCalls,
  ...stockCalls,
}
