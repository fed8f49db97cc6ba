import { api } from '@provender/web-shared/api.ts'
import {
  NO_REQUIREMENTS,
  type OrderRequirements,
  orderRequirementsPath,
  parseOrderRequirements,
} from '@provender/web-shared/ordering/orderRequirements.ts'
import { useQuery } from '@tanstack/react-query'

/**
 * What every order of this customer must carry (issue 36): a PO number, a minimum. While it loads,
 * or if it fails, the form asks nothing more: the server checks the order anyway and says why.
 */
export function useOrderRequirements(customerId: number): OrderRequirements {
  const requirements = useQuery({
    queryKey: ['order-requirements', customerId],
    queryFn: async () => parseOrderRequirements(await api<unknown>(orderRequirementsPath(customerId))),
  })
  return requirements.data ?? NO_REQUIREMENTS
}
