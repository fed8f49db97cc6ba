import { z } from 'zod'
import { roleSchema } from './envelope.ts'

const id = z.number().int().positive()
const cents = z.number().int().nonnegative()
const productId = z.string().min(1).max(64)
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
const unitType = z.enum(['quantity', 'weight'])
const quantityType = z.enum(['pack', 'case', 'weight'])
/** A calendar date, YYYY-MM-DD, in the distributor's zone. */
const calendarDate = z.iso.date()
const standingOrderId = z.uuid()

/** One delivery weekday (ISO: 1 Monday .. 7 Sunday) and its cut-off, N days before at a time. */
const deliveryDay = z.object({
  weekday: z.number().int().min(1).max(7),
  cutoffDaysBefore: z.number().int().min(1).max(14),
  cutoffTime: hhmm,
})
export type DeliveryDayData = z.infer<typeof deliveryDay>

/** What a standing order asks for on each delivery date: priced when it is placed. */
const standingLine = z.object({ productId, quantity: z.number().positive(), quantityType })
export type StandingLine = z.infer<typeof standingLine>
const standingLines = z.array(standingLine).min(1).max(500)
/** What a standing order repeats: its lines, every week or every other week. */
const standingTerms = { lines: standingLines, everyWeeks: z.union([z.literal(1), z.literal(2)]) }

/** Why a standing order left a line out when it placed an order. */
export const leftOutReasons = ['deleted', 'not-on-price-list', 'unit-not-offered'] as const

const contact = {
  email: z.string().email(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
}

const productFields = z.object({
  name: z.string().min(1),
  description: z.string(),
  categoryId: id.nullable(),
  unitType,
  packsPerCase: z.number().int().positive().nullable(),
  priceCents: cents,
  /**
   * A soft limit staff set: the order form asks "is that right?" above it (lb, or packs: a case
   * is packsPerCase packs). Absent: none; events before it existed have none.
   */
  warnAbove: z.number().positive().optional(),
})
export type ProductFields = z.infer<typeof productFields>

const orderLine = z.object({
  productId,
  name: z.string(),
  unitType,
  packsPerCase: z.number().int().positive().nullable(),
  quantityType,
  quantity: z.number().positive(),
  /** Negotiated price per pack or per lb at the moment of sale. */
  unitPriceCents: cents,
  lineTotalCents: cents,
})
export type OrderLine = z.infer<typeof orderLine>

/** Who changed or cancelled an order, with the name they had then. */
const orderActor = z.object({
  userId: id,
  name: z.string(),
  role: z.enum(['customer', 'admin', 'sales']),
})
export type OrderActor = z.infer<typeof orderActor>

/** One order line as it shipped: 0 when it was out of stock; its total at the order's price. */
const shippedLine = z.object({
  productId,
  quantity: z.number().nonnegative(),
  lineTotalCents: cents,
})
export type ShippedLine = z.infer<typeof shippedLine>

/** The mails the notifier sends. */
export const notificationKinds = [
  'order-placed',
  'new-order',
  'order-shipped',
  'price-digest',
  'order-reminder',
  'password-reset',
] as const
const notificationKindSchema = z.enum(notificationKinds)
export type NotificationKind = z.infer<typeof notificationKindSchema>
const notificationIdSchema = z.string().regex(/^[0-9a-f]{32}$/)
/** The delivery attempt of one notification that a sender claimed, or that went out. */
const deliveryAttempt = { notificationId: notificationIdSchema, attempt: z.number().int().positive() }

/**
 * Which optional mails a user gets. Customers: orders, shipping, priceDigest, reminders;
 * staff: newOrders. Password-reset mails are not optional.
 */
export const mailPreferencesSchema = z.object({
  orders: z.boolean(),
  shipping: z.boolean(),
  priceDigest: z.boolean(),
  reminders: z.boolean(),
  newOrders: z.boolean(),
})
export type MailPreferences = z.infer<typeof mailPreferencesSchema>
export const defaultMailPreferences: MailPreferences = {
  orders: true,
  shipping: true,
  priceDigest: true,
  reminders: false,
  newOrders: true,
}

/**
 * The catalogue: every event type with its current version and data schema.
 * An event whose data does not parse here is never appended nor projected.
 */
export const eventCatalogue = {
  // user-{id}: the login account of every role
  UserRegistered: {
    version: 1,
    data: z.object({
      userId: id,
      role: roleSchema,
      ...contact,
      passwordHash: z.string().min(1),
      passwordChanged: z.boolean(),
    }),
  },
  UserProfileUpdated: {
    version: 1,
    data: z.object({
      userId: id,
      before: z.object(contact),
      after: z.object(contact),
    }),
  },
  UserPasswordChanged: { version: 1, data: z.object({ userId: id, passwordHash: z.string().min(1) }) },
  UserPasswordReset: {
    version: 1,
    data: z.object({ userId: id, passwordHash: z.string().min(1), resetBy: id }),
  },
  UserDeleted: { version: 1, data: z.object({ userId: id, role: roleSchema, reassignedTo: id.nullable() }) },

  // session-{id}: a signed-in session ended by its logout; expiresAt is the token's own expiry
  SessionEnded: {
    version: 1,
    data: z.object({ sessionId: z.uuid(), userId: id, expiresAt: z.iso.datetime() }),
  },

  // email-{address}: guards that one address belongs to one account
  EmailReserved: { version: 1, data: z.object({ email: z.string(), userId: id }) },
  EmailReleased: { version: 1, data: z.object({ email: z.string(), userId: id }) },

  // account-number-{normalised}: guards that one account number belongs to one customer
  AccountNumberReserved: { version: 1, data: z.object({ accountNumber: z.string().min(1), customerId: id }) },
  AccountNumberReleased: { version: 1, data: z.object({ accountNumber: z.string().min(1), customerId: id }) },

  // customer-{id}: the business account, its owner and negotiated prices
  CustomerRegistered: {
    version: 1,
    data: z.object({
      customerId: id,
      businessName: z.string().min(1),
      accountNumber: z.string().min(1),
      salesUserId: id,
    }),
  },
  CustomerDetailsUpdated: {
    version: 1,
    data: z.object({
      customerId: id,
      before: z.object({ businessName: z.string(), accountNumber: z.string() }),
      after: z.object({ businessName: z.string(), accountNumber: z.string() }),
    }),
  },
  CustomerProductPriced: {
    version: 1,
    data: z.object({ customerId: id, productId, oldPriceCents: cents.nullable(), newPriceCents: cents }),
  },
  CustomerProductRemoved: {
    version: 1,
    data: z.object({ customerId: id, productId, oldPriceCents: cents }),
  },
  CustomerTransferred: {
    version: 1,
    data: z.object({
      customerId: id,
      fromSalesUserId: id,
      toSalesUserId: id,
      reason: z.enum(['transfer', 'owner-deleted']),
    }),
  },
  CustomerFavoriteAdded: { version: 1, data: z.object({ customerId: id, productId }) },
  CustomerFavoriteRemoved: { version: 1, data: z.object({ customerId: id, productId }) },
  CustomerDeleted: { version: 1, data: z.object({ customerId: id }) },

  // category-{id}
  CategoryCreated: { version: 1, data: z.object({ categoryId: id, name: z.string().min(1) }) },
  CategoryRenamed: {
    version: 1,
    data: z.object({ categoryId: id, oldName: z.string(), newName: z.string().min(1) }),
  },
  CategoryDeleted: { version: 1, data: z.object({ categoryId: id, name: z.string() }) },

  // categoryname-{normalised name}: guards that one name belongs to one category
  CategoryNameReserved: { version: 1, data: z.object({ name: z.string().min(1), categoryId: id }) },
  CategoryNameReleased: { version: 1, data: z.object({ name: z.string().min(1), categoryId: id }) },

  // product-{id}: the id is the code staff type
  ProductCreated: { version: 1, data: productFields.extend({ productId }) },
  ProductUpdated: { version: 1, data: z.object({ productId, before: productFields, after: productFields }) },
  ProductDeleted: { version: 1, data: z.object({ productId, name: z.string() }) },

  // order-{id}
  OrderPlaced: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      salesUserId: id.nullable(),
      lines: z.array(orderLine).min(1),
      totalCents: cents,
      idempotencyKey: z.string().nullable(),
      /**
       * The staff member who placed it for the customer (a phone or text order), with the
       * name they had then. Absent: the customer placed it.
       */
      placedBy: z.object({ userId: id, name: z.string() }).optional(),
      /** Staff confirmed placing it while the customer's ordering window was closed. Absent: inside. */
      placedOutsideWindow: z.boolean().optional(),
      /** The delivery date it is for (issue 25). Absent: not scheduled (no schedule, or older). */
      deliveryDate: calendarDate.optional(),
      /** Staff confirmed a date that is not a delivery day, is closed, or is past its cut-off. */
      outsideSchedule: z.boolean().optional(),
      /** Placed by a standing order at the cut-off, with the lines it had to leave out. */
      standing: z
        .object({
          standingOrderId,
          leftOut: z.array(z.object({ productId, name: z.string(), reason: z.enum(leftOutReasons) })),
        })
        .optional(),
    }),
  },
  /** Staff moved an order to another delivery date (a closure, a customer's call). */
  OrderMoved: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      fromDate: calendarDate.nullable(),
      toDate: calendarDate,
      reason: z.string().max(200),
      /** Staff confirmed a date outside the customer's schedule. */
      outsideSchedule: z.boolean(),
    }),
  },
  /**
   * The order's lines replaced as a whole (issue 36): kept lines at the price they were sold at,
   * added ones at the customer's price at the change. Who changed it, and whether staff confirmed
   * a change past the cut-off, for the history.
   */
  OrderChanged: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      lines: z.array(orderLine).min(1),
      totalCents: cents,
      changedBy: orderActor,
      afterCutoff: z.boolean(),
    }),
  },
  /** The order will not ship: it leaves the pick list and the accounting export, never the history. */
  OrderCancelled: {
    version: 1,
    data: z.object({
      orderId: id,
      customerId: id,
      cancelledBy: orderActor,
      /** Why, in the canceller's words; may be empty. */
      reason: z.string().max(200),
      afterCutoff: z.boolean(),
    }),
  },
  /**
   * What shipped, line by line in the order's line order, and the final total at the order's
   * prices. Both optional: a fulfilment recorded before catch weights means "shipped as
   * ordered", its final total the estimate.
   */
  OrderFulfilled: {
    version: 1,
    data: z.object({
      orderId: id,
      fulfilledBy: id,
      shipped: z.array(shippedLine).min(1).optional(),
      finalTotalCents: cents.optional(),
    }),
  },

  // order-window-company, order-window-sales-{id}
  OrderWindowSet: {
    version: 1,
    data: z.object({
      scope: z.enum(['company', 'sales']),
      salesUserId: id.nullable(),
      alwaysOpen: z.boolean(),
      openTime: hhmm,
      closeTime: hhmm,
    }),
  },

  // delivery-schedule-company, delivery-schedule-customer-{id}: delivery weekdays and cut-offs.
  // days null: the company has none (orders are not scheduled), or the customer follows the company's.
  DeliveryScheduleSet: {
    version: 1,
    data: z.object({
      scope: z.enum(['company', 'customer']),
      customerId: id.nullable(),
      days: z.array(deliveryDay).min(1).max(7).nullable(),
    }),
  },

  // closures: every closure in one stream, so an overlap is refused against all of them
  ClosureAdded: {
    version: 1,
    data: z.object({
      closureId: z.uuid(),
      from: calendarDate,
      to: calendarDate,
      reason: z.string().min(1).max(200),
    }),
  },
  ClosureRemoved: {
    version: 1,
    data: z.object({ closureId: z.uuid(), from: calendarDate, to: calendarDate, reason: z.string() }),
  },

  // standing-order-{uuid}: the same lines for every delivery date (or every other week), placed
  // at each cut-off. Placed, skipped and missed dates are kept here, so a date is handled once.
  StandingOrderCreated: {
    version: 1,
    data: z.object({
      standingOrderId,
      customerId: id,
      ...standingTerms,
      /** The first delivery date it covers; every other week counts its weeks from this one's. */
      startsOn: calendarDate,
      fromOrderId: id.nullable(),
    }),
  },
  StandingOrderChanged: {
    version: 1,
    data: z.object({ standingOrderId, customerId: id, ...standingTerms }),
  },
  StandingOrderPaused: { version: 1, data: z.object({ standingOrderId, customerId: id }) },
  StandingOrderResumed: { version: 1, data: z.object({ standingOrderId, customerId: id }) },
  StandingOrderCancelled: { version: 1, data: z.object({ standingOrderId, customerId: id }) },
  StandingOrderSkipped: {
    version: 1,
    data: z.object({ standingOrderId, customerId: id, deliveryDate: calendarDate }),
  },
  StandingOrderUnskipped: {
    version: 1,
    data: z.object({ standingOrderId, customerId: id, deliveryDate: calendarDate }),
  },
  /** Other lines for one delivery date only. */
  StandingOrderDateEdited: {
    version: 1,
    data: z.object({
      standingOrderId,
      customerId: id,
      deliveryDate: calendarDate,
      lines: standingLines,
    }),
  },
  /** Appended atomically with the order's OrderPlaced: the date is handled, once. */
  StandingOrderPlaced: {
    version: 1,
    data: z.object({ standingOrderId, customerId: id, deliveryDate: calendarDate, orderId: id }),
  },
  /** A date it could not place: reported, never placed late. */
  StandingOrderMissed: {
    version: 1,
    data: z.object({
      standingOrderId,
      customerId: id,
      deliveryDate: calendarDate,
      reason: z.enum(['too-late', 'customer-deleted', 'nothing-to-order']),
    }),
  },

  // price-changes-{customerId}: which of its price changes a customer has dismissed. A stream of
  // its own, so a dismissal does not move the customer stream's version (staff edits check it).
  PriceChangeDismissed: {
    version: 1,
    data: z.object({
      customerId: id,
      productId,
      /** The change's id as the price-changes read model answers it: `{customerId}-{eventId}`. */
      changeId: z.string().min(1).max(100),
    }),
  },

  // settings-fulfilment: how far over the ordered weight a weight line may ship (admin)
  FulfilmentToleranceSet: {
    version: 1,
    data: z.object({ percent: z.number().int().min(0).max(100) }),
  },

  // notification-{notificationId}: one message to one recipient, the outbox of the notifier.
  // The id is derived from (source, kind, recipient), and the stream must be new to queue it,
  // so a replay or a second notifier process never queues (nor sends) the same message twice.
  NotificationQueued: {
    version: 1,
    data: z.object({
      notificationId: notificationIdSchema,
      kind: notificationKindSchema,
      /** What caused it: the source event's id, or a dated key for a digest or a reminder. */
      source: z.string().min(1).max(200),
      recipient: z.object({ userId: id, email: z.string().email(), name: z.string() }),
      /**
       * The rendered message. Links that carry a capability (reset, unsubscribe) are placeholders
       * here, filled when the message is sent, so the log never holds a usable token.
       */
      subject: z.string().min(1).max(300),
      text: z.string(),
      html: z.string(),
    }),
  },
  /** One delivery attempt claimed by one sender (the stream revision is the lock). */
  NotificationSending: {
    version: 1,
    data: z.object(deliveryAttempt),
  },
  NotificationSent: {
    version: 1,
    data: z.object({
      ...deliveryAttempt,
      /** Where it went: the SMTP server's answer, or the .eml file written. */
      deliveredTo: z.string().max(500),
    }),
  },
  NotificationFailed: {
    version: 1,
    data: z.object({
      notificationId: notificationIdSchema,
      attempt: z.number().int().nonnegative(),
      reason: z.string().max(1000),
      /** When the next attempt is due; null: given up (a bounce, a day of failures, no recipient). */
      retryAt: z.iso.datetime().nullable(),
    }),
  },

  // mail-preferences-{userId}: which mails a user gets (absent: the defaults)
  MailPreferencesSet: {
    version: 1,
    data: z.object({
      userId: id,
      preferences: mailPreferencesSchema,
      /** From the profile screen, or from a mail's unsubscribe link (no session). */
      via: z.enum(['profile', 'unsubscribe-link']),
    }),
  },

  // password-reset-{userId}: "forgot password" links. Only the request's id is logged; the link
  // is a token signed with the session secret naming it, made when the mail is sent.
  PasswordResetRequested: {
    version: 1,
    data: z.object({
      userId: id,
      requestId: z.uuid(),
      expiresAt: z.iso.datetime(),
      /**
       * The account's sessionVersion when asked: any password change, reset or deletion since
       * raises it, and the link is spent. Optional only so the event's first shape still reads.
       */
      sessionVersion: z.number().int().nonnegative().optional(),
    }),
  },
  /** Appended with the user stream's UserPasswordChanged: the link is spent. */
  PasswordResetCompleted: {
    version: 1,
    data: z.object({ userId: id, requestId: z.uuid() }),
  },

  // import-{importId}: one applied spreadsheet import (issue 26). Its events in other streams
  // carry the import, file and row in their metadata; this records the whole.
  ImportApplied: {
    version: 1,
    data: z.object({
      importId: z.uuid(),
      kind: z.enum(['catalogue', 'customers', 'prices']),
      fileName: z.string().min(1).max(255),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      rows: z.number().int().nonnegative(),
      /** Rows that changed something (the rest were unchanged). */
      changed: z.number().int().nonnegative(),
      /**
       * Rows with errors left out when the admin applied the valid rows only (issue 35), each with
       * its refusal ("Row 214, Price: ..."). Absent: the whole file applied, as every import did
       * before the choice existed.
       */
      refused: z
        .array(z.object({ row: z.number().int().min(2), error: z.string().min(1).max(1000) }))
        .max(10_000)
        .optional(),
    }),
  },

  // log-seal: anchors every stream's head, so cutting off a stream's last events is detected
  LogSealed: {
    version: 1,
    data: z.object({
      /** Heads that moved since the previous seal (all of them in the first seal). */
      heads: z.array(
        z.object({ streamId: z.string().min(1), revision: z.number().int().nonnegative(), hash: z.string() }),
      ),
      /** SHA-256 over every sealed head so far, sorted by stream: publishable outside the log. */
      digest: z.string().regex(/^[0-9a-f]{64}$/),
      streamCount: z.number().int().nonnegative(),
      eventCount: z.number().int().nonnegative(),
    }),
  },
} as const

export type EventCatalogue = typeof eventCatalogue
export type EventType = keyof EventCatalogue
export type EventData<T extends EventType> = z.infer<EventCatalogue[T]['data']>

/** A domain event as deciders produce and evolve consume it: `{ type, data }`. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType]
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type)
}

/** Parses and validates an event's data against its schema; throws a readable error. */
export function parseEvent(type: string, version: number, data: unknown): DomainEvent {
  if (!isEventType(type)) throw new Error(`Unknown event type ${type}`)
  const entry = eventCatalogue[type]
  if (entry.version !== version) throw new Error(`Unsupported version ${version} of ${type}`)
  const parsed = entry.data.safeParse(data)
  if (!parsed.success)
    throw new Error(
      `Malformed ${type}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    )
  return { type, data: parsed.data } as DomainEvent
}
