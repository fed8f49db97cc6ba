import { z } from 'zod'
import { MAX_SUBSTITUTES } from '../catalogue/fields.ts'
import { productIdSchema } from './catalogue.ts'

/** PUT /api/products/{id}/substitutes: the products offered in its place, in order; [] none. */
export const substitutesInputSchema = z.object(
  {
    substitutes: z
      .array(productIdSchema, { error: 'Substitutes must be a list of product ids.' })
      .max(MAX_SUBSTITUTES, `Name at most ${MAX_SUBSTITUTES} substitutes.`),
  },
  { error: 'Send { "substitutes": [product ids] }.' },
)
