import type { Availability } from '@provender/events'
import { api } from '@provender/web-shared/api.ts'

/** Issue 36: a product marked available, limited or out of stock (admins; the server checks). */
export interface StockCalls {
  setProductAvailability: (
    productId: string,
    availability: Availability,
  ) => Promise<{ id: string; availability: Availability }>
}

export const stockCalls: StockCalls = {
  setProductAvailability: (productId, availability) =>
    api(`/api/products/${encodeURIComponent(productId)}/availability`, { method: 'PUT', body: availability }),
}
