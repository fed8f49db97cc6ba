import type { EventData, MailPreferences, NotificationKind, OrderKept, Role } from '@provender/events'

/** Who a message goes to: a user of the log, with the address and name it has now. */
export interface Recipient {
  userId: number
  email: string
  name: string
}

export interface CustomerFacts {
  customerId: number
  businessName: string
  accountNumber: string
  /** The customer's login user. */
  contact: Recipient
  /** The owning sales rep; null when it has none (or it was deleted and not replaced). */
  rep: Recipient | null
}

/**
 * What planning needs to know beyond the event itself, as the log says it now (the notifier
 * implements it). Null answers mean unknown or deleted: nobody to write to.
 */
export interface NotificationFacts {
  customer(customerId: number): Promise<CustomerFacts | null>
  user(userId: number): Promise<(Recipient & { role: Role }) | null>
  preferences(userId: number): Promise<MailPreferences>
  /** The order as placed: for OrderFulfilled, its lines and estimate. */
  order(orderId: number): Promise<EventData<'OrderPlaced'> | null>
  /**
   * The standing-order dates a closure moved, by standing order (issue 36), the read model's
   * answer (the notifier keeps no index of standing orders); null: it has not caught up yet (the
   * event is planned again later). Absent: no closure mail.
   */
  standingMoves?(closureId: string, now: Date): Promise<StandingOrderMoves[] | null>
  /**
   * What removing a closure gives back (issue 36), laid over the closures as they are now: the
   * standing dates it had moved (each goes back from `to` to `from`) and the open orders it had
   * affected, which stay where they are; null: not caught up yet. Absent: no closure-removed mail.
   */
  closureReopening?(closureId: string, now: Date): Promise<ClosureReopening | null>
}

export interface ClosureReopening {
  standing: StandingOrderMoves[]
  orders: OrderKept[]
}

/** One standing order's dates a closure moved: from (as scheduled) to (the new day). */
export interface StandingOrderMoves {
  standingOrderId: string
  customerId: number
  dates: { from: string; to: string; cutoff: Date; skipped: boolean }[]
}

export interface MailContext {
  /** Signs every mail and opens its subject's context ("Provender Foods"). */
  distributorName: string
  /** The distributor's IANA zone: every date and time in a mail is on its clock. */
  timeZone: string
  /** Where the apps are served, without a trailing slash: links into them start here. */
  appUrl: string
  /**
   * The notifier's clock, when it has one: a reset request whose link has already expired then
   * causes no mail. Absent: every request does.
   */
  now?: Date
}

export interface PlannedNotification {
  kind: NotificationKind
  /** The source event's id, or a dated key for a digest or a reminder. */
  source: string
  recipient: Recipient
  /** One line, no control characters, at most 300 characters. */
  subject: string
  text: string
  html: string
}

export type { PriceChangeLine } from '@provender/events'

/**
 * Links that carry a capability are placeholders in the stored message; the sender puts the
 * signed link in per message when it sends, so the log never holds a usable token.
 */
export const LINK_PLACEHOLDERS = {
  passwordReset: '{{password-reset-link}}',
  unsubscribe: '{{unsubscribe-link}}',
} as const
