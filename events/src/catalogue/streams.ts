import { normalizeCategoryName } from '../rules/catalogue.ts'
import { normalizeEmail } from '../rules/contact.ts'

/** Account numbers are unique whatever their case or surrounding spaces: 'bd-1001 ' is BD-1001. */
export function normalizeAccountNumber(raw: string): string {
  return raw.trim().toUpperCase()
}

/** Stream names: one aggregate instance per stream. */
export const streams = {
  user: (id: number) => `user-${id}`,
  email: (email: string) => `email-${normalizeEmail(email)}`,
  session: (sessionId: string) => `session-${sessionId}`,
  customer: (id: number) => `customer-${id}`,
  orderRequirements: (customerId: number) => `order-requirements-${customerId}`,
  accountNumber: (accountNumber: string) => `account-number-${normalizeAccountNumber(accountNumber)}`,
  product: (id: string) => `product-${id}`,
  /** Whether a product can be had (not product-…: a product id may itself start with "availability-"). */
  productAvailability: (productId: string) => `availability-${productId}`,
  /** Claims on a product's limited stock for one delivery date (issue 36). */
  productStock: (productId: string, deliveryDate: string) => `stock-${deliveryDate}-${productId}`,
  category: (id: number) => `category-${id}`,
  categoryName: (name: string) => `categoryname-${normalizeCategoryName(name)}`,
  order: (id: number) => `order-${id}`,
  companyOrderWindow: () => 'order-window-company',
  salesOrderWindow: (salesUserId: number) => `order-window-sales-${salesUserId}`,
  priceChanges: (customerId: number) => `price-changes-${customerId}`,
  fulfilmentSettings: () => 'settings-fulfilment',
  notification: (notificationId: string) => `notification-${notificationId}`,
  mailPreferences: (userId: number) => `mail-preferences-${userId}`,
  passwordReset: (userId: number) => `password-reset-${userId}`,
  companyDeliverySchedule: () => 'delivery-schedule-company',
  customerDeliverySchedule: (customerId: number) => `delivery-schedule-customer-${customerId}`,
  closures: () => 'closures',
  standingOrder: (standingOrderId: string) => `standing-order-${standingOrderId}`,
  /** Which open order holds a customer's delivery date: one order per customer per date (issue 36). */
  deliverySlot: (customerId: number, deliveryDate: string) => `delivery-slot-${customerId}-${deliveryDate}`,
  import: (importId: string) => `import-${importId}`,
  /** A customer's billing profile: addresses, terms, tax status, credit limit (issue 37). */
  billing: (customerId: number) => `billing-${customerId}`,
  /** The gapless invoice number series: one event per number issued. */
  invoiceNumbers: () => 'invoice-numbers',
  /** What a customer owes: its invoices and payments, in the order they happened. */
  ledger: (customerId: number) => `ledger-${customerId}`,
  logSeal: () => 'log-seal',
} as const
