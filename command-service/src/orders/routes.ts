import Router from '@koa/router'
import { type EventData, fromCents, streams } from '@provender/events'
import { deterministicUuid, entityId, invalid, notFound } from '@provender/events/server'
import { z } from 'zod'
import { type ProductState, productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { orderingOpenFor } from '../orderWindow/routes.ts'
import { execute, load } from '../shared/commandHandler.ts'
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

    const previous = eventId ? await deps.store.findEvent(eventId) : null
    if (previous?.event.type === 'OrderPlaced') {
      answer(ctx, 201, confirmation(previous.event.data, previous.metadata.occurredAt), previous.position)
      return
    }

    const context = commandContext(ctx, deps)
    const customer = (await load(deps.store, streams.customer(customerId), customerAggregate)).state
    const products = new Map<string, ProductState>()
    for (const item of body.items) {
      if (!products.has(item.productId)) {
        products.set(
          item.productId,
          (await load(deps.store, streams.product(item.productId), productAggregate)).state,
        )
      }
    }
    const orderingOpen = await orderingOpenFor(deps, customer.salesUserId, context.now)
    const orderId = await deps.ids.next('order')
    const result = await execute(
      deps.store,
      context,
      streams.order(orderId),
      orderAggregate,
      (order) =>
        decidePlaceOrder(
          { orderId, customerId, items: body.items, idempotencyKey: key, orderingOpen },
          order,
          {
            customer,
            products,
          },
        ),
      eventId ? () => eventId : undefined,
    )
    // With a key, answer from what the log holds: a racing twin may have stored it first.
    const stored = eventId ? await deps.store.findEvent(eventId) : null
    if (stored?.event.type === 'OrderPlaced') {
      answer(ctx, 201, confirmation(stored.event.data, stored.metadata.occurredAt), stored.position)
      return
    }
    const placed = result.events[0]
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
