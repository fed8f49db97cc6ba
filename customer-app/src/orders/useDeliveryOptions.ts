import { api } from '@provender/web-shared/api.ts'
import { type DeliveryOptions, deliveryOptionsQuery } from '@provender/web-shared/ordering/delivery.ts'
import { useQuery } from '@tanstack/react-query'

const MINUTE = 60_000

/**
 * The customer's next delivery dates and their cut-offs (GET /api/delivery/options). Asked again
 * every minute, so a cut-off that passes while the form is open moves the dates on. A customer
 * without delivery days (or a server without the call) orders as before.
 */
export function useDeliveryOptions() {
  const { path, query } = deliveryOptionsQuery()
  return useQuery({
    queryKey: ['delivery-options'],
    queryFn: () => api<DeliveryOptions>(path, { query }),
    staleTime: MINUTE,
    refetchInterval: MINUTE,
  })
}
