import { type Availability, type AvailabilityInput, streams } from '@provender/events'
import { productAggregate } from '../catalogue/product.ts'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { availabilityAggregate, decideAvailability } from './availability.ts'

export const availabilityOf = (input: AvailabilityInput): Availability =>
  input.status === 'out' ? { status: 'out', until: input.until ?? null } : input

/** Marks a product available, limited or out; the product is read just before (it must exist). */
export async function setAvailability(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  productId: string,
  availability: Availability,
) {
  const { state: product } = await load(deps.store, streams.product(productId), productAggregate)
  return execute(deps.store, ctx, streams.productAvailability(productId), availabilityAggregate, (s) =>
    decideAvailability({ type: 'SetAvailability', productId, availability, product }, s),
  )
}
