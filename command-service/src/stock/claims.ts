import {
  type Availability,
  baseAmount,
  type EventMetadata,
  type EventStore,
  type OrderLine,
  type StreamAppend,
  streams,
  wallClock,
} from '@provender/events'
import { formatDeliveryDate } from '@provender/events/format/delivery'
import { foldStreams } from '@provender/server-kit'
import { isOpenOrder } from '../orders/deliverySlot.ts'
import { type OrderState, orderAggregate } from '../orders/order.ts'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import { type Aggregate, load } from '../shared/commandHandler.ts'
import { availabilityAggregate } from './availability.ts'

/** The orders that took a product's limited stock for one date (stream stock-{date}-{id}). */
export interface ClaimsState {
  orderIds: number[]
}

export const stockClaimsAggregate: Aggregate<ClaimsState> = defineAggregate(
  'productStock',
  { orderIds: [] },
  (state, event): ClaimsState => {
    switch (event.type) {
      case 'StockClaimed':
        return state.orderIds.includes(event.data.orderId)
          ? state
          : { orderIds: [...state.orderIds, event.data.orderId] }
      default:
        return assertNever(event.type)
    }
  },
)

/** What a decision knows of one product's stock for the order's date: read, then judged purely. */
export interface StockFacts {
  availability: Availability
  /** The date judged: the order's delivery date, else today's (an unscheduled order). */
  date: string
  dateText: string
  /** Held by the other orders that claimed the date, all of them and the customer's own. */
  heldByDate: number
  heldByCustomer: number
  /** The claims stream and the revision read: a claim is appended at it. */
  streamId: string
  revision: number
}

export type StockMap = ReadonlyMap<string, StockFacts>

/** The delivery date stock is counted for: the order's, or today's on the distributor's clock. */
export const stockDate = (deliveryDate: string | null | undefined, now: Date, timeZone: string) =>
  deliveryDate ?? wallClock(now, timeZone).date

const heldBy = (order: OrderState, productId: string) => {
  const line = order.lines.find((l) => l.productId === productId)
  return line ? baseAmount(line.quantityType, line.quantity, line) : 0
}

/**
 * The availability of each product and, for a limited one, what the other orders that claimed
 * its date hold now (read from each order: a cancel, a cut or a move frees stock by itself).
 */
export async function readStock(
  store: EventStore,
  productIds: readonly string[],
  who: { customerId: number; orderId: number | null },
  date: string,
): Promise<Map<string, StockFacts>> {
  const ids = [...new Set(productIds)]
  const read = await foldStreams(
    store,
    ids.map((id) => [streams.productAvailability(id), availabilityAggregate] as const),
  )
  const facts = new Map<string, StockFacts>()
  for (const productId of ids) {
    const { availability } = read.state(streams.productAvailability(productId), availabilityAggregate)
    const streamId = streams.productStock(productId, date)
    const base = { availability, date, dateText: formatDeliveryDate(date, { locale: 'en-US', today: date }) }
    if (availability.status !== 'limited') {
      facts.set(productId, { ...base, heldByDate: 0, heldByCustomer: 0, streamId, revision: -1 })
      continue
    }
    const claims = await load(store, streamId, stockClaimsAggregate)
    let heldByDate = 0
    let heldByCustomer = 0
    for (const orderId of claims.state.orderIds) {
      if (orderId === who.orderId) continue
      const { state: order } = await load(store, streams.order(orderId), orderAggregate)
      if (!isOpenOrder(order) || (order.deliveryDate !== null && order.deliveryDate !== date)) continue
      const held = heldBy(order, productId)
      heldByDate += held
      if (order.customerId === who.customerId) heldByCustomer += held
    }
    facts.set(productId, { ...base, heldByDate, heldByCustomer, streamId, revision: claims.revision })
  }
  return facts
}

/**
 * The claims an order's new lines make: one per limited product whose amount grew, at the
 * revision read, in the same append as the order, so a racing order on the same stock is
 * refused and decides again on what this one took.
 */
export function claimAppends(
  stock: StockMap,
  lines: readonly OrderLine[],
  before: readonly OrderLine[],
  order: { orderId: number; customerId: number },
  metadata: EventMetadata,
  newId: (productId: string) => string,
): StreamAppend[] {
  const appends: StreamAppend[] = []
  for (const line of lines) {
    const facts = stock.get(line.productId)
    if (facts?.availability.status !== 'limited') continue
    const old = before.find((l) => l.productId === line.productId)
    const was = old ? baseAmount(old.quantityType, old.quantity, old) : 0
    if (baseAmount(line.quantityType, line.quantity, line) <= was) continue
    appends.push({
      streamId: facts.streamId,
      expected: facts.revision === -1 ? 'no_stream' : facts.revision,
      events: [
        {
          id: newId(line.productId),
          event: {
            type: 'StockClaimed',
            data: { productId: line.productId, deliveryDate: facts.date, ...order },
          },
          metadata,
        },
      ],
    })
  }
  return appends
}
