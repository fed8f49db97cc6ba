import { normalizeEmail } from '../rules/contact.ts'

/** Stream names: one aggregate instance per stream. */
export const streams = {
  user: (id: number) => `user-${id}`,
  email: (email: string) => `email-${normalizeEmail(email)}`,
  customer: (id: number) => `customer-${id}`,
  product: (id: string) => `product-${id}`,
  category: (id: number) => `category-${id}`,
  order: (id: number) => `order-${id}`,
  companyOrderWindow: () => 'order-window-company',
  salesOrderWindow: (salesUserId: number) => `order-window-sales-${salesUserId}`,
} as const
