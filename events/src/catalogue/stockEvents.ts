import { z } from 'zod'
import { calendarDate, id, productId } from './fields.ts'

/** The most a limit may be: far above any real day's stock, low enough to stay exact. */
export const MAX_STOCK_LIMIT = 100_000

/**
 * Whether a product can be had (issue 36). `limited`: `quantity` in `unit`, per customer per
 * delivery date (`per: 'customer'`) or in total for a delivery date across customers
 * (`per: 'date'`). `out`: until `until`, exclusive (orderable again for delivery on that date),
 * or indefinitely (null).
 */
export const availability = z.discriminatedUnion('status', [
  z.object({ status: z.literal('available') }),
  z.object({
    status: z.literal('limited'),
    quantity: z.number().positive().max(MAX_STOCK_LIMIT),
    unit: z.enum(['case', 'pack', 'lb']),
    per: z.enum(['customer', 'date']),
  }),
  z.object({ status: z.literal('out'), until: calendarDate.nullable() }),
])
export type Availability = z.infer<typeof availability>

/** Stock: a product's availability and the claims that serialise a date's limited stock. */
export const stockEvents = {
  // availability-{productId}: its own stream, so a stock change (daily, by import too) never
  // races a product edit or a substitutes change, and an order reads one short stream per product.
  ProductAvailabilitySet: { version: 1, data: z.object({ productId, availability }) },

  // stock-{date}-{productId}: appended in the same append as the order that takes limited stock,
  // at the revision read, so two racing orders cannot both take the last cases. What an order
  // holds is read from the order itself (a cancel or a cut frees it without a release here).
  StockClaimed: {
    version: 1,
    data: z.object({ productId, deliveryDate: calendarDate, orderId: id, customerId: id }),
  },
} as const
