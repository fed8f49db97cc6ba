import { notFound } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import { placeOrderBody } from '../orders/requests.ts'

/** The standing-order calls' bodies and path ids, as zod reads them at the edge. */

const noItems = 'Add at least one item to the standing order.'

/** Lines as an order's are sent (the same checks per item), at most 500. */
const items = z
  .array(placeOrderBody.shape.items.element, { error: noItems })
  .min(1, noItems)
  .max(500, 'A standing order can hold at most 500 items.')

const everyWeeks = z.union([z.literal(1), z.literal(2)], {
  error: 'Choose every week (1) or every other week (2).',
})

const date = (message: string) => z.iso.date({ error: message })

export const createBody = z
  .object(
    {
      customerId: z.number({ error: 'Choose the customer.' }).int().positive().optional(),
      fromOrderId: z
        .number({ error: 'Name the order to make standing by its id.' })
        .int()
        .positive()
        .optional(),
      items: items.optional(),
      everyWeeks,
      startsOn: date('Choose the first delivery date as YYYY-MM-DD.').optional(),
    },
    { error: 'Send the standing order as a JSON object.' },
  )
  .refine((b) => b.items !== undefined || b.fromOrderId !== undefined, {
    message: 'Choose the items, or the order to make standing.',
  })

export const changeBody = z.object(
  { items, everyWeeks },
  { error: 'Send the standing order as a JSON object with its items and how often.' },
)

export const dateBody = z.object(
  { deliveryDate: date('Choose the delivery date as YYYY-MM-DD.') },
  { error: 'Send the delivery date as a JSON object.' },
)

export const editDateBody = z.object({ items }, { error: 'Send the items for that date as a JSON object.' })

/** A standing order's id: a UUID; anything else names none. */
export const standingOrderIdParam = z.uuid()

export const dateParam = z.iso.date()

/** A path part parsed, or the 404 an id that names nothing answers. */
export function pathPart<T>(schema: z.ZodType<T>, raw: string | undefined, message: string): T {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw notFound(message)
  return parsed.data
}

export const customerIdParam = entityId('Customer not found.')
