import type { EventOf, EventType } from '@provender/events'
import type { Aggregate } from './commandHandler.ts'

/**
 * Which aggregate folds each event type (the stream it is appended to). Every type of the
 * catalogue must be placed here, and every aggregate's `evolve` switch must handle each of
 * its types, so a new event type cannot be silently ignored by the state it belongs to.
 */
export const aggregateOfEvent = {
  UserRegistered: 'user',
  UserProfileUpdated: 'user',
  UserPasswordChanged: 'user',
  UserPasswordReset: 'user',
  UserDeleted: 'user',
  SessionEnded: 'session',
  EmailReserved: 'email',
  EmailReleased: 'email',
  AccountNumberReserved: 'accountNumber',
  AccountNumberReleased: 'accountNumber',
  CustomerRegistered: 'customer',
  CustomerDetailsUpdated: 'customer',
  CustomerProductPriced: 'customer',
  CustomerProductRemoved: 'customer',
  CustomerTransferred: 'customer',
  CustomerFavoriteAdded: 'customer',
  CustomerFavoriteRemoved: 'customer',
  CustomerDeleted: 'customer',
  CategoryCreated: 'category',
  CategoryRenamed: 'category',
  CategoryDeleted: 'category',
  CategoryNameReserved: 'categoryName',
  CategoryNameReleased: 'categoryName',
  ProductCreated: 'product',
  ProductUpdated: 'product',
  ProductDeleted: 'product',
  OrderPlaced: 'order',
  OrderFulfilled: 'order',
  OrderWindowSet: 'orderWindow',
  PriceChangeDismissed: 'priceChanges',
  FulfilmentToleranceSet: 'fulfilmentSettings',
  // Appended by the sealer (tamper evidence), not by a command; no command state folds it.
  LogSealed: 'logSeal',
} as const satisfies Record<EventType, string>

export type AggregateName = (typeof aggregateOfEvent)[EventType]

/** The events one aggregate folds. */
export type EventsOf<A extends AggregateName> = {
  [T in EventType]: (typeof aggregateOfEvent)[T] extends A ? EventOf<T> : never
}[EventType]

/**
 * An aggregate whose `evolve` sees only its own events, in a switch that ends in
 * `assertNever`; an event of another stream leaves the state as it is.
 */
export function defineAggregate<A extends AggregateName, S>(
  name: A,
  initial: S,
  evolve: (state: S, event: EventsOf<A>) => S,
): Aggregate<S> {
  return {
    initial,
    evolve: (state, event) =>
      aggregateOfEvent[event.type] === name ? evolve(state, event as EventsOf<A>) : state,
  }
}

/** The default branch of an exhaustive switch: it does not compile while a case is missing. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}
