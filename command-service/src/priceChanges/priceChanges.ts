import type { DomainEvent } from '@provender/events'
import { notFound } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** price-changes-{customerId}: the changes a customer has dismissed. */
export interface PriceChangesState {
  dismissed: string[]
}

export const priceChangesAggregate: Aggregate<PriceChangesState> = defineAggregate(
  'priceChanges',
  { dismissed: [] },
  (state, event): PriceChangesState => {
    switch (event.type) {
      case 'PriceChangeDismissed':
        return { dismissed: [...state.dismissed, event.data.changeId] }
      default:
        return assertNever(event.type)
    }
  },
)

/**
 * The product whose price an event moved for this customer, or null when the event moves no
 * price of theirs: a negotiated line of another customer, or not a price event at all.
 */
export function productRepricedFor(event: DomainEvent, customerId: number): string | null {
  switch (event.type) {
    case 'CustomerProductPriced':
    case 'CustomerProductRemoved':
      return event.data.customerId === customerId ? event.data.productId : null
    // A default price is everyone's price where no negotiated line overrides it.
    case 'ProductCreated':
    case 'ProductUpdated':
      return event.data.productId
    default:
      return null
  }
}

export interface DismissPriceChange {
  customerId: number
  changeId: string
  /** The event the change id names, as the log holds it; null when the log has none. */
  priceEvent: DomainEvent | null
}

/**
 * A customer hides one of its price changes. The id must name an event that moved one of its
 * prices (anything else, another customer's line included, answers like a missing change);
 * dismissing a change twice changes nothing.
 */
export function decideDismissPriceChange(
  command: DismissPriceChange,
  state: PriceChangesState,
): DomainEvent[] {
  const productId = command.priceEvent ? productRepricedFor(command.priceEvent, command.customerId) : null
  if (productId === null) throw notFound('Price change not found.')
  if (state.dismissed.includes(command.changeId)) return []
  return [
    {
      type: 'PriceChangeDismissed',
      data: { customerId: command.customerId, productId, changeId: command.changeId },
    },
  ]
}
