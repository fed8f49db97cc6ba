import { api } from '@provender/web-shared/api.ts'
import type { UsualItems } from '@provender/web-shared/ordering/guide.ts'
import { useQuery } from '@tanstack/react-query'

export const NO_USUAL_ITEMS: UsualItems = { items: [], lastOrder: null }

/**
 * What this customer usually orders and its last order (GET /api/customers/{id}/usual-items).
 * Without them the guide still works: favourites and the catalogue.
 */
export function useUsualItems(customerId: number) {
  return useQuery({
    queryKey: ['usual-items', customerId],
    queryFn: () => api<UsualItems>(`/api/customers/${customerId}/usual-items`),
  })
}
