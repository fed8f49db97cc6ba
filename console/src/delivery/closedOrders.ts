import { api } from '@provender/web-shared/api.ts'
import { useQuery } from '@tanstack/react-query'
import { formatDeliveryDate } from './deliveryFormat.ts'

/** GET /api/delivery/closed-orders: an open order on a date closed after it got it (issue 36). */
export interface ClosedDateOrder {
  orderId: number
  customerId: number
  businessName: string
  deliveryDate: string
  closure: { id: string; from: string; to: string; reason: string }
}

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
