import { addDays, daysBetween } from '@provender/events'

/** The API's limit on one closure. */
export const MAX_CLOSURE_DAYS = 31

/** The server's words (docs/api.md, closures), said before it is asked. */
export const CLOSURE_MESSAGES = {
  from: 'Choose the first closed day as YYYY-MM-DD.',
  order: 'The last closed day cannot be before the first.',
  tooLong: `A closure can last at most ${MAX_CLOSURE_DAYS} days.`,
  reason: 'Say why deliveries stop (a holiday, a stock-take).',
  past: 'A closure cannot start in the past.',
  added: 'Closure added.',
  addFailed: 'Failed to add the closure.',
  deleted: 'Closure deleted. Deliveries on those days are offered again.',
  deleteFailed: 'Failed to delete the closure.',
} as const

export interface ClosureValues {
  from: string
  to: string
  reason: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Each field's problem; `today` is the distributor's date. */
export function closureErrors(
  values: ClosureValues,
  today: string,
): Partial<Record<keyof ClosureValues, string>> {
  const errors: Partial<Record<keyof ClosureValues, string>> = {}
  if (!DATE.test(values.from)) errors.from = CLOSURE_MESSAGES.from
  else if (values.from < today) errors.from = CLOSURE_MESSAGES.past
  if (values.to && DATE.test(values.from)) {
    if (values.to < values.from) errors.to = CLOSURE_MESSAGES.order
    // Inclusive: the 1st to the 31st is 31 days.
    else if (daysBetween(values.from, values.to) + 1 > MAX_CLOSURE_DAYS) errors.to = CLOSURE_MESSAGES.tooLong
  }
  if (!values.reason.trim()) errors.reason = CLOSURE_MESSAGES.reason
  return errors
}

/** The latest `to` a closure starting on `from` may have (the date input's max). */
export const latestTo = (from: string): string | undefined =>
  DATE.test(from) ? addDays(from, MAX_CLOSURE_DAYS - 1) : undefined

/** "1 order", "3 orders". */
export const ordersLabel = (count: number): string => `${count} order${count === 1 ? '' : 's'}`
