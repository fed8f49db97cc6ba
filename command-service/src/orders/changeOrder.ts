import {
  changesCloseAt,
  effectiveWindow,
  isOpenAt,
  notFound,
  type OrderActor,
  streams,
} from '@provender/events'
import { foldStreams } from '@provender/server-kit'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { type DeliveryFacts, deliveryFactsFrom, deliveryStreams } from '../delivery/index.ts'
import type { CommandDeps } from '../deps.ts'
import { orderRequirementsAggregate } from '../orderRequirements/orderRequirements.ts'
import { orderWindowAggregate } from '../orderWindow/orderWindow.ts'
import { type CommandContext, load } from '../shared/commandHandler.ts'
import { executeWithStock } from '../stock/executeWithStock.ts'
import type { UserState } from '../users/user.ts'
import { userAggregate } from '../users/user.ts'
import type { ChangeWindow } from './change.ts'
import { decideOrder, type OrderItemRequest } from './decide.ts'
import { executeWithSlots } from './deliverySlot.ts'
import { type OrderState, orderAggregate } from './order.ts'
import type { OrderNotesRequest } from './orderNotes.ts'

type Deps = Pick<CommandDeps, 'store' | 'settings'>

/**
 * The order a user may change or cancel: a customer its own, an admin any, a rep those of the
 * customers it owns now. Any other answers 404, as a missing order does, so ids leak nothing.
 */
export async function editableOrder(deps: Pick<CommandDeps, 'store'>, user: UserState, orderId: number) {
  const { state: order } = await load(deps.store, streams.order(orderId), orderAggregate)
  if (order.status !== 'placed') throw notFound('Order not found.')
  if (user.role === 'customer' && order.customerId !== user.id) throw notFound('Order not found.')
  if (user.role === 'sales') {
    const { state: customer } = await load(deps.store, streams.customer(order.customerId), customerAggregate)
    if (customer.salesUserId !== user.id) throw notFound('Order not found.')
  }
  return order
}

/**
 * Whether the customer could still change the order at `now`: before its date's cut-off (a date
 * off the schedule, placed by staff: until that day starts), or, without a date, while its
 * ordering window is open. Pure, so the rule has its own tests.
 */
export function customerMayChange(deliveryDate: string | null, facts: DeliveryFacts, windowOpen: boolean) {
  if (deliveryDate === null) return windowOpen
  return facts.now.getTime() < changesCloseAt(deliveryDate, facts.schedule, facts.timeZone).getTime()
}

export const actorOf = (user: UserState): OrderActor => ({
  userId: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  role: user.role === 'customer' ? 'customer' : user.role === 'admin' ? 'admin' : 'sales',
})

/** The facts one change needs, in one batched read (and the rep's window after the owner is known). */
async function readFacts(deps: Deps, ctx: CommandContext, order: OrderState, productIds: string[]) {
  const customerStream = streams.customer(order.customerId)
  const requirementsStream = streams.orderRequirements(order.customerId)
  const read = await foldStreams(deps.store, [
    [customerStream, customerAggregate],
    [requirementsStream, orderRequirementsAggregate],
    [streams.companyOrderWindow(), orderWindowAggregate],
    ...deliveryStreams(order.customerId),
    ...productIds.map((id) => [streams.product(id), productAggregate] as const),
  ])
  const customer = read.state(customerStream, customerAggregate)
  const repStream = streams.salesOrderWindow(customer.salesUserId)
  const repUser = streams.user(customer.salesUserId)
  const rest = await foldStreams(deps.store, [
    [repStream, orderWindowAggregate],
    [repUser, userAggregate],
  ])
  const company = read.state(streams.companyOrderWindow(), orderWindowAggregate)
  const windowOpen = isOpenAt(
    effectiveWindow(rest.state(repStream, orderWindowAggregate).window, company.window),
    ctx.now,
    deps.settings.TIME_ZONE,
  )
  const delivery = deliveryFactsFrom(read, order.customerId, ctx.now, deps.settings.TIME_ZONE)
  const rep = rest.state(repUser, userAggregate)
  const window: ChangeWindow = {
    open: customerMayChange(order.deliveryDate, delivery, windowOpen),
    deliveryDate: order.deliveryDate,
    contact:
      rep.status === 'active' ? { name: `${rep.firstName} ${rep.lastName}`.trim(), phone: rep.phone } : null,
  }
  const products = new Map<string, ProductState>()
  for (const id of productIds) products.set(id, read.state(streams.product(id), productAggregate))
  const requirements = read.state(requirementsStream, orderRequirementsAggregate)
  return { customer, products, window, requirements }
}

export interface EditRequest {
  /** How many changes the caller's copy had seen (the read model's `version`). */
  version?: number
  /** Staff confirm a change after the customer's cut-off. */
  afterCutoff: boolean
}

/** Replaces the order's lines; the decision is made again if another writer moved the stream. */
export async function changeOrder(
  deps: Deps,
  ctx: CommandContext,
  user: UserState,
  order: OrderState,
  request: EditRequest & {
    items: OrderItemRequest[]
    poNumber?: string
    note?: string
    belowMinimum: boolean
  },
) {
  const ids = [...new Set(request.items.map((i) => i.productId))]
  const { customer, products, window, requirements } = await readFacts(deps, ctx, order, ids)
  const notes: Partial<OrderNotesRequest> = {
    ...(request.poNumber === undefined ? {} : { poNumber: request.poNumber }),
    ...(request.note === undefined ? {} : { note: request.note }),
    belowMinimumConfirmed: request.belowMinimum,
  }
  const command = {
    type: 'ChangeOrder',
    items: request.items,
    notes,
    requirements,
    by: actorOf(user),
    afterCutoffConfirmed: request.afterCutoff,
    version: request.version,
    window,
    customer,
    products,
  } as const
  // Added or increased lines take stock: judged and claimed with the change (stock/).
  return executeWithStock(deps.store, ctx, order.id, ids, deps.settings.TIME_ZONE, (s, stock) =>
    decideOrder({ ...command, stock }, s),
  )
}

/** Cancels the order, judged as a change is: the same cut-off, roles and confirmation. */
export async function cancelOrder(
  deps: Deps,
  ctx: CommandContext,
  user: UserState,
  order: OrderState,
  request: EditRequest & { reason: string },
) {
  const { window } = await readFacts(deps, ctx, order, [])
  const command = {
    type: 'CancelOrder',
    by: actorOf(user),
    afterCutoffConfirmed: request.afterCutoff,
    version: request.version,
    reason: request.reason,
    window,
  } as const
  // A cancelled order frees its delivery date for a new order (deliverySlot.ts).
  return executeWithSlots(deps.store, ctx, order.id, (s) => decideOrder(command, s))
}
