import { randomUUID } from 'node:crypto'
import {
  type EventData,
  effectiveWindow,
  invalid,
  isOpenAt,
  type LogPosition,
  type OrderActor,
  type RecordedEvent,
  streams,
} from '@provender/events'
import { deterministicUuid, foldStreams } from '@provender/server-kit'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { deliveryDateFor, deliveryFactsFrom, deliveryStreams } from '../delivery/index.ts'
import type { CommandDeps } from '../deps.ts'
import { orderRequirementsAggregate } from '../orderRequirements/orderRequirements.ts'
import { orderWindowAggregate } from '../orderWindow/orderWindow.ts'
import { type CommandContext, metadataFor } from '../shared/commandHandler.ts'
import { inTurnByKey } from '../shared/inTurn.ts'
import { retryOnConflict } from '../shared/retryOnConflict.ts'
import { claimAppends, readStock, stockDate } from '../stock/claims.ts'
import { userAggregate } from '../users/user.ts'
import { customerMayChange } from './changeOrder.ts'
import { decideOrder, type OrderItemRequest } from './decide.ts'
import { claimAppend, readSlot } from './deliverySlot.ts'
import { orderAggregate } from './order.ts'
import type { OrderNotesRequest } from './orderNotes.ts'

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
  /** Staff keep a second order for a date that already has one open (issue 36). */
  separateOrder?: boolean
  /** Who places it, as a merge records who changed the order; absent: the customer by its name. */
  by?: OrderActor
  /** The PO number, note and staff's below-minimum confirmation (issue 36). */
  notes?: OrderNotesRequest
}

/**
 * The order placed (now, or earlier under the same key), as its confirmation shows it: a new
 * order's OrderPlaced, or the OrderChanged that added the lines to the order already open for the
 * date (`merged` set; its order is the one to show).
 */
export type Placed =
  | { placed: EventData<'OrderPlaced'>; occurredAt: string; position: LogPosition | null }
  | { merged: EventData<'OrderChanged'>; occurredAt: string; position: LogPosition | null }

/** An earlier answer to the same key, if its event is in the log. */
function placedFrom(recorded: RecordedEvent | null): Placed | null {
  if (!recorded) return null
  const { event, metadata, position } = recorded
  if (event.type === 'OrderPlaced') return { placed: event.data, occurredAt: metadata.occurredAt, position }
  if (event.type === 'OrderChanged' && event.data.merged) {
    return { merged: event.data, occurredAt: metadata.occurredAt, position }
  }
  return null
}

const placementsInTurn = inTurnByKey()

/**
 * Places an order for a customer, whoever places it: the customer itself or staff by phone.
 * One path for both, so the pricing, limits, window and idempotency are the same. One order per
 * customer per delivery date: an open order holding the date takes the lines (unless staff keep
 * a separate one), and a racing placement refused at the slot decides again and merges.
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
  const orderId = await deps.ids.next('order')
  // A burst for one customer (a double tap, a team ordering at once) merges into one order per
  // date: here they take turns; another replica's placements are refused at the append and retried.
  return placementsInTurn(String(customerId), () =>
    retryOnConflict(async () => {
      const previous = placedFrom(eventId ? await deps.store.findEvent(eventId) : null)
      return previous ?? (await placeOnce(deps, context, request, orderId, eventId))
    }),
  )
}

async function placeOnce(
  deps: Pick<CommandDeps, 'store' | 'settings'>,
  context: CommandContext,
  request: PlaceOrderRequest,
  orderId: number,
  eventId: string | null,
): Promise<Placed> {
  const { customerId, key } = request
  // Everything the decision needs, read at once: the customer, the products, the company's
  // window, the delivery schedules and closures.
  const productStreams = [...new Set(request.items.map((i) => streams.product(i.productId)))]
  const customerStream = streams.customer(customerId)
  const requirementsStream = streams.orderRequirements(customerId)
  const read = await foldStreams(deps.store, [
    [customerStream, customerAggregate],
    [requirementsStream, orderRequirementsAggregate],
    [streams.companyOrderWindow(), orderWindowAggregate],
    ...deliveryStreams(customerId),
    ...productStreams.map((stream) => [stream, productAggregate] as const),
  ])
  const customer = read.state(customerStream, customerAggregate)
  const products = new Map<string, ProductState>()
  for (const item of request.items) {
    products.set(item.productId, read.state(streams.product(item.productId), productAggregate))
  }
  const company = read.state(streams.companyOrderWindow(), orderWindowAggregate)
  // The rep's own window (and name, for "call …") depend on who owns the customer: the reads that wait.
  const repStream = streams.salesOrderWindow(customer.salesUserId)
  const repUser = streams.user(customer.salesUserId)
  const rest = await foldStreams(deps.store, [
    [repStream, orderWindowAggregate],
    [repUser, userAggregate],
  ])
  const orderingOpen = isOpenAt(
    effectiveWindow(rest.state(repStream, orderWindowAggregate).window, company.window),
    context.now,
    deps.settings.TIME_ZONE,
  )
  const placedBy = request.placedBy ?? null
  const outsideWindowConfirmed = request.outsideWindowConfirmed ?? false
  const deliveryFacts = deliveryFactsFrom(read, customerId, context.now, deps.settings.TIME_ZONE)
  // The date is judged after the customer and the window: a closed window or a missing
  // customer answers as it always did. Only staff may confirm a date outside the schedule.
  const delivery =
    customer.status === 'active' && (orderingOpen || (placedBy && outsideWindowConfirmed))
      ? deliveryDateFor(
          request.deliveryDate ?? null,
          deliveryFacts,
          Boolean(placedBy && request.outsideScheduleConfirmed),
        )
      : null
  const slot = delivery ? await readSlot(deps.store, customerId, delivery.date) : null
  const rep = rest.state(repUser, userAggregate)
  const sameDate = slot?.holder
    ? {
        order: slot.holder.order,
        window: {
          open: customerMayChange(slot.holder.order.deliveryDate, deliveryFacts, orderingOpen),
          deliveryDate: slot.holder.order.deliveryDate,
          contact:
            rep.status === 'active'
              ? { name: `${rep.firstName} ${rep.lastName}`.trim(), phone: rep.phone }
              : null,
        },
        by: request.by ?? customerActor(customerId, customer.businessName),
        afterCutoffConfirmed: Boolean(placedBy && request.outsideScheduleConfirmed),
      }
    : null
  // Stock is judged for the date the lines go to; a racing order on the same limited stock is
  // refused at its claim and this placement decides again (placeOrder's loop).
  const holderId = slot?.holder?.order.id ?? null
  const stock = await readStock(
    deps.store,
    request.items.map((i) => i.productId),
    { customerId, orderId: holderId },
    stockDate(delivery?.date, context.now, deps.settings.TIME_ZONE),
  )
  const events = decideOrder(
    {
      type: 'PlaceOrder',
      stock,
      orderId,
      customerId,
      items: request.items,
      idempotencyKey: key,
      orderingOpen,
      placedBy,
      outsideWindowConfirmed,
      delivery,
      sameDate,
      separateOrder: request.separateOrder ?? false,
      ...(request.notes ? { notes: request.notes } : {}),
      customer,
      products,
      requirements: read.state(requirementsStream, orderRequirementsAggregate),
    },
    orderAggregate.initial,
  )
  const metadata = metadataFor(context)
  const first = events[0]
  const claimId = (productId: string) =>
    eventId ? deterministicUuid(`${eventId}:stock:${productId}`) : randomUUID()
  const now = context.now.toISOString()
  if (first?.type === 'OrderChanged' && slot?.holder) {
    // Merged: at the holding order's revision as read, so a change, cancel or other merge
    // in between is seen on the retry.
    const claims = claimAppends(
      stock,
      first.data.lines,
      slot.holder.order.lines,
      first.data,
      metadata,
      claimId,
    )
    const [result] = await deps.store.appendMany([
      {
        streamId: streams.order(first.data.orderId),
        expected: slot.holder.revision,
        events: [{ id: eventId ?? randomUUID(), event: first, metadata }],
      },
      ...claims,
    ])
    return (
      (await answered(deps, eventId, result!)) ?? {
        merged: first.data,
        occurredAt: now,
        position: result!.position,
      }
    )
  }
  if (first?.type !== 'OrderPlaced') throw invalid('The order could not be placed.')
  // A fresh id from the sequence names a stream no one has written. A free date is claimed in
  // the same append, at the slot's revision: a racing placement's claim refuses this one. A
  // separate order (staff's) leaves the date with the order that holds it.
  const orderAppend = {
    streamId: streams.order(orderId),
    expected: 'no_stream' as const,
    events: [{ id: eventId ?? randomUUID(), event: first, metadata }],
  }
  const claim =
    slot && !slot.holder
      ? [claimAppend(slot, orderId, eventId ? deterministicUuid(`${eventId}:slot`) : randomUUID(), metadata)]
      : []
  const claims = claimAppends(stock, first.data.lines, [], first.data, metadata, claimId)
  const [result] = await deps.store.appendMany([orderAppend, ...claim, ...claims])
  return (
    (await answered(deps, eventId, result!)) ?? {
      placed: first.data,
      occurredAt: now,
      position: result!.position,
    }
  )
}

/** A racing twin with the same key stored its answer first: that one, read back. */
async function answered(
  deps: Pick<CommandDeps, 'store'>,
  eventId: string | null,
  result: { alreadyStored: boolean },
): Promise<Placed | null> {
  if (!result.alreadyStored || !eventId) return null
  return placedFrom(await deps.store.findEvent(eventId))
}

const customerActor = (customerId: number, name: string): OrderActor => ({
  userId: customerId,
  name,
  role: 'customer',
})
