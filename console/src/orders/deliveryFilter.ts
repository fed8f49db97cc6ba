import { addDays } from '@provender/events'
import type { OrderFilter } from './orderListFilter.ts'

/** The delivery-date choices of the orders list (issue 25): any, today, tomorrow, a date, or none set. */
export type DeliveryChoice = 'any' | 'today' | 'tomorrow' | 'date' | 'none'

export const DELIVERY_CHOICES: ReadonlyArray<readonly [DeliveryChoice, string]> = [
  ['any', 'Any day'],
  ['today', 'Today'],
  ['tomorrow', 'Tomorrow'],
  ['date', 'A date…'],
  ['none', 'Not scheduled'],
]

export function deliveryChoiceOf(filter: OrderFilter): DeliveryChoice {
  const choice = filter.deliveryChoice
  return DELIVERY_CHOICES.some(([known]) => known === choice) ? (choice as DeliveryChoice) : 'any'
}

/**
 * The date the API filters by for a choice: today and tomorrow on the distributor's calendar
 * (`today`), so a list left open overnight, or read from another zone, means the same day.
 */
export function deliveryDateFor(choice: DeliveryChoice, today: string, date?: string): string | undefined {
  switch (choice) {
    case 'today':
      return today
    case 'tomorrow':
      return addDays(today, 1)
    case 'none':
      return 'none'
    case 'date':
      return date || undefined
    default:
      return undefined
  }
}

/** The list's filter with the choice (kept for the control) and the date it stands for. */
export function withDelivery(
  filter: OrderFilter,
  choice: DeliveryChoice,
  today: string,
  date?: string,
): OrderFilter {
  const { deliveryChoice: _choice, deliveryDate: _date, ...rest } = filter
  if (choice === 'any') return rest
  const deliveryDate = deliveryDateFor(choice, today, date)
  return { ...rest, deliveryChoice: choice, ...(deliveryDate ? { deliveryDate } : {}) }
}

/** Whether the stored filter still means what its choice says (false the morning after "Today"). */
export function deliveryIsCurrent(filter: OrderFilter, today: string): boolean {
  const choice = deliveryChoiceOf(filter)
  if (choice !== 'today' && choice !== 'tomorrow') return true
  return filter.deliveryDate === deliveryDateFor(choice, today)
}
