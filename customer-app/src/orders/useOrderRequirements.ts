import { api } from '@provender/web-shared/api.ts'
import {
  NO_REQUIREMENTS,
  type OrderRequirements,
  orderRequirementsPath,
  parseOrderRequirements,
} from '@provender/web-shared/ordering/orderRequirements.ts'
import { useQuery } from '@tanstack/react-query'
import { substituteDefault } from './substitutes.ts'

/** One read of GET /api/customers/{id}/order-requirements for both hooks below. */
const requirementsQuery = (customerId: number) => ({
  queryKey: ['order-requirements', customerId],
  queryFn: async () => {
    const body = await api<unknown>(orderRequirementsPath(customerId))
    return { requirements: parseOrderRequirements(body), substitutes: substituteDefault(body) }
  },
})

/**
 * What every order of this customer must carry (issue 36): a PO number, a minimum. While it loads,
 * or if it fails, the form asks nothing more: the server checks the order anyway and says why.
 */
export function useOrderRequirements(customerId: number): OrderRequirements {
  return useQuery(requirementsQuery(customerId)).data?.requirements ?? NO_REQUIREMENTS
}

/**
 * Whether the customer's lines allow a substitute unless it says otherwise (issue 36): true or
 * false as its requirements say, null while they load or when they do not say.
 */
export function useSubstituteDefault(customerId: number): boolean | null {
  return useQuery(requirementsQuery(customerId)).data?.substitutes ?? null
}
