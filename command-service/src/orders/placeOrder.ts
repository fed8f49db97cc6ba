import { randomUUID } from 'node:crypto'
import {
  type EventData,
  effectiveWindow,
  invalid,
  isOpenAt,
  type LogPosition,
  streams,
} from '@provender/events'
import { deterministicUuid, foldStreams } from '@provender/server-kit'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { deliveryDateFor, deliveryFactsFrom, deliveryStreams } from '../delivery/index.ts'
import type { CommandDeps } from '../deps.ts'
import { orderWindowAggregate } from '../orderWindow/orderWindow.ts'
import { type CommandContext, metadataFor } from '../shared/commandHandler.ts'
import { decideOrder, type OrderItemRequest } from './decide.ts'
import { orderAggregate } from './order.ts'

export interface PlaceOrderRequest {
  customerId: number
  items: OrderItemRequest[]
  key: string | null
  placedBy?: { userId: number; name: string }
  outsideWindowConfirmed?: boolean
  /** The delivery date asked for; null or absent: the next one open, if the customer is scheduled. */
  deliveryDate?: string | null
  /** Staff confirmed a date outside the customer's delivery schedule. */
  outsideScheduleConfirmed?: boolean
}

/** The order placed (now, or earlier under the same key), as its confirmation shows it. */
export interface Placed {
  placed: EventData<'OrderPlaced'>
  occurredAt: string
  position: LogPosition | null
}

/**
 * Places an order for a customer, whoever places it: the customer itself or staff by phone.
 * One path for both, so the pricing, limits, window and idempotency are the same.
 */
export async function placeOrder(
  deps: Pick<CommandDeps, 'store' | 'ids' | 'settings'>,
  context: CommandContext,
  request: PlaceOrderRequest,
): Promise<Placed> {
  const { customerId, key } = request
  // A key is the placer's own: staff and the customer never answer each other's.
  const scope = request.placedBy ? `${customerId}:by-${request.placedBy.userId}` : `${customerId}`
  const eventId = key ? deterministicUuid(`order:${scope}:${key}`) : null

  // Everything the decision needs, read at once: an earlier answer to this key, the
  // customer, the products, the company's window, the delivery schedules and closures, and
  // a fresh order id.
  const productStreams = [...new Set(request.items.map((i) => streams.product(i.productId)))]
  const customerStream = streams.customer(customerId)
  const [previous, read, orderId] = await Promise.all([
    eventId ? deps.store.findEvent(eventId) : null,
    foldStreams(deps.store, [
      [customerStream, customerAggregate],
      [streams.companyOrderWindow(), orderWindowAggregate],
      ...deliveryStreams(customerId),
      ...productStreams.map((stream) => [stream, productAggregate] as const),
    ]),
    deps.ids.next('order'),
  ])
  if (previous?.event.type === 'OrderPlaced') {
    return {
      placed: previous.event.data,
      occurredAt: previous.metadata.occurredAt,
      position: previous.position,
    }
  }
  const customer = read.state(customerStream, customerAggregate)
  const products = new Map<string, ProductState>()
  for (const item of request.items) {
    products.set(item.productId, read.state(streams.product(item.productId), productAggregate))
  }
  const company = read.state(streams.companyOrderWindow(), orderWindowAggregate)
  // The rep's own window depends on who owns the customer: the one read that must wait.
  const repStream = streams.salesOrderWindow(customer.salesUserId)
  const rep = (await foldStreams(deps.store, [[repStream, orderWindowAggregate]])).state(
    repStream,
    orderWindowAggregate,
  )
  const orderingOpen = isOpenAt(
    effectiveWindow(rep.window, company.window),
    context.now,
    deps.settings.TIME_ZONE,
  )
  const placedBy = request.placedBy ?? null
  const outsideWindowConfirmed = request.outsideWindowConfirmed ?? false
  // The date is judged after the customer and the window: a closed window or a missing
  // customer answers as it always did. Only staff may confirm a date outside the schedule.
  const delivery =
    customer.status === 'active' && (orderingOpen || (placedBy && outsideWindowConfirmed))
      ? deliveryDateFor(
          request.deliveryDate ?? null,
          deliveryFactsFrom(read, customerId, context.now, deps.settings.TIME_ZONE),
          Boolean(placedBy && request.outsideScheduleConfirmed),
        )
      : null
  const events = decideOrder(
    {
      type: 'PlaceOrder',
      orderId,
      customerId,
      items: request.items,
      idempotencyKey: key,
      orderingOpen,
      placedBy,
      outsideWindowConfirmed,
      delivery,
      customer,
      products,
    },
    orderAggregate.initial,
  )
  const metadata = metadataFor(context)
  // A fresh id from the sequence names a stream no one has written: nothing to read first.
  const result = await deps.store.append(
    streams.order(orderId),
    'no_stream',
    events.map((event) => ({ id: eventId ?? randomUUID(), event, metadata })),
  )
  // A racing twin with the same key stored its order first: answer with that one.
  const stored = result.alreadyStored && eventId ? await deps.store.findEvent(eventId) : null
  if (stored?.event.type === 'OrderPlaced') {
    return { placed: stored.event.data, occurredAt: stored.metadata.occurredAt, position: stored.position }
  }
  const placed = events[0]
  if (placed?.type !== 'OrderPlaced') throw invalid('The order could not be placed.')
  return { placed: placed.data, occurredAt: context.now.toISOString(), position: result.position }
}
