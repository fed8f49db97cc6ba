import {
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type StandingDate,
  type StreamAppend,
  streams,
} from '@provender/events'
import { deterministicUuid, foldStreams, type IdAllocator } from '@provender/server-kit'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { type DeliveryFacts, deliveryFactsFrom, deliveryStreams } from '../delivery/index.ts'
import { orderRequirementsAggregate } from '../orderRequirements/orderRequirements.ts'
import { claimAppend, readSlot } from '../orders/deliverySlot.ts'
import { retryOnConflict } from '../shared/retryOnConflict.ts'
import { claimAppends, readStock } from '../stock/claims.ts'
import { withinStock } from '../stock/standingCut.ts'
import { decideStandingOrder } from './decide.ts'
import {
  dueDates,
  fittingOrder,
  type PlacementFacts,
  placementFor,
  standingOrderPlaced,
} from './placement.ts'
import { foldStanding, type StandingOrderState } from './standingOrder.ts'

export interface PlaceDueDeps {
  store: EventStore
  ids: IdAllocator
  timeZone: string
}

/** What one standing order's due dates came to. */
export interface Placed {
  placed: number
  missed: number
}

/**
 * Places (or reports missed) every due date of one standing order, each exactly once: the
 * order's OrderPlaced, in a new order stream, and StandingOrderPlaced, at the standing stream's
 * revision as read, go into the log in one append, so a crash leaves both or neither, and a
 * second placer that read the same revision is refused and decides again on what the first
 * wrote (then finding the date handled). Event ids are named after the date besides.
 */
export async function placeDue(deps: PlaceDueDeps, standingOrderId: string, now: Date): Promise<Placed> {
  const stream = streams.standingOrder(standingOrderId)
  const done: Placed = { placed: 0, missed: 0 }
  // A retry decides again on what the log holds: dates handled before the refusal are no longer due.
  return retryOnConflict(async () => {
    const events = await deps.store.readStream(stream)
    const state = foldStanding(events)
    if (state.status === 'new') return done
    const { delivery, facts } = await readFacts(deps, state, now)
    const due = dueDates(state, delivery.schedule, delivery.closures, now, deps.timeZone)
    let revision = events.at(-1)!.revision
    for (const date of due) {
      const appends = await appendsFor(deps, state, events, facts, date, revision)
      if (appends.length === 0) continue
      await deps.store.appendMany(appends)
      revision += 1
      if (appends.length > 1) done.placed += 1
      else done.missed += 1
    }
    return done
  })
}

/** The appends that handle one date: the order and the placement, or the miss; none when not due. */
async function appendsFor(
  deps: PlaceDueDeps,
  state: StandingOrderState,
  events: readonly RecordedEvent[],
  facts: PlacementFacts,
  date: StandingDate,
  revision: number,
): Promise<StreamAppend[]> {
  const planned = placementFor(date, events, facts)
  if (planned.kind === 'none') return []
  // One order per customer per date (issue 36): an open order holding the date takes the lines.
  const slot = planned.kind === 'place' ? await readSlot(deps.store, state.customerId, date.date) : null
  const fitted =
    slot?.holder && planned.kind === 'place' ? fittingOrder(planned, slot.holder.order, facts) : planned
  // Out-of-stock lines are left out and limited ones cut (stock/standingCut.ts), claimed below.
  const held = slot?.holder?.order ?? null
  const who = { customerId: state.customerId, orderId: held?.id ?? null }
  const ids = fitted.kind === 'place' ? fitted.lines.map((l) => l.productId) : []
  const stock = await readStock(deps.store, ids, who, date.date)
  const placement =
    fitted.kind === 'place' ? withinStock(fitted, stock, held?.lines ?? [], facts.products) : fitted
  // Named by the date as scheduled: a date a closure moved is handled once, under its key.
  const key = `standing-order:${state.id}:${date.key}`
  const movedTo = date.key === date.date ? {} : { movedTo: date.date }
  const metadata: EventMetadata = {
    actorId: null,
    actorRole: 'system',
    correlationId: deterministicUuid(key),
    causationId: null,
    occurredAt: facts.now.toISOString(),
  }
  const standing = streams.standingOrder(state.id)
  if (placement.kind === 'miss') {
    const missed = decideStandingOrder(
      { type: 'MissDate', deliveryDate: date.key, reason: placement.reason, ...movedTo },
      state,
    )
    return [
      {
        streamId: standing,
        expected: revision,
        events: missed.map((event) => ({ id: deterministicUuid(`${key}:missed`), event, metadata })),
      },
    ]
  }
  if (placement.kind === 'none' || !slot) return []
  const orderId = slot.holder?.order.id ?? (await deps.ids.next('order'))
  const order = standingOrderPlaced(
    placement,
    { orderId, deliveryDate: date.date, standingOrderId: state.id, sameDate: slot.holder?.order ?? null },
    facts,
  )
  const merged = order.type === 'OrderChanged'
  const placed = decideStandingOrder(
    { type: 'PlaceDate', deliveryDate: date.key, orderId, merged, ...movedTo },
    state,
  )
  const standingAppend: StreamAppend = {
    streamId: standing,
    expected: revision,
    events: placed.map((event) => ({ id: deterministicUuid(`${key}:placed`), event, metadata })),
  }
  const claims = claimAppends(
    stock,
    'lines' in order.data ? order.data.lines : [],
    held?.lines ?? [],
    { orderId, customerId: state.customerId },
    metadata,
    (productId) => deterministicUuid(`${key}:stock:${productId}`),
  )
  if (merged && slot.holder) {
    // At the holding order's revision as read: a customer's change or cancel in between is seen
    // on the retry (the placer's loop decides again).
    return [
      {
        streamId: streams.order(orderId),
        expected: slot.holder.revision,
        events: [{ id: deterministicUuid(`${key}:merged`), event: order, metadata }],
      },
      standingAppend,
      ...claims,
    ]
  }
  return [
    {
      streamId: streams.order(orderId),
      expected: 'no_stream',
      events: [{ id: deterministicUuid(`${key}:order`), event: order, metadata }],
    },
    claimAppend(slot, orderId, deterministicUuid(`${key}:slot`), metadata),
    standingAppend,
    ...claims,
  ]
}

/**
 * In one batched read: the customer, its substitute default, its delivery schedule and the
 * closures, and every product the standing order's lines name (its edited dates' too), as they
 * stand now.
 */
async function readFacts(
  deps: PlaceDueDeps,
  state: StandingOrderState,
  now: Date,
): Promise<{ delivery: DeliveryFacts; facts: PlacementFacts }> {
  const productIds = new Set(state.lines.map((l) => l.productId))
  for (const lines of Object.values(state.edited)) for (const line of lines) productIds.add(line.productId)
  const customerStream = streams.customer(state.customerId)
  const requirementsStream = streams.orderRequirements(state.customerId)
  const read = await foldStreams(deps.store, [
    [customerStream, customerAggregate],
    [requirementsStream, orderRequirementsAggregate],
    ...deliveryStreams(state.customerId),
    ...[...productIds].map((id) => [streams.product(id), productAggregate] as const),
  ])
  const products = new Map<string, ProductState>()
  for (const id of productIds) products.set(id, read.state(streams.product(id), productAggregate))
  return {
    delivery: deliveryFactsFrom(read, state.customerId, now, deps.timeZone),
    facts: {
      customer: read.state(customerStream, customerAggregate),
      products,
      now,
      timeZone: deps.timeZone,
      substitutesAllowed:
        read.state(requirementsStream, orderRequirementsAggregate).substitutesAllowed ?? false,
    },
  }
}
