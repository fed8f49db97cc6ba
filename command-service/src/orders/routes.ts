import { randomUUID } from 'node:crypto'
import Router from '@koa/router'
import {
  type EventData,
  effectiveWindow,
  fromCents,
  invalid,
  isOpenAt,
  notFound,
  streams,
} from '@provender/events'
import { deterministicUuid, entityId, foldStreams } from '@provender/server-kit'
import type { Context } from 'koa'
import { z } from 'zod'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import type { CommandDeps } from '../deps.ts'
import { fulfilmentSettingsAggregate } from '../fulfilmentSettings/fulfilmentSettings.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { orderWindowAggregate } from '../orderWindow/orderWindow.ts'
import { execute, load, metadataFor } from '../shared/commandHandler.ts'
import { decideFulfilOrder, decidePlaceOrder, type OrderItemRequest } from './decide.ts'
import { type OrderState, orderAggregate } from './order.ts'

const quantity = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ],
  {
    error: 'Quantity must be a number.',
  },
)

const placeOrderBody = z.object({
  items: z
    .array(
      z.object({
        productId: z
          .string({ error: 'Each item needs a product.' })
          .trim()
          .min(1, 'Each item needs a product.')
          .max(64, 'A product id is at most 64 characters.'),
        quantity,
        quantityType: z.enum(['pack', 'case', 'weight'], {
          error: 'Quantity type must be pack, case or weight.',
        }),
      }),
      { error: 'Add at least one item to your order.' },
    )
    .min(1, 'Add at least one item to your order.')
    .max(500, 'An order can hold at most 500 items.'),
})

const idempotencyKey = z
  .string()
  .max(200, 'Idempotency-Key is too long.')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII.')
  .optional()

/** A phone order's body: the customer's, plus staff's confirmation to place it outside the window. */
export const staffOrderBody = z.object(
  {
    ...placeOrderBody.shape,
    outsideWindow: z
      .boolean({ error: 'Say whether to place the order outside the ordering window: true or false.' })
      .optional()
      .transform((v) => v ?? false),
  },
  { error: 'Send the order as a JSON object with its items.' },
)

const orderIdParam = entityId('Order not found.')
const customerIdParam = entityId('Customer not found.')

export const fulfilBody = z
  .object({
    shipped: z
      .array(
        z
          .object({
            productId: z
              .string({ error: 'Each shipped line needs a product.' })
              .trim()
              .min(1, 'Each shipped line needs a product.')
              .max(64, 'A product id is at most 64 characters.'),
            quantity: z.number({ error: 'Each shipped line needs a quantity, a number.' }),
          })
          .strict(),
        { error: 'The shipped lines must be a list, each with a product and a quantity.' },
      )
      .max(500, 'An order holds at most 500 lines.')
      .optional(),
  })
  .strict()

function confirmation(placed: EventData<'OrderPlaced'>, occurredAt: string) {
  return {
    id: placed.orderId,
    createdAt: occurredAt,
    totalPrice: fromCents(placed.totalCents),
    items: placed.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      unitType: l.unitType,
      packsPerCase: l.packsPerCase,
      quantity: l.quantity,
      quantityType: l.quantityType,
      price: fromCents(l.unitPriceCents),
      sellPrice: fromCents(l.unitPriceCents),
      lineTotal: fromCents(l.lineTotalCents),
    })),
    // A phone order also says who placed it and whether it was outside the window.
    ...(placed.placedBy
      ? {
          placedBy: { id: placed.placedBy.userId, name: placed.placedBy.name },
          placedOutsideWindow: placed.placedOutsideWindow ?? false,
        }
      : {}),
  }
}

/** The fulfil answer: what shipped per line beside what was ordered, and both totals. */
function fulfilment(order: OrderState) {
  const shipped = order.shipped ?? []
  return {
    id: order.id,
    fulfilled: order.fulfilled,
    estimatedTotal: fromCents(order.totalCents),
    finalTotal: order.finalTotalCents === null ? null : fromCents(order.finalTotalCents),
    totalPrice: fromCents(order.finalTotalCents ?? order.totalCents),
    items: order.lines.map((l, i) => ({
      productId: l.productId,
      quantityType: l.quantityType,
      quantity: l.quantity,
      lineTotal: fromCents(l.lineTotalCents),
      shippedQuantity: shipped[i]?.quantity ?? null,
      shippedLineTotal: shipped[i] ? fromCents(shipped[i].lineTotalCents) : null,
    })),
  }
}

interface PlaceOrderRequest {
  customerId: number
  items: OrderItemRequest[]
  key: string | null
  placedBy?: { userId: number; name: string }
  outsideWindowConfirmed?: boolean
}

/**
 * Places an order for a customer, whoever places it: the customer itself or staff by phone.
 * One path for both, so the pricing, limits, window and idempotency are the same.
 */
async function placeOrder(ctx: Context, deps: CommandDeps, request: PlaceOrderRequest): Promise<void> {
  const { customerId, key } = request
  // A key is the placer's own: staff and the customer never answer each other's.
  const scope = request.placedBy ? `${customerId}:by-${request.placedBy.userId}` : `${customerId}`
  const eventId = key ? deterministicUuid(`order:${scope}:${key}`) : null

  // Everything the decision needs, read at once: an earlier answer to this key, the
  // customer, the products, the company's window, and a fresh order id.
  const context = commandContext(ctx, deps)
  const productStreams = [...new Set(request.items.map((i) => streams.product(i.productId)))]
  const customerStream = streams.customer(customerId)
  const [previous, read, orderId] = await Promise.all([
    eventId ? deps.store.findEvent(eventId) : null,
    foldStreams(deps.store, [
      [customerStream, customerAggregate],
      [streams.companyOrderWindow(), orderWindowAggregate],
      ...productStreams.map((stream) => [stream, productAggregate] as const),
    ]),
    deps.ids.next('order'),
  ])
  if (previous?.event.type === 'OrderPlaced') {
    answer(ctx, 201, confirmation(previous.event.data, previous.metadata.occurredAt), previous.position)
    return
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
  const events = decidePlaceOrder(
    {
      orderId,
      customerId,
      items: request.items,
      idempotencyKey: key,
      orderingOpen,
      placedBy: request.placedBy ?? null,
      outsideWindowConfirmed: request.outsideWindowConfirmed ?? false,
    },
    orderAggregate.initial,
    { customer, products },
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
    answer(ctx, 201, confirmation(stored.event.data, stored.metadata.occurredAt), stored.position)
    return
  }
  const placed = events[0]
  if (placed?.type !== 'OrderPlaced') throw invalid('The order could not be placed.')
  answer(ctx, 201, confirmation(placed.data, context.now.toISOString()), result.position)
}

export function orderRoutes(deps: CommandDeps): Router {
  const router = new Router()

  router.post('/api/orders', authenticate(deps), requireRole('customer'), async (ctx) => {
    const body = placeOrderBody.parse(ctx.request.body)
    const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined) ?? null
    await placeOrder(ctx, deps, { customerId: currentUser(ctx).id, items: body.items, key })
  })

  // A phone order: staff place it for a customer, who sees who placed it.
  router.post('/api/customers/:id/orders', authenticate(deps), requireRole('admin', 'sales'), async (ctx) => {
    const parsed = customerIdParam.safeParse(ctx.params.id)
    if (!parsed.success) throw notFound('Customer not found.')
    const customerId = parsed.data
    const user = currentUser(ctx)
    // Who may see the customer comes before what the body says: another rep's customer is
    // not found, whatever was sent.
    const { state: customer } = await load(deps.store, streams.customer(customerId), customerAggregate)
    if (customer.status !== 'active' || (user.role === 'sales' && customer.salesUserId !== user.id)) {
      throw notFound('Customer not found.')
    }
    const body = staffOrderBody.parse(ctx.request.body)
    const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined) ?? null
    await placeOrder(ctx, deps, {
      customerId,
      items: body.items,
      key,
      placedBy: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
      outsideWindowConfirmed: body.outsideWindow,
    })
  })

  router.patch('/api/orders/:id/fulfill', authenticate(deps), requireRole('admin', 'sales'), async (ctx) => {
    const parsed = orderIdParam.safeParse(ctx.params.id)
    if (!parsed.success) throw notFound('Order not found.')
    const orderId = parsed.data
    const user = currentUser(ctx)
    const { state: order } = await load(deps.store, streams.order(orderId), orderAggregate)
    if (order.status !== 'placed') throw notFound('Order not found.')
    if (user.role === 'sales') {
      // A rep reaches only the orders of the customers it owns now.
      const { state: customer } = await load(
        deps.store,
        streams.customer(order.customerId),
        customerAggregate,
      )
      if (customer.salesUserId !== user.id) throw notFound('Order not found.')
    }
    // No body (the spec's call) ships every line as ordered.
    const body = fulfilBody.parse(ctx.request.body ?? {})
    const { state: settings } = await load(
      deps.store,
      streams.fulfilmentSettings(),
      fulfilmentSettingsAggregate,
    )
    const command = { fulfilledBy: user.id, shipped: body.shipped ?? null }
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.order(orderId),
      orderAggregate,
      (s) => decideFulfilOrder(command, s, { tolerancePercent: settings.tolerancePercent }),
    )
    answer(ctx, 200, fulfilment(result.state), result.position)
  })

  return router
}
