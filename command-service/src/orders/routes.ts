import { randomUUID } from 'node:crypto'
import Router from '@koa/router'
import { type EventData, effectiveWindow, fromCents, isOpenAt, streams } from '@provender/events'
import { deterministicUuid, entityId, invalid, notFound } from '@provender/events/server'
import { z } from 'zod'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { orderWindowAggregate } from '../orderWindow/orderWindow.ts'
import { execute, load, metadataFor } from '../shared/commandHandler.ts'
import { foldStreams } from '../shared/keptStates.ts'
import { decideFulfilOrder, decidePlaceOrder } from './decide.ts'
import { orderAggregate } from './order.ts'

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
        productId: z.string({ error: 'Each item needs a productId.' }).trim().min(1).max(64),
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

const orderIdParam = entityId('Order not found.')

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
  }
}

export function orderRoutes(deps: CommandDeps): Router {
  const router = new Router()

  router.post('/api/orders', authenticate(deps), requireRole('customer'), async (ctx) => {
    const body = placeOrderBody.parse(ctx.request.body)
    const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined) ?? null
    const customerId = currentUser(ctx).id
    const eventId = key ? deterministicUuid(`order:${customerId}:${key}`) : null

    // Everything the decision needs, read at once: an earlier answer to this key, the
    // customer, the products, the company's window, and a fresh order id.
    const context = commandContext(ctx, deps)
    const productStreams = [...new Set(body.items.map((i) => streams.product(i.productId)))]
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
    for (const item of body.items) {
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
      { orderId, customerId, items: body.items, idempotencyKey: key, orderingOpen },
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
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.order(orderId),
      orderAggregate,
      (s) => decideFulfilOrder({ fulfilledBy: user.id }, s),
    )
    answer(ctx, 200, { id: orderId, fulfilled: true }, result.position)
  })

  return router
}
