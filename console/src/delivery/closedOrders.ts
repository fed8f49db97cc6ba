import type { ClosedDateOrder } from '@provender/events'
import { api } from '@provender/web-shared/api.ts'
import { useQuery } from '@tanstack/react-query'
import { formatDeliveryDate } from './deliveryFormat.ts'

export type { ClosedDateOrder } from '@provender/events'

export const closedOrdersKey = ['closed-orders'] as const

/** The flagged orders: all the caller sees, or one date's (the pick list), or one order (its page). */
export function useClosedOrders(filter: { deliveryDate?: string; orderId?: number } = {}, enabled = true) {
  return useQuery({
    queryKey: [...closedOrdersKey, filter.deliveryDate ?? null, filter.orderId ?? null],
    enabled,
    queryFn: () =>
      api<{ total: number; rows: ClosedDateOrder[] }>('/api/delivery/closed-orders', {
        query: {
          ...(filter.deliveryDate ? { deliveryDate: filter.deliveryDate } : {}),
          ...(filter.orderId ? { orderId: filter.orderId } : {}),
        },
      }),
  })
}

/** "Closed Friday, Dec 4: Christmas", as the ordering app says it. */
export const closedDateLabel = (row: Pick<ClosedDateOrder, 'deliveryDate' | 'closure'>): string =>
  `Closed ${formatDeliveryDate(row.deliveryDate)}: ${row.closure.reason}`

/** "3 orders are on closed days" / "1 order is on a closed day". */
export const closedOrdersSentence = (total: number): string =>
  total === 1 ? '1 order is on a closed day' : `${total} orders are on closed days`
