import { type MailPreferences, type NotificationKind, preferenceOfKind } from '@provender/events'
import type { Role } from './session.ts'

export const MAIL_PREFERENCES_PATH = '/api/me/mail-preferences'

export type MailPreferenceKey = keyof MailPreferences

export interface MailChoice {
  key: MailPreferenceKey
  /** What the mail is, as the switch's name. */
  label: string
  /** When it comes and what it holds. */
  hint: string
}

const CHOICES: Record<MailPreferenceKey, MailChoice> = {
  orders: {
    key: 'orders',
    label: 'Order confirmations',
    hint: 'Each order placed for your business, with its lines and estimated total.',
  },
  shipping: {
    key: 'shipping',
    label: 'Shipped orders',
    hint: 'When an order ships: the final total and every short or weighed line.',
  },
  priceDigest: {
    key: 'priceDigest',
    label: 'Price changes',
    hint: 'At most one mail a day listing new prices of products you can order.',
  },
  reminders: {
    key: 'reminders',
    label: 'Ordering reminders',
    hint: 'Before the cut-off, on days you usually order and have not yet.',
  },
  newOrders: {
    key: 'newOrders',
    label: 'New orders from my customers',
    hint: 'When one of your customers places an order. Orders placed for them by someone else always come.',
  },
}

/** Customers choose their four mails; the staff who own customers choose the new-order mail. */
export function mailChoicesFor(role: Role): MailChoice[] {
  if (role === 'customer') return [CHOICES.orders, CHOICES.shipping, CHOICES.priceDigest, CHOICES.reminders]
  if (role === 'sales' || role === 'admin') return [CHOICES.newOrders]
  return []
}

/** The name of the mails an unsubscribe link stopped, from the kind the server names (either form). */
export function mailLabelOfKind(kind: unknown): string | null {
  if (typeof kind !== 'string') return null
  const key = Object.hasOwn(preferenceOfKind, kind)
    ? preferenceOfKind[kind as NotificationKind]
    : Object.hasOwn(CHOICES, kind)
      ? (kind as MailPreferenceKey)
      : undefined
  return key ? CHOICES[key].label : null
}
