import { z } from 'zod'
import { hasAtMostTwoDecimals, toCents } from './money.ts'
import { formatQuantityLimit, MAX_ORDER_QUANTITY } from './ordering.ts'
import { boundedText } from './text.ts'

/** A product id is the code staff type: letters, digits, '-', '_' and '.'. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/
export const PRODUCT_ID_MAX = 64
export const CATEGORY_NAME_MAX = 60
export const PRODUCT_NAME_MAX = 120
export const PRODUCT_DESCRIPTION_MAX = 500
/** Fits numeric(12,2) with room to spare; no wholesale price comes near it. */
export const PRICE_MAX = 1_000_000

/** Category names are unique regardless of case and spacing: 'Dry goods' is 'dry  Goods'. */
export function normalizeCategoryName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export const productIdSchema = z
  .string({ error: 'Product id is required.' })
  .trim()
  .min(1, 'Product id is required.')
  .max(PRODUCT_ID_MAX, `Product id is at most ${PRODUCT_ID_MAX} characters.`)
  .regex(PRODUCT_ID_PATTERN, 'Product id may hold only letters, digits, -, _ and .')

export const categoryNameSchema = boundedText('Category name', CATEGORY_NAME_MAX, {
  required: 'Name is required.',
})

/** Forms send numbers, or the text of a number input; both are read the same way. */
const numberLike = (message: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: message },
  )

const NO_CATEGORY = 'Choose an existing category, or none for Other.'

export const WARN_ABOVE_MESSAGES = {
  notNumber: 'Warn above must be a number (lb, or packs), or empty for none.',
  notAboveZero: 'Warn above must be above 0, or empty for none.',
  tooMany: `Warn above is at most ${formatQuantityLimit()}, the most one order line may hold.`,
  decimals: 'Warn above can have at most two decimals.',
} as const

/**
 * A product's soft limit in its base unit (lb, or packs): absent leaves it as it is, null or
 * empty text clears it. The order form asks "is that right?" above it; nothing is refused.
 */
const warnAboveSchema = z
  .union([z.null(), z.literal('').transform(() => null), numberLike(WARN_ABOVE_MESSAGES.notNumber)], {
    error: WARN_ABOVE_MESSAGES.notNumber,
  })
  .pipe(
    z
      .number()
      .gt(0, WARN_ABOVE_MESSAGES.notAboveZero)
      .max(MAX_ORDER_QUANTITY, WARN_ABOVE_MESSAGES.tooMany)
      .refine(hasAtMostTwoDecimals, WARN_ABOVE_MESSAGES.decimals)
      .nullable(),
  )
  .optional()
const PACKS_REQUIRED = 'Packs per case is required for products sold by the pack or case.'

export const productInputSchema = z
  .object({
    id: productIdSchema,
    name: boundedText('Product name', PRODUCT_NAME_MAX, { required: 'Name is required.' }),
    description: boundedText('Description', PRODUCT_DESCRIPTION_MAX, { multiline: true })
      .nullish()
      .transform((d) => d ?? ''),
    unitType: z.enum(['quantity', 'weight'], { error: 'Unit type must be quantity or weight.' }),
    // Checked against the unit type below: only quantity products have cases.
    packsPerCase: z.union([z.number(), z.string(), z.null()], { error: PACKS_REQUIRED }).optional(),
    price: numberLike('Price is required.').pipe(
      z
        .number()
        .min(0, 'Price cannot be negative.')
        .max(PRICE_MAX, `Price is at most ${PRICE_MAX}.`)
        .refine(hasAtMostTwoDecimals, 'Price can have at most two decimals.'),
    ),
    categoryId: z
      .union(
        [
          z.null(),
          z.literal('').transform(() => null),
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ],
        { error: NO_CATEGORY },
      )
      .optional()
      .transform((c) => c ?? null)
      .pipe(z.number().int(NO_CATEGORY).positive(NO_CATEGORY).max(2_147_483_647, NO_CATEGORY).nullable()),
    warnAbove: warnAboveSchema,
  })
  .transform((body, ctx) => {
    let packsPerCase: number | null = null
    if (body.unitType === 'quantity') {
      const raw = typeof body.packsPerCase === 'string' ? body.packsPerCase.trim() : body.packsPerCase
      const packs = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
      if (typeof packs !== 'number' || !Number.isInteger(packs) || packs < 1 || packs > 10_000) {
        ctx.addIssue({
          code: 'custom',
          path: ['packsPerCase'],
          message:
            raw === undefined || raw === null || raw === ''
              ? PACKS_REQUIRED
              : 'Packs per case must be a whole number from 1 to 10000.',
        })
        return z.NEVER
      }
      packsPerCase = packs
    }
    return {
      id: body.id,
      name: body.name,
      description: body.description,
      unitType: body.unitType,
      packsPerCase,
      priceCents: toCents(body.price),
      categoryId: body.categoryId,
      // Absent: unchanged on an update; null: none.
      ...(body.warnAbove !== undefined && { warnAbove: body.warnAbove }),
    }
  })
export type ProductInput = z.output<typeof productInputSchema>

export const categoryInputSchema = z.object({ name: categoryNameSchema })
