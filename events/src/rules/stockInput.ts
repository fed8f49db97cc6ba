import { z } from 'zod'
import { calendarDate } from '../catalogue/fields.ts'
import { MAX_STOCK_LIMIT } from '../catalogue/stockEvents.ts'

/** PUT /api/products/:id/availability, as staff send it (and the import's columns become). */
export const availabilityInputSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('available') }).strict(),
    z
      .object({
        status: z.literal('limited'),
        quantity: z
          .number({ error: 'Enter the limit as a number.' })
          .positive({ error: 'The limit must be above 0.' })
          .max(MAX_STOCK_LIMIT, {
            error: `The limit can be at most ${MAX_STOCK_LIMIT.toLocaleString('en-US')}.`,
          }),
        unit: z.enum(['case', 'pack', 'lb'], { error: 'unit must be case, pack or lb.' }),
        per: z.enum(['customer', 'date'], {
          error: 'per must be customer (per customer a day) or date (in total for a date).',
        }),
      })
      .strict(),
    z
      .object({
        status: z.literal('out'),
        until: calendarDate.nullable().optional().default(null),
      })
      .strict(),
  ],
  { error: 'status must be available, limited or out.' },
)
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>
