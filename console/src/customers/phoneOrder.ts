import { ApiError } from '@provender/web-shared/api.ts'
import type { PlacedPhoneOrder } from '../dataProvider/orderTypes.ts'

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

/**
 * What the placed screen and its notice call the result: a new order, or (issue 36) the order
 * already open for the customer's date, which took the lines instead of a second one.
 */
export function placedHeadline(order: Pick<PlacedPhoneOrder, 'id' | 'mergedInto'>, businessName: string) {
  return typeof order.mergedInto === 'number'
    ? {
        title: `Added to order #${order.id}`,
        notice: `Added to ${businessName}'s order #${order.id} for the same delivery date.`,
      }
    : { title: `Order #${order.id} placed`, notice: `Order #${order.id} placed for ${businessName}.` }
}
