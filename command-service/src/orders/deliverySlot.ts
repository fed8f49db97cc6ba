import { randomUUID } from 'node:crypto'
import {
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type EventsOf,
  type NewEvent,
  type StreamAppend,
  streams,
} from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import {
  type Aggregate,
  type CommandContext,
  type Executed,
  load,
  metadataFor,
} from '../shared/commandHandler.ts'
import { retryOnConflict } from '../shared/retryOnConflict.ts'
import { type OrderState, orderAggregate } from './order.ts'

/**
 * One order per customer per delivery date (issue 36): the delivery-slot stream of a
 * (customer, date) names the order holding the date. Placements claim it at the revision they
 * read, so of two racing placements one claims and the other, refused, reads again and merges.
 */
export interface SlotState {
  /** The order last recorded as holding the date; null: none (never claimed, or released). */
  holderId: number | null
}

export const deliverySlotAggregate: Aggregate<SlotState> = defineAggregate(
  'deliverySlot',
  { holderId: null },
  (state, event): SlotState => {
    switch (event.type) {
      case 'DeliverySlotClaimed':
        return { holderId: event.data.orderId }
      case 'DeliverySlotReleased':
        // A release by an order that no longer held the slot changes nothing.
        return state.holderId === event.data.orderId ? { holderId: null } : state
      default:
        return assertNever(event)
    }
  },
)

/** Whether an order still takes new lines for its date: placed, neither cancelled nor fulfilled. */
export const isOpenOrder = (order: OrderState) =>
  order.status === 'placed' && !order.cancelled && !order.fulfilled

/** The slot as read: its revision (for the claim's expected revision) and its open holder. */
export interface SlotRead {
  streamId: string
  /** -1: never written. */
  revision: number
  /** The open order holding the date, with its stream revision; null: the date is free. */
  holder: { order: OrderState; revision: number } | null
}

/**
 * Reads the slot and its holder. A holder cancelled, fulfilled or moved off the date (whatever
 * the slot says, so a missed release cannot block the date) leaves it free.
 */
export async function readSlot(
  store: EventStore,
  customerId: number,
  deliveryDate: string,
): Promise<SlotRead> {
  const streamId = streams.deliverySlot(customerId, deliveryDate)
  const slot = await load(store, streamId, deliverySlotAggregate)
  const holderId = slot.state.holderId
  if (holderId === null) return { streamId, revision: slot.revision, holder: null }
  const held = await load(store, streams.order(holderId), orderAggregate)
  const holds =
    isOpenOrder(held.state) &&
    held.state.customerId === customerId &&
    held.state.deliveryDate === deliveryDate
  return {
    streamId,
    revision: slot.revision,
    holder: holds ? { order: held.state, revision: held.revision } : null,
  }
}

const expectedOf = (revision: number) => (revision === -1 ? 'no_stream' : revision)

/** The claim of a free date by a new order, at the slot's revision as read. */
export function claimAppend(
  slot: SlotRead,
  orderId: number,
  eventId: string,
  metadata: EventMetadata,
): StreamAppend {
  const [, customerId, deliveryDate] = parseSlot(slot.streamId)
  return {
    streamId: slot.streamId,
    expected: expectedOf(slot.revision),
    events: [
      {
        id: eventId,
        event: { type: 'DeliverySlotClaimed', data: { customerId, deliveryDate, orderId } },
        metadata,
      },
    ],
  }
}

function parseSlot(streamId: string): [string, number, string] {
  const match = /^delivery-slot-(\d+)-(\d{4}-\d{2}-\d{2})$/.exec(streamId)
  if (!match) throw new Error(`Not a delivery-slot stream: ${streamId}`)
  return [streamId, Number(match[1]), match[2]!]
}

/**
 * What an order's cancel or move does to the slots, beside its own events: a cancelled order, or
 * one moved away, releases the date it held; one moved to a free date claims it (a date already
 * held by another open order keeps that holder, which goes on taking the later placements).
 */
export async function slotAppendsFor(
  store: EventStore,
  order: OrderState,
  events: readonly DomainEvent[],
  newId: () => string,
  metadata: EventMetadata,
): Promise<StreamAppend[]> {
  const appends: StreamAppend[] = []
  const release = async (date: string, reason: 'cancelled' | 'moved') => {
    const streamId = streams.deliverySlot(order.customerId, date)
    const slot = await load(store, streamId, deliverySlotAggregate)
    if (slot.state.holderId !== order.id) return
    const event: NewEvent = {
      id: newId(),
      event: {
        type: 'DeliverySlotReleased',
        data: { customerId: order.customerId, deliveryDate: date, orderId: order.id, reason },
      },
      metadata,
    }
    appends.push({ streamId, expected: slot.revision, events: [event] })
  }
  for (const event of events) {
    if (event.type === 'OrderCancelled' && order.deliveryDate) await release(order.deliveryDate, 'cancelled')
    if (event.type === 'OrderMoved') {
      if (event.data.fromDate) await release(event.data.fromDate, 'moved')
      const target = await readSlot(store, order.customerId, event.data.toDate)
      if (!target.holder) appends.push(claimAppend(target, order.id, newId(), metadata))
    }
  }
  return appends
}

/** What a decision reads beside the order (a move's stock), and what it appends with its events. */
export interface AlongsideOrder<T> {
  read: (order: OrderState) => Promise<T>
  appends: (facts: T, order: OrderState, after: OrderState, metadata: EventMetadata) => StreamAppend[]
}

/**
 * `execute` for an order command that may free or take a date (cancel, move): the order's events
 * and the slots' in one append, all or nothing, each at the revision read; refused by a
 * concurrent writer of either, the decision is made again on fresh state.
 */
export async function executeWithSlots<T = undefined>(
  store: EventStore,
  ctx: CommandContext,
  orderId: number,
  decide: (order: OrderState, facts: T) => EventsOf<'order'>[],
  alongside?: AlongsideOrder<T>,
): Promise<Executed<OrderState>> {
  const streamId = streams.order(orderId)
  return retryOnConflict(async () => {
    const { state, revision } = await load(store, streamId, orderAggregate)
    const facts = alongside ? await alongside.read(state) : (undefined as T)
    const events = decide(state, facts)
    if (events.length === 0) return { events, state, position: null }
    const metadata = metadataFor(ctx)
    const slots = await slotAppendsFor(store, state, events, randomUUID, metadata)
    const after = events.reduce(orderAggregate.evolve, state)
    const results = await store.appendMany([
      {
        streamId,
        expected: expectedOf(revision),
        events: events.map((event) => ({ id: randomUUID(), event, metadata })),
      },
      ...slots,
      ...(alongside ? alongside.appends(facts, state, after, metadata) : []),
    ])
    return { events, state: after, position: results.at(-1)!.position }
  })
}
