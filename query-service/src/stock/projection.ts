import { type Availability, availability as availabilitySchema } from '@provender/events'
import { assertNever, defineProjection } from '../projections/projection.ts'

/**
 * rm_product_availability: the last availability set for each product. A deleted product's row
 * stays (its id stays taken); the reads join from rm_products, so it is never shown.
 */
export const availabilityProjection = defineProjection({
  name: 'product-availability',
  handles: ['ProductAvailabilitySet'],
  streams: ['productAvailability'],
  async apply(trx, { event }) {
    switch (event.type) {
      case 'ProductAvailabilitySet':
        await trx('rm_product_availability')
          .insert({ product_id: event.data.productId, availability: JSON.stringify(event.data.availability) })
          .onConflict('product_id')
          .merge()
        return
      default:
        assertNever(event.type)
    }
  },
})

const AVAILABLE: Availability = { status: 'available' }

/** A joined column as the answers carry it: never set (null) is available. */
export function availabilityFrom(raw: unknown): Availability {
  if (raw === null || raw === undefined) return AVAILABLE
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
  const parsed = availabilitySchema.safeParse(value)
  return parsed.success ? parsed.data : AVAILABLE
}
