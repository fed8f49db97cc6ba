import { type Availability, allowedQuantityTypes, calendarDate, invalid, notFound } from '@provender/events'
import type { ProductState } from '../catalogue/product.ts'
import { assertNever, type Decide, type EventsOf, settingAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** A product's availability (stream availability-{id}); never set: available. */
export interface AvailabilityState {
  availability: Availability
}

export const AVAILABLE: Availability = { status: 'available' }

export const availabilityAggregate: Aggregate<AvailabilityState> = settingAggregate(
  'productAvailability',
  'ProductAvailabilitySet',
  { availability: AVAILABLE },
  (data) => ({ availability: data.availability }),
)

export type AvailabilityCommand = {
  type: 'SetAvailability'
  productId: string
  availability: Availability
  /** The product as it stands: it must exist, and a limit must be in a unit it sells by. */
  product: ProductState
}

/** Field by field: a state read back from jsonb has its keys in another order than a request's. */
const sameAvailability = (a: Availability, b: Availability) => {
  const fields = (x: Availability) => Object.entries(x).sort(([k], [l]) => (k < l ? -1 : 1))
  return JSON.stringify(fields(a)) === JSON.stringify(fields(b))
}

export const decideAvailability: Decide<'productAvailability', AvailabilityCommand, AvailabilityState> = (
  command,
  state,
): EventsOf<'productAvailability'>[] => {
  switch (command.type) {
    case 'SetAvailability': {
      const { product, availability, productId } = command
      if (product.status !== 'active') throw notFound('Product not found.')
      checkUnit(availability, product)
      if (availability.status === 'out' && availability.until !== null) {
        if (!calendarDate.safeParse(availability.until).success)
          throw invalid('Enter the date it is back as YYYY-MM-DD.', ['until: Enter a date as YYYY-MM-DD.'])
      }
      // The same availability again (a retry, a re-imported file) records nothing.
      if (sameAvailability(state.availability, availability)) return []
      return [{ type: 'ProductAvailabilitySet', data: { productId, availability } }]
    }
    default:
      return assertNever(command.type)
  }
}

/** A limit counts in a unit the product is sold by: lb for weight, packs or cases otherwise. */
function checkUnit(availability: Availability, product: ProductState): void {
  if (availability.status !== 'limited') return
  const { unitType, packsPerCase, name } = product.fields
  const sold = allowedQuantityTypes(unitType, packsPerCase).map((t) => (t === 'weight' ? 'lb' : t))
  if (!sold.includes(availability.unit)) {
    const units = sold.map((u) => (u === 'lb' ? 'lb' : `${u}s`)).join(' or ')
    throw invalid(`${name} is sold in ${units}; give the limit in ${units}.`, [`unit: Choose ${units}.`])
  }
}
