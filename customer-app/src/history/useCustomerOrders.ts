import { api } from '@provender/web-shared/api.ts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { HistoryRow } from './reorder.ts'

export type OrderSortField = 'createdAt' | 'id'
export type SortOrder = 'ASC' | 'DESC'

export interface OrderPage {
  page: number
  pageSize: number
  sortField: OrderSortField
  sortOrder: SortOrder
}

/**
 * Spec 9: the orders API pages by offset (page times page size) and limit. Each row carries its
 * status, item count, estimate and final total (and its lines, for "Order again").
 */
export function useCustomerOrders(customerId: number, { page, pageSize, sortField, sortOrder }: OrderPage) {
  return useQuery({
    queryKey: ['orders', 'customer', customerId, page, pageSize, sortField, sortOrder],
    queryFn: () =>
      api<{ rows: HistoryRow[]; count: number }>(`/api/orders/customer/${customerId}`, {
        query: { limit: pageSize, offset: page * pageSize, sortField, sortOrder },
      }),
    placeholderData: keepPreviousData,
  })
}
