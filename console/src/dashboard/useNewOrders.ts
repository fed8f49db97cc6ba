import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useDataProvider } from 'react-admin'
import type { Order } from '../dataProvider/index.ts'
import { countNewer, newestOrderId } from './newOrders.ts'

/** How often the dashboard asks for new orders. */
export const NEW_ORDERS_POLL_MS = 10_000
export const NEW_ORDERS_PAGE = 50

/**
 * Polls the newest orders (all of them, by id) and counts those placed since the page
 * opened; `changed` ticks each time the count grows, so the list can refetch.
 */
export function useNewOrders(): { count: number; changed: number } {
  const dataProvider = useDataProvider()
  const baseline = useRef<number | null>(null)
  const [changed, setChanged] = useState(0)
  const { data } = useQuery({
    queryKey: ['dashboard', 'newest-orders'],
    queryFn: async () =>
      (
        await dataProvider.getList<Order>('orders', {
          pagination: { page: 1, perPage: NEW_ORDERS_PAGE },
          sort: { field: 'id', order: 'DESC' },
          filter: {},
        })
      ).data,
    refetchInterval: NEW_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
    gcTime: 0,
  })
  if (data && baseline.current === null) baseline.current = newestOrderId(data)
  const count = data && baseline.current !== null ? countNewer(data, baseline.current) : 0
  const last = useRef(0)
  useEffect(() => {
    if (count > last.current) setChanged((n) => n + 1)
    last.current = count
  }, [count])
  return { count, changed }
}
