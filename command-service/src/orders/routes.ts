import Router from '@koa/router'
import type { Context } from 'koa'
import { managedCustomerAt } from '../customers/checks.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { confirmation, edited, fulfilment, mergedConfirmation } from './answers.ts'
import { actorOf, cancelOrder, changeOrder, editableOrder } from './changeOrder.ts'
import { fulfilOrder, reachableOrder } from './fulfilOrder.ts'
import { moveOrder } from './moveOrder.ts'
import { type Placed, placeOrder } from './placeOrder.ts'
import {
  cancelOrderBody,
  changeOrderBody,
  fulfilBody,
  idempotencyKey,
  moveBody,
  orderIdParam,
  pathId,
  placeOrderBody,
  staffOrderBody,
} from './requests.ts'

const keyOf = (ctx: Context) => idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined) ?? null

// A merge into the order already open for the date answers 200 (nothing created), with `mergedInto`.
const answerPlaced = (ctx: Context, result: Placed) =>
  'placed' in result
    ? answer(ctx, 201, confirmation(result.placed, result.occurredAt), result.position)
    : answer(ctx, 200, mergedConfirmation(result.merged, result.occurredAt), result.position)

/** The order calls: parse, call the use case, answer with what the log now holds. */
export function orderRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const staff = [authenticate(deps), requireRole('admin', 'sales')] as const

  router.post('/api/orders', authenticate(deps), requireRole('customer'), async (ctx) => {
    const body = placeOrderBody.parse(ctx.request.body)
    const key = keyOf(ctx)
    const request = {
      customerId: currentUser(ctx).id,
      items: body.items,
      key,
      deliveryDate: body.deliveryDate,
      separateOrder: body.separateOrder,
      by: actorOf(currentUser(ctx)),
      notes: { poNumber: body.poNumber, note: body.note, belowMinimumConfirmed: false },
    }
    answerPlaced(ctx, await placeOrder(deps, commandContext(ctx, deps), request))
  })

  // A phone order: staff place it for a customer, who sees who placed it.
  router.post('/api/customers/:id/orders', ...staff, async (ctx) => {
    const user = currentUser(ctx)
    const customerId = await managedCustomerAt(deps, user, ctx.params.id)
    const body = staffOrderBody.parse(ctx.request.body)
    const key = keyOf(ctx)
    const placed = await placeOrder(deps, commandContext(ctx, deps), {
      customerId,
      items: body.items,
      key,
      placedBy: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
      outsideWindowConfirmed: body.outsideWindow,
      deliveryDate: body.deliveryDate,
      outsideScheduleConfirmed: body.outsideSchedule,
      separateOrder: body.separateOrder,
      by: actorOf(user),
      notes: { poNumber: body.poNumber, note: body.note, belowMinimumConfirmed: body.belowMinimum },
    })
    answerPlaced(ctx, placed)
  })

  router.patch('/api/orders/:id/fulfill', ...staff, async (ctx) => {
    const orderId = pathId(orderIdParam, ctx.params.id, 'Order not found.')
    const user = currentUser(ctx)
    const order = await reachableOrder(deps, user, orderId)
    // No body (the spec's call) ships every line as ordered.
    const body = fulfilBody.parse(ctx.request.body ?? {})
    const result = await fulfilOrder(deps, commandContext(ctx, deps), user, order, body.shipped ?? null)
    // Issue 37: the invoice the fulfilment issued (null: fulfilled before invoices were).
    answer(ctx, 200, { ...fulfilment(result.order), invoiceNumber: result.invoiceNumber }, result.position)
  })

  router.post('/api/orders/:id/move', ...staff, async (ctx) => {
    const orderId = pathId(orderIdParam, ctx.params.id, 'Order not found.')
    // Another rep's order is not found, whatever the body says.
    const order = await reachableOrder(deps, currentUser(ctx), orderId)
    const body = moveBody.parse(ctx.request.body)
    const result = await moveOrder(deps, commandContext(ctx, deps), order, {
      deliveryDate: body.deliveryDate,
      reason: body.reason ?? '',
      outsideSchedule: body.outsideSchedule,
    })
    answer(ctx, 200, { id: orderId, deliveryDate: result.state.deliveryDate }, result.position)
  })

  // A customer changes or cancels its own order until the cut-off; staff later, confirming it.
  const editors = [authenticate(deps), requireRole('customer', 'admin', 'sales')] as const

  router.put('/api/orders/:id', ...editors, async (ctx) => {
    const orderId = pathId(orderIdParam, ctx.params.id, 'Order not found.')
    const user = currentUser(ctx)
    // Whose order it is comes before the body: another's order is not found, whatever was sent.
    const order = await editableOrder(deps, user, orderId)
    const body = changeOrderBody.parse(ctx.request.body)
    const result = await changeOrder(deps, commandContext(ctx, deps), user, order, body)
    answer(ctx, 200, edited(result.state), result.position)
  })

  router.post('/api/orders/:id/cancel', ...editors, async (ctx) => {
    const orderId = pathId(orderIdParam, ctx.params.id, 'Order not found.')
    const user = currentUser(ctx)
    const order = await editableOrder(deps, user, orderId)
    const body = cancelOrderBody.parse(ctx.request.body ?? {})
    const result = await cancelOrder(deps, commandContext(ctx, deps), user, order, {
      ...body,
      reason: body.reason ?? '',
    })
    answer(ctx, 200, edited(result.state), result.position)
  })

  return router
}
