import { orderPath, ordersListQuery, ordersListResult } from './ordersMapping.ts'
import { type ResourceAdapter, resourceAdapter } from './resourceAdapter.ts'

/** One entry per resource the console reads; a new screen adds its adapter here. */
export const resources: Record<string, ResourceAdapter> = {
  orders: resourceAdapter({
    listPath: '/api/orders',
    listQuery: ordersListQuery,
    listResult: ordersListResult,
    onePath: orderPath,
  }),
}
