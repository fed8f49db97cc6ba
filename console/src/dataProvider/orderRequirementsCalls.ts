import { api } from '@provender/web-shared/api.ts'
import {
  type OrderRequirements,
  orderRequirementsPath,
  parseOrderRequirements,
} from '@provender/web-shared/ordering/orderRequirements.ts'

/** Issue 36: what every order of a customer must carry, read by staff who see it, set by its owner or an admin. */
export interface OrderRequirementsCalls {
  orderRequirements: (customerId: number) => Promise<OrderRequirements>
  saveOrderRequirements: (customerId: number, requirements: OrderRequirements) => Promise<OrderRequirements>
}

export const orderRequirementsCalls: OrderRequirementsCalls = {
  orderRequirements: async (customerId) =>
    parseOrderRequirements(await api<unknown>(orderRequirementsPath(customerId))),
  saveOrderRequirements: async (customerId, { poNumberRequired, minimumOrder }) =>
    parseOrderRequirements(
      await api<unknown>(orderRequirementsPath(customerId), {
        method: 'PUT',
        body: { poNumberRequired, minimumOrder },
      }),
    ),
}
