import { roleSchema } from '@provender/events'
import { z } from 'zod'

/** Answer shapes more than one service gives, stated once for both services' documents. */

/** Money as the API shows it: a number of dollars with at most two decimals. */
export const moneyAnswer = z.number().describe('Dollars, at most two decimals.')

/** An instant as the API shows it: ISO 8601 in UTC. */
export const instantAnswer = z.string().describe('ISO 8601 instant, UTC.')

export const unitTypeAnswer = z.enum(['quantity', 'weight'])
export const quantityTypeAnswer = z.enum(['pack', 'case', 'weight'])
/** A named substitute shipped for a short line (issue 36), at the customer's price for it. */
export const shippedSubstituteAnswer = z.object({
  productId: z.string(),
  name: z.string(),
  quantityType: quantityTypeAnswer,
  quantity: z.number(),
  unitPrice: moneyAnswer,
  lineTotal: moneyAnswer,
})
export const warnAboveAnswer = z
  .number()
  .nullable()
  .describe('A soft limit per order line, in the base unit (lb, or packs); null: none.')

/** An account as the session calls and the users lists show it (server-kit's accountView). */
export const accountAnswer = z.object({
  id: z.number().int(),
  role: roleSchema,
  passwordChanged: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
})

export const userAnswer = z.object({ user: accountAnswer })

/** A customer as its writes answer it and GET /api/customers/{id} reads it. */
export const customerAnswer = z.object({
  id: z.number().int(),
  businessName: z.string(),
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  salesUserId: z.number().int(),
  SalesUser: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      description: z.string(),
      unitType: unitTypeAnswer,
      packsPerCase: z.number().int().nullable(),
      defaultPrice: moneyAnswer,
      price: moneyAnswer.describe('The negotiated price.'),
    }),
  ),
  version: z.number().int().describe('Send it back on PUT to refuse a save over someone else’s.'),
})

/** A list page: its rows and how many rows the whole filter holds. */
export const pageAnswer = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), count: z.number().int() })

const standingLineAnswer = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number(),
  quantityType: quantityTypeAnswer,
})

/** A standing order as both services answer it (the command service's writes, the reads). */
export const standingOrderAnswer = z.object({
  id: z.uuid(),
  customerId: z.number().int(),
  businessName: z.string(),
  everyWeeks: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['active', 'paused', 'cancelled']),
  startsOn: z.iso.date(),
  lines: z.array(standingLineAnswer),
  upcoming: z
    .array(
      z.object({
        date: z.iso.date().describe('The delivery date (a moved date: the day it moved to).'),
        cutoff: z.iso.datetime().describe('When the order for this date is placed.'),
        movedFrom: z
          .object({ date: z.iso.date(), reason: z.string() })
          .nullable()
          .describe(
            'A closure moved it from this date, for this reason (issue 36). Skip, unskip and edit name it by either date, unless another date is delivered on the same day.',
          ),
        state: z.enum(['scheduled', 'skipped', 'placed', 'missed']),
        edited: z.boolean().describe('Other lines for this date only.'),
        lines: z.array(standingLineAnswer),
        orderId: z.number().int().nullable(),
      }),
    )
    .describe(
      'Its next 6 dates from today, placed ones included (paused or cancelled: only those placed or missed).',
    ),
})
