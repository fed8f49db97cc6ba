import type { EventOf, EventType } from './events.ts'

/**
 * The one event→stream map: the kind of stream each event type is appended to (and so the
 * aggregate that folds it). Every type of the catalogue must be placed here; the command side
 * folds each stream with these types only, and a projection names the streams whose every
 * event it decides on (see `StreamCoverage`).
 */
export const streamOfEvent = {
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
  OrderRequirementsSet: 'orderRequirements',
  CategoryCreated: 'category',
  CategoryRenamed: 'category',
  CategoryDeleted: 'category',
  CategoryNameReserved: 'categoryName',
  CategoryNameReleased: 'categoryName',
  ProductCreated: 'product',
  ProductUpdated: 'product',
  ProductDeleted: 'product',
  ProductSubstitutesSet: 'product',
  ProductAvailabilitySet: 'productAvailability',
  StockClaimed: 'productStock',
  OrderPlaced: 'order',
  OrderFulfilled: 'order',
  OrderMoved: 'order',
  OrderChanged: 'order',
  OrderCancelled: 'order',
  DeliverySlotClaimed: 'deliverySlot',
  DeliverySlotReleased: 'deliverySlot',
  DeliveryScheduleSet: 'deliverySchedule',
  ClosureAdded: 'closures',
  ClosureRemoved: 'closures',
  ClosureStandingMoveSet: 'closures',
  StandingOrderCreated: 'standingOrder',
  StandingOrderChanged: 'standingOrder',
  StandingOrderPaused: 'standingOrder',
  StandingOrderResumed: 'standingOrder',
  StandingOrderCancelled: 'standingOrder',
  StandingOrderSkipped: 'standingOrder',
  StandingOrderUnskipped: 'standingOrder',
  StandingOrderDateEdited: 'standingOrder',
  StandingOrderPlaced: 'standingOrder',
  StandingOrderMissed: 'standingOrder',
  OrderWindowSet: 'orderWindow',
  PriceChangeDismissed: 'priceChanges',
  FulfilmentToleranceSet: 'fulfilmentSettings',
  NotificationQueued: 'notification',
  NotificationSending: 'notification',
  NotificationSent: 'notification',
  NotificationFailed: 'notification',
  MailPreferencesSet: 'mailPreferences',
  PasswordResetRequested: 'passwordReset',
  PasswordResetCompleted: 'passwordReset',
  ImportApplied: 'import',
  CustomerBillingSet: 'billing',
  InvoiceNumberTaken: 'invoiceNumbers',
  InvoiceIssued: 'ledger',
  PaymentRecorded: 'ledger',
  // Appended by the sealer (tamper evidence), not by a command.
  LogSealed: 'logSeal',
} as const satisfies Record<EventType, string>

export type StreamKind = (typeof streamOfEvent)[EventType]

/** The event types appended to one kind of stream. */
export type EventTypesOf<K extends StreamKind> = {
  [T in EventType]: (typeof streamOfEvent)[T] extends K ? T : never
}[EventType]

/** The events appended to one kind of stream. */
export type EventsOf<K extends StreamKind> = EventOf<EventTypesOf<K>>

/** The default branch of an exhaustive switch: it does not compile while a case is missing. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}
