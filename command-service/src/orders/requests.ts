import { boundedText, notFound, ORDER_NOTE_MAX, PO_NUMBER_MAX } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import { numberOrDigits, productIdField } from '../shared/requestFields.ts'

/** The order calls' bodies, headers and path ids, as zod reads them at the edge. */

const deliveryDateField = z.iso.date({ error: 'Choose the delivery date as YYYY-MM-DD.' })

const quantity = numberOrDigits(/^\d+(\.\d+)?$/, 'Quantity must be a number.')

/** The customer's purchase-order number and a note to the warehouse (issue 36); '' is none. */
const poNumberField = boundedText('The PO number', PO_NUMBER_MAX)
const noteField = boundedText('The note to the warehouse', ORDER_NOTE_MAX, { multiline: true })
const orderNoteFields = {
  poNumber: poNumberField.optional().transform((v) => v ?? ''),
  note: noteField.optional().transform((v) => v ?? ''),
}

/** Staff confirm an order below the customer's minimum order value; a customer's true is ignored. */
const belowMinimumField = z
  .boolean({ error: 'Say whether to accept the order below the minimum: true or false.' })
  .optional()
  .transform((v) => v ?? false)

export const placeOrderBody = z.object({
  items: z
    .array(
      z.object({
        productId: productIdField('Each item needs a product.'),
        quantity,
        quantityType: z.enum(['pack', 'case', 'weight'], {
          error: 'Quantity type must be pack, case or weight.',
        }),
        /** Issue 36: a named substitute may ship if the line is short. Absent: the customer's default. */
        substituteAllowed: z
          .boolean({ error: 'Say whether a substitute may ship for the item: true or false.' })
          .optional(),
      }),
      { error: 'Add at least one item to your order.' },
    )
    .min(1, 'Add at least one item to your order.')
    .max(500, 'An order can hold at most 500 items.'),
  /** The delivery date asked for; none: the next one open (for a scheduled customer). */
  deliveryDate: deliveryDateField.nullish().transform((v) => v ?? null),
  /**
   * Keep a second order for a date that already has one open (staff only: a customer's true is
   * refused). Absent or false: the lines go into the open order (issue 36).
   */
  separateOrder: z
    .boolean({ error: 'Say whether to keep a separate order for the date: true or false.' })
    .optional()
    .transform((v) => v ?? false),
  ...orderNoteFields,
})

export const idempotencyKey = z
  .string()
  .max(200, 'Idempotency-Key is too long.')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII.')
  .optional()

/** A phone order's body: the customer's, plus staff's confirmations outside the window or schedule. */
export const staffOrderBody = z.object(
  {
    ...placeOrderBody.shape,
    outsideWindow: z
      .boolean({ error: 'Say whether to place the order outside the ordering window: true or false.' })
      .optional()
      .transform((v) => v ?? false),
    outsideSchedule: z
      .boolean({ error: 'Say whether to place the order outside the delivery schedule: true or false.' })
      .optional()
      .transform((v) => v ?? false),
    belowMinimum: belowMinimumField,
  },
  { error: 'Send the order as a JSON object with its items.' },
)

/** Staff move an order to another delivery date, confirming one outside the schedule. */
export const moveBody = z.object(
  {
    deliveryDate: deliveryDateField,
    reason: boundedText('The reason', 200).optional(),
    outsideSchedule: z
      .boolean({ error: 'Say whether to move the order outside the delivery schedule: true or false.' })
      .optional()
      .transform((v) => v ?? false),
  },
  { error: 'Send the new delivery date.' },
)

/** What a change or a cancel names besides its own fields: the copy it was made on, staff's confirmation. */
const editFields = {
  version: z
    .number({ error: 'version must be a whole number.' })
    .int('version must be a whole number.')
    .min(0, 'version must be a whole number.')
    .optional(),
  afterCutoff: z
    .boolean({ error: 'Say whether to change the order after its cut-off: true or false.' })
    .optional()
    .transform((v) => v ?? false),
}

/** The order's lines as they should now be: every line, not a difference (a line left out is removed). */
export const changeOrderBody = z.object(
  {
    items: placeOrderBody.shape.items,
    ...editFields,
    // Absent: the PO number and note stay as they are.
    poNumber: poNumberField.optional(),
    note: noteField.optional(),
    belowMinimum: belowMinimumField,
  },
  { error: 'Send the order as a JSON object with its items.' },
)

export const cancelOrderBody = z.object(
  { reason: boundedText('The reason', 200).optional(), ...editFields },
  { error: 'Send the cancellation as a JSON object.' },
)

export const orderIdParam = entityId('Order not found.')
export const customerIdParam = entityId('Customer not found.')

export const fulfilBody = z
  .object({
    shipped: z
      .array(
        z
          .object({
            productId: productIdField('Each shipped line needs a product.'),
            quantity: z.number({ error: 'Each shipped line needs a quantity, a number.' }),
            /** A named substitute shipped for this short line (issue 36); priced on the server. */
            substitute: z
              .object({
                productId: productIdField('A substitute needs a product.'),
                quantityType: z.enum(['pack', 'case', 'weight'], {
                  error: 'A substitute ships by pack, case or weight.',
                }),
                quantity: z.number({ error: 'A substitute needs a quantity, a number.' }),
              })
              .strict()
              .optional(),
          })
          .strict(),
        { error: 'The shipped lines must be a list, each with a product and a quantity.' },
      )
      .max(500, 'An order holds at most 500 lines.')
      .optional(),
  })
  .strict()

/** A path's id, or the 404 a missing entity answers: an id that cannot be one names nothing. */
export function pathId<T>(param: z.ZodType<T>, raw: string | undefined, message: string): T {
  const parsed = param.safeParse(raw)
  if (!parsed.success) throw notFound(message)
  return parsed.data
}
