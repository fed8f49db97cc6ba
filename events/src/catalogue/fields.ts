import { z } from 'zod'

/** The fields the event schemas share (see events.ts, the catalogue they make up). */

export const id = z.number().int().positive()
export const cents = z.number().int().nonnegative()
export const productId = z.string().min(1).max(64)
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
export const unitType = z.enum(['quantity', 'weight'])
export const quantityType = z.enum(['pack', 'case', 'weight'])
/** A calendar date, YYYY-MM-DD, in the distributor's zone. */
export const calendarDate = z.iso.date()
export const standingOrderId = z.uuid()

/** One delivery weekday (ISO: 1 Monday .. 7 Sunday) and its cut-off, N days before at a time. */
export const deliveryDay = z.object({
  weekday: z.number().int().min(1).max(7),
  cutoffDaysBefore: z.number().int().min(1).max(14),
  cutoffTime: hhmm,
})
export type DeliveryDayData = z.infer<typeof deliveryDay>

/** What a standing order asks for on each delivery date: priced when it is placed. */
export const standingLine = z.object({ productId, quantity: z.number().positive(), quantityType })
export type StandingLine = z.infer<typeof standingLine>
export const standingLines = z.array(standingLine).min(1).max(500)
/** What a standing order repeats: its lines, every week or every other week. */
export const standingTerms = { lines: standingLines, everyWeeks: z.union([z.literal(1), z.literal(2)]) }

/** Why a standing order left a line out when it placed an order. */
/** Why a standing order left a line out; 'ordered-in-another-unit': on the date's open order so (issue 36). */
export const leftOutReasons = [
  'deleted',
  'not-on-price-list',
  'unit-not-offered',
  'ordered-in-another-unit',
  // Issue 36, stock: out of stock for the date; limited with nothing left (or cut: `cutTo`).
  'out-of-stock',
  'limited',
] as const

export const contact = {
  email: z.string().email(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
}

export const productFields = z.object({
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
  /** Sales tax applies to it (napkins, cleaning supplies; issue 37). Absent: not taxable. */
  taxable: z.boolean().optional(),
})
export type ProductFields = z.infer<typeof productFields>

export const orderLine = z.object({
  productId,
  name: z.string(),
  unitType,
  packsPerCase: z.number().int().positive().nullable(),
  quantityType,
  quantity: z.number().positive(),
  /** Negotiated price per pack or per lb at the moment of sale. */
  unitPriceCents: cents,
  lineTotalCents: cents,
  /**
   * The customer lets the warehouse ship a named substitute if this line is short (issue 36).
   * Absent: the customer's default (its order requirements) at placement; older orders: not allowed.
   */
  substituteAllowed: z.boolean().optional(),
})
export type OrderLine = z.infer<typeof orderLine>

/** The most substitutes staff name for one product (issue 36). */
export const MAX_SUBSTITUTES = 3

/** Who changed or cancelled an order, with the name they had then. */
export const orderActor = z.object({
  userId: id,
  name: z.string(),
  role: z.enum(['customer', 'admin', 'sales']),
})
export type OrderActor = z.infer<typeof orderActor>

/** One order line as it shipped: 0 when it was out of stock; its total at the order's price. */
export const shippedLine = z.object({
  productId,
  quantity: z.number().nonnegative(),
  lineTotalCents: cents,
  /**
   * A named substitute shipped for this (short) line, at the customer's price for it at
   * fulfilment; its total is part of the order's final total. Absent: none.
   */
  // Priced and named as an order line is, without a choice of its own to substitute.
  substitute: orderLine.omit({ substituteAllowed: true }).optional(),
})
export type ShippedLine = z.infer<typeof shippedLine>

/** The mails the notifier sends. */
export const notificationKinds = [
  'order-placed',
  'new-order',
  'order-shipped',
  'order-changed',
  'standing-moved',
  'closure-removed',
  'price-digest',
  'order-reminder',
  'password-reset',
] as const
export const notificationKindSchema = z.enum(notificationKinds)
export type NotificationKind = z.infer<typeof notificationKindSchema>
export const notificationIdSchema = z.string().regex(/^[0-9a-f]{32}$/)
/** The delivery attempt of one notification that a sender claimed, or that went out. */
export const deliveryAttempt = { notificationId: notificationIdSchema, attempt: z.number().int().positive() }

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

/** The longest PO number and warehouse note an order carries (issue 36). */
export const PO_NUMBER_MAX = 40
export const ORDER_NOTE_MAX = 500

/** Which preference turns a kind of mail off; null: it cannot be turned off (the reset link). */
export const preferenceOfKind: Record<NotificationKind, keyof MailPreferences | null> = {
  'order-placed': 'orders',
  'order-shipped': 'shipping',
  'order-changed': 'orders',
  'standing-moved': 'orders',
  'closure-removed': 'orders',
  'price-digest': 'priceDigest',
  'order-reminder': 'reminders',
  'new-order': 'newOrders',
  'password-reset': null,
}
