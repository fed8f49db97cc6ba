import { comparePositions, notFound, type RecordedEvent, streams } from '@provender/events'
import type { CommandDeps } from '../deps.ts'
import { type CommandContext, execute } from '../shared/commandHandler.ts'
import {
  decideDismissPriceChange,
  type PriceHistoryEvent,
  priceChangesAggregate,
  productOfPriceEvent,
} from './priceChanges.ts'

/**
 * The customer dismisses the change `changeId` names (`eventId` is its event). The event tells
 * which product; the product's stream and the customer's own lines of it are its price history,
 * which the decision needs to tell the change in force from an older one.
 */
export async function dismissPriceChange(
  deps: Pick<CommandDeps, 'store'>,
  ctx: CommandContext,
  customerId: number,
  changeId: string,
  eventId: string,
) {
  const found = await deps.store.findEvent(eventId)
  const productId = found ? productOfPriceEvent(found.event, customerId) : null
  if (productId === null) throw notFound('Price change not found.')
  const priceHistory = await readPriceHistory(deps, customerId, productId)
  return execute(deps.store, ctx, streams.priceChanges(customerId), priceChangesAggregate, (state) =>
    decideDismissPriceChange({ customerId, changeId, eventId, productId, priceHistory }, state),
  )
}

/** The product's events and the customer's lines of it, merged in log order. */
async function readPriceHistory(
  deps: Pick<CommandDeps, 'store'>,
  customerId: number,
  productId: string,
): Promise<PriceHistoryEvent[]> {
  const read = await deps.store.readStreams([streams.product(productId), streams.customer(customerId)])
  const ofLine = (read.get(streams.customer(customerId)) ?? []).filter(
    ({ event }) =>
      (event.type === 'CustomerProductPriced' || event.type === 'CustomerProductRemoved') &&
      event.data.productId === productId,
  )
  return [...(read.get(streams.product(productId)) ?? []), ...ofLine]
    .sort((a: RecordedEvent, b: RecordedEvent) => comparePositions(a.position, b.position))
    .map(({ id, event }) => ({ eventId: id, event }))
}
