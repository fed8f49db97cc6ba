import { ApiError } from '@provender/web-shared/api.ts'

/** The question staff must answer before an order goes in while the customer's window is closed. */
export const OUTSIDE_WINDOW_QUESTION = 'Ordering is closed for this customer; place it anyway?'

export const newOrderPath = (customerId: number | string) => `/customers/${customerId}/new-order`

/**
 * The server refused because the customer's ordering window is closed (409 ORDERING_CLOSED):
 * staff may confirm and send again with `outsideWindow: true`. Nothing was placed.
 */
export function needsWindowConfirmation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'ORDERING_CLOSED'
}
