import {
  accountNumberSchema,
  businessNameSchema,
  hasAtMostTwoDecimals,
  profileSchema,
} from '@provender/events'
import { entityId, MAX_ENTITY_ID } from '@provender/server-kit'
import { z } from 'zod'
import { numberOrDigits, productIdField } from '../shared/requestFields.ts'
import { SELECT_SALES_REP } from './decide.ts'

/** What the customer calls accept: every body and path value, validated at the edge. */
export const customerIdParam = z.object({ id: entityId('Customer id must be a whole number above 0.') })
export const favoriteParams = z.object({
  customerId: entityId('Customer id must be a whole number above 0.'),
  productId: productIdField('Product id is required.', 'Product id is at most 64 characters.'),
})

/** A person id in a body: a number, or its digits as text (form values often are). */
const personId = (message: string) =>
  numberOrDigits(/^\d{1,10}$/, message).pipe(
    z.number().int(message).positive(message).max(MAX_ENTITY_ID, message),
  )

/** "No choice" in a form arrives as null or an empty string. */
const blankAsMissing = (v: unknown) => (v === null || v === '' ? undefined : v)

export const price = numberOrDigits(/^-?\d+(\.\d+)?$/, 'Price must be a number.')
  .refine(Number.isFinite, 'Price must be a number.')
  .refine((v) => v >= 0, 'Price must be 0 or more.')
  .refine((v) => v <= 1_000_000, 'Price must be at most 1,000,000.')
  .refine(hasAtMostTwoDecimals, 'Price can have at most two decimals (step 0.01).')

const productLine = z.object({ productId: productIdField('Choose a product for every line.'), price })

export const products = z
  .array(productLine, { error: 'Products must be a list, each line with a product and a price.' })
  .max(1000, 'A customer can have at most 1000 products.')
export const salesUserId = z.preprocess(blankAsMissing, personId(SELECT_SALES_REP).optional())

export const createBody = profileSchema.extend({
  businessName: businessNameSchema,
  accountNumber: accountNumberSchema,
  products: products.optional(),
  salesUserId,
})

export type CreateCustomerBody = z.infer<typeof createBody>

const NOTHING_TO_SAVE = "Send the customer's fields to save."

/** The same fields; one left out keeps its value, so two edits of different fields both stand. */
export const updateBody = profileSchema
  .partial()
  .extend({
    businessName: businessNameSchema.optional(),
    accountNumber: accountNumberSchema.optional(),
    products: products.optional(),
    salesUserId,
    version: z.preprocess(
      blankAsMissing,
      z
        .number({ error: 'version must be a whole number.' })
        .int('version must be a whole number.')
        .min(0, 'version must be a whole number.')
        .optional(),
    ),
  })
  // An empty save is a client mistake (a lost form), not a request to change nothing.
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'version' && v !== undefined), NOTHING_TO_SAVE)

export type UpdateCustomerBody = z.infer<typeof updateBody>

export const transferBody = z.object({
  newSalesUserId: z.preprocess(blankAsMissing, personId('Please select a sales rep.')),
})
