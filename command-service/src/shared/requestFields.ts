import { z } from 'zod'

/** Body fields several slices' requests share, each with the message its caller gives. */

/**
 * A product id as a request names it: `required` when missing or blank (it says which line
 * needs one), `tooLong` past the 64 characters a product id may have.
 */
export const productIdField = (required: string, tooLong = 'A product id is at most 64 characters.') =>
  z.string({ error: required }).trim().min(1, required).max(64, tooLong)

/** A number, or its digits as text (form values often are); `digits` says which text is one. */
export const numberOrDigits = (digits: RegExp, message: string) =>
  z.union([z.number(), z.string().trim().regex(digits, message).transform(Number)], { error: message })
