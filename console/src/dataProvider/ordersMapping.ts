import { type ListParams, pageOf, type Query, searchOf, sortOrderOf } from './listParams.ts'
import type { Order, OrderPage } from './orderTypes.ts'

export const ORDER_SORT_FIELDS = ['createdAt', 'id', 'customer', 'salesRep', 'deliveryDate'] as const
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number]
export type OrderScope = 'all' | 'mine'

/** Spec 2.4 and 9: newest first unless the user picks another column. */
export const DEFAULT_ORDER_SORT = { field: 'createdAt', order: 'DESC' } as const
export const DEFAULT_PAGE_SIZE = 10

function isSortField(field: string | undefined): field is OrderSortField {
  return ORDER_SORT_FIELDS.some((known) => known === field)
}

/**
 * react-admin's getList parameters → the query of GET /api/orders. The API pages by
 * offset: spec 9 counts pages from 0 (offset = page x size), react-admin from 1.
 */
export function ordersListQuery(params: ListParams): Query {
  const { page, perPage } = pageOf(params, DEFAULT_PAGE_SIZE)
  const filter = params.filter ?? {}
  const query: Query = {
    limit: perPage,
    offset: (page - 1) * perPage,
    sortField: isSortField(params.sort?.field) ? params.sort.field : DEFAULT_ORDER_SORT.field,
    sortOrder: sortOrderOf(params.sort?.order, DEFAULT_ORDER_SORT.order),
  }
  if (typeof filter.fulfilled === 'boolean') query.fulfilled = filter.fulfilled
  // Issue 25: one delivery date (or 'none': not scheduled), or a span of them (a closure's orders).
  for (const key of ['deliveryDate', 'deliveryFrom', 'deliveryTo'] as const) {
    const value = filter[key]
    if (typeof value === 'string' && DELIVERY_FILTER.test(value)) query[key] = value
  }
  const search = searchOf(filter)
  if (search) query.search = search
  // The server ignores scope for anyone but an admin; sending it only when set keeps URLs short.
  // One customer's orders (spec 2.7) are their own call, which takes no scope.
  if ((filter.scope === 'all' || filter.scope === 'mine') && customerIdOf(filter) === undefined)
    query.scope = filter.scope
  return query
}

const DELIVERY_FILTER = /^(\d{4}-\d{2}-\d{2}|none)$/

function customerIdOf(filter: Record<string, unknown>): string | number | undefined {
  const id = filter.customerId
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : undefined
}

/** Spec 7: GET /api/orders, or GET /api/orders/customer/{id} for one customer's orders. */
export function ordersListPath(params: ListParams): string {
  const customerId = customerIdOf(params.filter ?? {})
  return customerId === undefined
    ? '/api/orders'
    : `/api/orders/customer/${encodeURIComponent(String(customerId))}`
}

export function ordersListResult(body: OrderPage): { data: Order[]; total: number } {
  return { data: body.rows, total: body.count }
}

export function orderPath(id: number | string): string {
  return `/api/orders/${encodeURIComponent(String(id))}`
}

export function fulfillOrderPath(id: number | string): string {
  return `${orderPath(id)}/fulfill`
}
