import Router from '@koa/router'
import { managedCustomerAt } from '../customers/checks.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { idempotencyKey } from '../orders/requests.ts'
import { billingBody, profileOf, profileView } from './billingRequests.ts'
import { paymentBody, paymentRequestOf, paymentView } from './paymentRequests.ts'
import { recordPayment } from './recordPayment.ts'
import { setBilling } from './setBilling.ts'

/** The books' writes (docs/books.md): billing profiles and payments, by admins and the owning rep. */
export function booksRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const staff = [authenticate(deps), requireRole('admin', 'sales')] as const

  router.put('/api/customers/:id/billing', ...staff, async (ctx) => {
    // Another rep's customer answers 404 before its body is read, like a missing one.
    const customerId = await managedCustomerAt(deps, currentUser(ctx), ctx.params.id)
    const profile = profileOf(billingBody.parse(ctx.request.body))
    const set = await setBilling(deps, commandContext(ctx, deps), customerId, profile)
    answer(ctx, 200, profileView(customerId, set.profile, set.updatedAt), set.position)
  })

  router.post('/api/customers/:id/payments', ...staff, async (ctx) => {
    const user = currentUser(ctx)
    const customerId = await managedCustomerAt(deps, user, ctx.params.id)
    const request = paymentRequestOf(paymentBody.parse(ctx.request.body))
    const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined) ?? null
    const recorded = await recordPayment(deps, commandContext(ctx, deps), user.id, customerId, request, key)
    answer(ctx, 201, paymentView(recorded.payment), recorded.position)
  })

  return router
}
