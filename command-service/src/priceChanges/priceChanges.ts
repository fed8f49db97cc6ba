import type { DomainEvent } from '@provender/events'
import { conflict, notFound, parsePriceChangeId } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** A change the customer dismissed, and the product whose price it moved. */
export interface Dismissal {
  changeId: string
  productId: string
}

/** price-changes-{customerId}: the changes a customer has dismissed. */
export interface PriceChangesState {
  dismissed: Dismissal[]
}

export const priceChangesAggregate: Aggregate<PriceChangesState> = defineAggregate(
  'priceChanges',
  { dismissed: [] },
  (state, event): PriceChangesState => {
    switch (event.type) {
      case 'PriceChangeDismissed':
        return {
          dismissed: [...state.dismissed, { changeId: event.data.changeId, productId: event.data.productId }],
        }
      default:
        return assertNever(event.type)
    }
  },
)

/**
 * The product a price event is about, when it may concern this customer's price: its own
 * negotiated line, or a default price (everyone's, where no negotiated line overrides it; the
 * history decides whether one did). Null for another customer's line or any other event.
 */
export function productOfPriceEvent(event: DomainEvent, customerId: number): string | null {
  switch (event.type) {
    case 'CustomerProductPriced':
    case 'CustomerProductRemoved':
      return event.data.customerId === customerId ? event.data.productId : null
    case 'ProductCreated':
    case 'ProductUpdated':
      return event.data.productId
    default:
      return null
  }
}

/** One event of a customer's price history of a product, with the id the log gave it. */
export interface PriceHistoryEvent {
  eventId: string
  event: DomainEvent
}

/**
 * The ids of the events that moved this customer's effective price of the product (its
 * negotiated line, else the default price), oldest first, and whether the product was deleted.
 * A rename, or a default price moving under a negotiated line, moves nothing.
 */
export function effectivePriceMoves(
  history: PriceHistoryEvent[],
  customerId: number,
  productId: string,
): { moves: string[]; deleted: boolean } {
  let negotiated: number | null = null
  let base: number | null = null
  let deleted = false
  const moves: string[] = []
  for (const { eventId, event } of history) {
    const before = negotiated ?? base
    switch (event.type) {
      case 'ProductCreated':
        if (event.data.productId !== productId) continue
        base = event.data.priceCents
        break
      case 'ProductUpdated':
        if (event.data.productId !== productId) continue
        base = event.data.after.priceCents
        break
      case 'ProductDeleted':
        if (event.data.productId !== productId) continue
        deleted = true
        base = null
        break
      case 'CustomerProductPriced':
      case 'CustomerProductRemoved':
        if (event.data.customerId !== customerId || event.data.productId !== productId) continue
        negotiated = event.type === 'CustomerProductPriced' ? event.data.newPriceCents : null
        break
      default:
        continue
    }
    const after = negotiated ?? base
    if (after !== null && after !== before) moves.push(eventId)
  }
  return { moves, deleted }
}

export interface DismissPriceChange {
  customerId: number
  changeId: string
  /** The event the change id names. */
  eventId: string
  /** The product that event is about. */
  productId: string
  /**
   * The customer's price history of that product, in log order: the product's events and the
   * customer's negotiated lines of it, read from the log (the decision reads nothing itself).
   */
  priceHistory: PriceHistoryEvent[]
}

const NOT_FOUND = 'Price change not found.'

/**
 * A customer hides one of its price changes: the last event that moved its effective price of
 * the product. An event that moved none of its prices (another customer's line, a default price
 * under its negotiated line, a rename) answers like a missing change; an older change, which a
 * later one replaced, answers 409 and changes nothing, since the read model keeps one dismissal
 * per product and the older would take the newer's place. Dismissing a change twice changes nothing.
 */
export function decideDismissPriceChange(
  command: DismissPriceChange,
  state: PriceChangesState,
): DomainEvent[] {
  const { customerId, changeId, productId } = command
  const { moves, deleted } = effectivePriceMoves(command.priceHistory, customerId, productId)
  const at = moves.indexOf(command.eventId)
  if (at === -1 || deleted) throw notFound(NOT_FOUND)
  if (state.dismissed.some((d) => d.changeId === changeId)) return []
  if (at < moves.length - 1) throw superseded()
  // A dismissal of this product the history does not hold was made after the history was
  // read (another tab, on a newer change): this id is older than that one.
  const known = new Set(command.priceHistory.map((e) => e.eventId))
  const newerDismissed = state.dismissed.some(
    (d) => d.productId === productId && !known.has(parsePriceChangeId(d.changeId)?.eventId ?? ''),
  )
  if (newerDismissed) throw superseded()
  return [{ type: 'PriceChangeDismissed', data: { customerId, productId, changeId } }]
}

const superseded = () =>
  conflict('A newer price change of this product replaced this one.', 'PRICE_CHANGE_SUPERSEDED')
