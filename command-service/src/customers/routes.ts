import Router from '@koa/router'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { managedCustomer } from './checks.ts'
import { resetCustomerPassword, setFavorite, transferCustomer } from './customerAccount.ts'
import { deleteCustomer } from './deleteCustomer.ts'
import { editCustomer } from './editCustomer.ts'
import { openCustomer } from './openCustomer.ts'
import { createBody, customerIdParam, favoriteParams, transferBody, updateBody } from './requests.ts'
import { customerView } from './view.ts'

/** The customer calls: parse, call the use case, answer with what the log now holds. */
export function customerRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const staff = [authenticate(deps), requireRole('admin', 'sales')] as const

  router.post('/api/customers', ...staff, async (ctx) => {
    const body = createBody.parse(ctx.request.body)
    const { customerId, position } = await openCustomer(
      deps,
      commandContext(ctx, deps),
      currentUser(ctx),
      body,
    )
    answer(ctx, 201, { customer: await customerView(deps, customerId) }, position)
  })

  router.put('/api/customers/:id', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    const actor = currentUser(ctx)
    // Another rep's customer answers 404 before its body is even read, like a missing one.
    const current = await managedCustomer(deps, actor, id)
    const body = updateBody.parse(ctx.request.body)
    const position = await editCustomer(deps, commandContext(ctx, deps), actor, current, body)
    answer(ctx, 200, { customer: await customerView(deps, id) }, position)
  })

  router.delete('/api/customers/:id', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    const position = await deleteCustomer(deps, commandContext(ctx, deps), currentUser(ctx), id)
    answer(ctx, 200, { message: 'Customer deleted.', customerId: id }, position)
  })

  router.put('/api/customers/:id/transfer', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    const actor = currentUser(ctx)
    const current = await managedCustomer(deps, actor, id)
    const { newSalesUserId } = transferBody.parse(ctx.request.body ?? {})
    const moved = await transferCustomer(deps, commandContext(ctx, deps), actor, current, newSalesUserId)
    answer(
      ctx,
      200,
      { message: moved.message, customerId: id, salesUserId: moved.salesUserId },
      moved.position,
    )
  })

  router.put('/api/account/:id/reset-password', ...staff, async (ctx) => {
    const { id } = customerIdParam.parse(ctx.params)
    const reset = await resetCustomerPassword(deps, commandContext(ctx, deps), currentUser(ctx), id)
    answer(ctx, 200, { message: reset.message, customerId: id }, reset.position)
  })

  for (const [method, favorite] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    router[method](
      '/api/customers/:customerId/favorites/:productId',
      authenticate(deps),
      requireRole('customer'),
      async (ctx) => {
        const { customerId, productId } = favoriteParams.parse(ctx.params)
        const context = commandContext(ctx, deps)
        const result = await setFavorite(deps, context, currentUser(ctx), customerId, productId, favorite)
        answer(ctx, 200, { productId, favorite }, result.position)
      },
    )
  }

  return router
}
