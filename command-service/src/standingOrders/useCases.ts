import { randomUUID } from 'node:crypto'
import {
  invalid,
  nextDeliveryDate,
  notFound,
  type StandingLine,
  standingDateNamed,
  streams,
  wallClock,
} from '@provender/events'
import { deterministicUuid, foldStreams } from '@provender/server-kit'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { type Actor, managedCustomer } from '../customers/checks.ts'
import { type CustomerState, customerAggregate } from '../customers/customer.ts'
import { type DeliveryFacts, deliveryFactsFrom, deliveryStreams } from '../delivery/index.ts'
import type { CommandDeps } from '../deps.ts'
import { orderAggregate } from '../orders/order.ts'
import { type CommandContext, execute, load } from '../shared/commandHandler.ts'
import { decideStandingOrder, type StandingOrderCommand } from './decide.ts'
import { type StandingOrderState, standingAt, standingOrderAggregate } from './standingOrder.ts'
import { standingOrderView } from './view.ts'

type Deps = Pick<CommandDeps, 'store' | 'settings'>

const NOT_FOUND = 'Standing order not found.'

/** What a decision and its answer need: the customer, the products named, the delivery facts. */
interface Facts {
  customer: CustomerState
  products: Map<string, ProductState>
  delivery: DeliveryFacts
}

async function readFacts(
  deps: Deps,
  customerId: number,
  productIds: Iterable<string>,
  now: Date,
): Promise<Facts> {
  const ids = [...new Set(productIds)]
  const customerStream = streams.customer(customerId)
  const read = await foldStreams(deps.store, [
    [customerStream, customerAggregate],
    ...deliveryStreams(customerId),
    ...ids.map((id) => [streams.product(id), productAggregate] as const),
  ])
  return {
    customer: read.state(customerStream, customerAggregate),
    products: new Map(ids.map((id) => [id, read.state(streams.product(id), productAggregate)])),
    delivery: deliveryFactsFrom(read, customerId, now, deps.settings.TIME_ZONE),
  }
}

/** The view after a write, with the order's log for which passed cut-offs found it active. */
async function viewOf(deps: Deps, state: StandingOrderState, facts: Facts) {
  const events = await deps.store.readStream(streams.standingOrder(state.id))
  return standingOrderView(state, {
    businessName: facts.customer.businessName,
    names: new Map([...facts.products].map(([id, p]) => [id, p.fields.name || id])),
    ...facts.delivery,
    wasActiveAt: (instant) => standingAt(events, instant).status === 'active',
  })
}

/** A standing order the actor may reach: admins any, a rep its customers', a customer its own. */
async function reachable(deps: Deps, actor: Actor, id: string): Promise<StandingOrderState> {
  const { state } = await load(deps.store, streams.standingOrder(id), standingOrderAggregate)
  if (state.status === 'new' || (actor.role === 'customer' && state.customerId !== actor.id)) {
    throw notFound(NOT_FOUND)
  }
  if (actor.role === 'sales') {
    const { state: customer } = await load(deps.store, streams.customer(state.customerId), customerAggregate)
    if (customer.salesUserId !== actor.id) throw notFound(NOT_FOUND)
  }
  return state
}

export interface CreateRequest {
  customerId?: number | undefined
  fromOrderId?: number | undefined
  items?: StandingLine[] | undefined
  everyWeeks: 1 | 2
  startsOn?: string | undefined
}

/** Makes an order standing: the lines sent, or those of one of the customer's orders. */
export async function createStandingOrder(
  deps: Deps,
  ctx: CommandContext,
  actor: Actor,
  body: CreateRequest,
  /** The caller's Idempotency-Key: the same key names the same standing order, made once. */
  key: string | null = null,
) {
  const customerId = actor.role === 'customer' ? actor.id : body.customerId
  if (customerId === undefined) throw invalid('Choose the customer.')
  // A customer names only itself; staff only customers they manage (others: not found).
  if (actor.role === 'customer' && body.customerId !== undefined && body.customerId !== actor.id) {
    throw notFound('Customer not found.')
  }
  if (actor.role !== 'customer') await managedCustomer(deps, actor, customerId)
  const lines = body.items ?? (await linesOfOrder(deps, customerId, body.fromOrderId!))
  const facts = await readFacts(
    deps,
    customerId,
    lines.map((l) => l.productId),
    ctx.now,
  )
  const { schedule, closures, timeZone } = facts.delivery
  const command: StandingOrderCommand = {
    type: 'CreateStandingOrder',
    // A double tap or a retry after a lost answer sends the same key: it names the same stream.
    standingOrderId: key
      ? deterministicUuid(`standing-order:${customerId}:by-${actor.id}:${key}`)
      : randomUUID(),
    customer: facts.customer,
    products: facts.products,
    byStaff: actor.role !== 'customer',
    lines,
    everyWeeks: body.everyWeeks,
    startsOn: body.startsOn ?? null,
    fromOrderId: body.fromOrderId ?? null,
    scheduled: schedule !== null,
    nextOpenDate: schedule ? (nextDeliveryDate(schedule, closures, ctx.now, timeZone)?.date ?? null) : null,
    today: wallClock(ctx.now, timeZone).date,
  }
  const stream = streams.standingOrder(command.standingOrderId)
  // Made already under this key (also by a racing twin): answered as it stands, nothing appended.
  const result = await execute(deps.store, ctx, stream, standingOrderAggregate, (s) =>
    key && s.status !== 'new' ? [] : decideStandingOrder(command, s),
  )
  return { view: await viewOf(deps, result.state, facts), position: result.position }
}

/** The lines of an order of this customer, as a standing order asks for them. */
async function linesOfOrder(deps: Deps, customerId: number, orderId: number): Promise<StandingLine[]> {
  const { state } = await load(deps.store, streams.order(orderId), orderAggregate)
  if (state.status !== 'placed' || state.customerId !== customerId) throw notFound('Order not found.')
  return state.lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    quantityType: l.quantityType,
  }))
}

/** What the caller asks of a standing order, given the delivery facts (a date's cut-off). */
export type Ask =
  | { type: 'ChangeStandingOrder'; lines: StandingLine[]; everyWeeks: 1 | 2 }
  | { type: 'PauseStandingOrder' | 'ResumeStandingOrder' | 'CancelStandingOrder' }
  | { type: 'SkipDate' | 'UnskipDate'; deliveryDate: string }
  | { type: 'EditDate'; deliveryDate: string; lines: StandingLine[] }

/** Any change to a standing order the actor may reach, decided on the stream as it stands. */
export async function changeStandingOrder(
  deps: Deps,
  ctx: CommandContext,
  actor: Actor,
  id: string,
  ask: Ask,
) {
  const found = await reachable(deps, actor, id)
  const asked = 'lines' in ask ? ask.lines.map((l) => l.productId) : []
  const productIds = [
    ...found.lines.map((l) => l.productId),
    ...asked,
    ...Object.values(found.edited)
      .flat()
      .map((l) => l.productId),
  ]
  const facts = await readFacts(deps, found.customerId, productIds, ctx.now)
  const lineFacts = { customer: facts.customer, products: facts.products, byStaff: actor.role !== 'customer' }
  const commandFor = (state: StandingOrderState): StandingOrderCommand => {
    switch (ask.type) {
      case 'ChangeStandingOrder':
        return { ...ask, ...lineFacts }
      case 'SkipDate':
      case 'UnskipDate':
        return { ...ask, ...dateNamed(state, ask.deliveryDate, facts.delivery), now: ctx.now }
      case 'EditDate':
        return {
          ...ask,
          ...lineFacts,
          ...dateNamed(state, ask.deliveryDate, facts.delivery),
          now: ctx.now,
        }
      default:
        return { type: ask.type }
    }
  }
  const stream = streams.standingOrder(id)
  const result = await execute(deps.store, ctx, stream, standingOrderAggregate, (s) =>
    decideStandingOrder(commandFor(s), s),
  )
  return { view: await viewOf(deps, result.state, facts), position: result.position }
}

/**
 * The standing order's date a caller names (issue 36): its key (the date as scheduled, which a
 * moved date's skip, edit and placement are kept under) and when orders for it close, the cut-off
 * of the day it is delivered on; the cut-off null when it is none of its dates. A moved date may
 * be named by the day it moved to, unless another of its dates is delivered that day too.
 */
function dateNamed(
  state: StandingOrderState,
  date: string,
  delivery: DeliveryFacts,
): { deliveryDate: string; cutoff: Date | null } {
  if (!delivery.schedule) return { deliveryDate: date, cutoff: null }
  const found = standingDateNamed(state, date, delivery.schedule, delivery.closures, delivery.timeZone)
  if (found === 'ambiguous') {
    throw invalid(`Two dates moved to ${date}: name the one to change by the date it was scheduled for.`)
  }
  // Handled before a closure moved it, a date is named by its key alone (the rule finds it there).
  return found ? { deliveryDate: found.key, cutoff: found.cutoff } : { deliveryDate: date, cutoff: null }
}
