import { ApiError } from '@provender/web-shared/api.ts'

export const MOVE_MESSAGES = { failed: 'Failed to move the order.' } as const

export interface MoveValues {
  deliveryDate: string
  reason: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export function moveErrors(
  values: MoveValues,
  current: string | null,
): Partial<Record<keyof MoveValues, string>> {
  if (!DATE.test(values.deliveryDate)) return { deliveryDate: 'Choose the new delivery date.' }
  if (values.deliveryDate === current) return { deliveryDate: 'The order already ships that day.' }
  return {}
}

/**
 * The server refused the date as off the customer's schedule or closed (409
 * DELIVERY_DATE_UNAVAILABLE): staff may confirm an exception. Other refusals (a past date, a
 * fulfilled order) cannot be confirmed away.
 */
export function needsConfirmation(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 409 && failure.code === 'DELIVERY_DATE_UNAVAILABLE'
}
