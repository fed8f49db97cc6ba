import type { Role } from '@provender/web-shared/session.ts'

/**
 * What the console guards. Besides the screens, a few parts of a screen are guarded
 * on their own: the sales-rep column and scope toggle of the orders list, and the
 * owning-rep picker of the customer form (spec 6).
 */
export const CONSOLE_RESOURCES = [
  'dashboard',
  'orders',
  'orders.salesRep',
  'orders.scope',
  'customers',
  'customers.salesRep',
  'products',
  // Issue 36: a product's stock (available, limited, out): admins set it, reps and auditors read it.
  'products.stock',
  'categories',
  'users',
  'sales-users',
  'ordering-window',
  // How far over the ordered weight a weight line may ship (an admin's setting).
  'fulfilment-tolerance',
  // The auditors' screens: customer history, and the auditor accounts (admins manage them).
  'history',
  'auditors',
  // Sent mail (issue 27): what the notifier sent to whom, message and all; admins only.
  'sent-mail',
  // Issue 25: the distributor's delivery days and closures (admins change them, all staff read),
  // the pick list of a delivery date, and customers' standing orders.
  'delivery-settings',
  'pick-list',
  'standing-orders',
  // Issue 26: spreadsheet imports write the catalogue, customers and prices: admins only.
  'imports',
  // Issue 37: issued invoices (all staff read; nobody edits one: a correction is a credit memo),
  // and the payments admins and the owning rep record (the server checks ownership).
  'invoices',
  'payments',
] as const
export type ConsoleResource = (typeof CONSOLE_RESOURCES)[number]

/** react-admin's standard actions plus the domain's own changes. */
export const CONSOLE_ACTIONS = [
  'list',
  'show',
  'read',
  'create',
  'edit',
  'delete',
  'fulfill',
  // Issue 36: an open order's lines changed, or the order cancelled (the server checks ownership).
  'change',
  'cancel',
  'transfer',
  'reset-password',
] as const
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number]

const RESOURCES: ReadonlySet<string> = new Set(CONSOLE_RESOURCES)
const ACTIONS: ReadonlySet<string> = new Set(CONSOLE_ACTIONS)
const READ_ACTIONS: ReadonlySet<string> = new Set<ConsoleAction>(['list', 'show', 'read'])

/** Spec 6: what an admin may do and a sales rep may not. */
const ADMIN_ONLY: ReadonlySet<string> = new Set<ConsoleResource>([
  'users',
  'sales-users',
  'orders.salesRep',
  'orders.scope',
  'customers.salesRep',
  'fulfilment-tolerance',
  'history',
  'auditors',
  'sent-mail',
  'imports',
])

/** What a sales rep reads and an admin alone changes. */
const SALES_READ_ONLY: ReadonlySet<string> = new Set<ConsoleResource>([
  'delivery-settings',
  'products.stock',
  'invoices',
])

/**
 * "Mine" means the orders of one's own customers; an auditor owns none, so the toggle is
 * pointless. Sent mail holds the messages themselves (a customer's orders, a reset mail), and
 * the API serves it to admins only, so an auditor is not offered a screen it cannot read.
 */
const NOT_FOR_AUDITOR: ReadonlySet<string> = new Set<ConsoleResource>([
  'orders.scope',
  'sent-mail',
  'imports',
])

/**
 * The spec 6 table as one pure function. Customers never use the console; an auditor
 * reads everything and changes nothing. Unknown roles, resources and actions are refused,
 * so a typo fails closed.
 */
export function canAccess(role: Role | null | undefined, resource: string, action: string): boolean {
  if (!RESOURCES.has(resource) || !ACTIONS.has(action)) return false
  switch (role) {
    case 'admin':
      return true
    case 'sales':
      return !ADMIN_ONLY.has(resource) && (READ_ACTIONS.has(action) || !SALES_READ_ONLY.has(resource))
    case 'auditor':
      return READ_ACTIONS.has(action) && !NOT_FOR_AUDITOR.has(resource)
    default:
      return false
  }
}
