import { randomUUID } from 'node:crypto'
import { type EventStore, type EventsOf, streams } from '@provender/events'
import { type OrderState, orderAggregate } from '../orders/order.ts'
import { type CommandContext, type Executed, load, metadataFor } from '../shared/commandHandler.ts'
import { retryOnConflict } from '../shared/retryOnConflict.ts'
import { claimAppends, readStock, type StockMap, stockDate } from './claims.ts'

/**
 * `execute` for a change of an order's lines: the stock of its products is read with the order,
 * and the order's events and its claims on limited stock go in one append, each at the revision
 * read; a concurrent writer of either makes the decision again on fresh state.
 */
export async function executeWithStock(
  store: EventStore,
  ctx: CommandContext,
  orderId: number,
  productIds: readonly string[],
  timeZone: string,
  decide: (order: OrderState, stock: StockMap, revision: number) => EventsOf<'order'>[],
): Promise<Executed<OrderState>> {
  const streamId = streams.order(orderId)
  return retryOnConflict(async () => {
    const { state, revision } = await load(store, streamId, orderAggregate)
    const date = stockDate(state.deliveryDate, ctx.now, timeZone)
    const stock = await readStock(store, productIds, { customerId: state.customerId, orderId }, date)
    const events = decide(state, stock, revision)
    if (events.length === 0) return { events, state, position: null }
    const metadata = metadataFor(ctx)
    const after = events.reduce(orderAggregate.evolve, state)
    const who = { orderId, customerId: state.customerId }
    const claims = claimAppends(stock, after.lines, state.lines, who, metadata, () => randomUUID())
    const results = await store.appendMany([
      {
        streamId,
        expected: revision === -1 ? 'no_stream' : revision,
        events: events.map((event) => ({ id: randomUUID(), event, metadata })),
      },
      ...claims,
    ])
    return { events, state: after, position: results.at(-1)!.position }
  })
}
