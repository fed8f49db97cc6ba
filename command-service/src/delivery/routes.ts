import Router from '@koa/router'
import { managedCustomerAt } from '../customers/checks.ts'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { pathId } from '../orders/requests.ts'
import {
  addClosure,
  removeClosure,
  setCompanySchedule,
  setCustomerSchedule,
  setStandingMove,
} from './commands.ts'
import { closureBody, closureIdParam, scheduleBody, standingMoveBody } from './requests.ts'

/** Delivery days, cut-offs and closures: parse, call the use case, answer. */
export function deliveryRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const admin = [authenticate(deps), requireRole('admin')] as const

  router.put('/api/settings/delivery-schedule', ...admin, async (ctx) => {
    const { days } = scheduleBody.parse(ctx.request.body)
    const result = await setCompanySchedule(deps, commandContext(ctx, deps), days)
    answer(ctx, 200, { days: result.days }, result.position)
  })

  router.put(
    '/api/customers/:id/delivery-schedule',
    authenticate(deps),
    requireRole('admin', 'sales'),
    async (ctx) => {
      const customerId = await managedCustomerAt(deps, currentUser(ctx), ctx.params.id)
      const { days } = scheduleBody.parse(ctx.request.body)
      const context = commandContext(ctx, deps)
      const { position, ...schedule } = await setCustomerSchedule(deps, context, customerId, days)
      answer(ctx, 200, schedule, position)
    },
  )

  router.post('/api/settings/closures', ...admin, async (ctx) => {
    const body = closureBody.parse(ctx.request.body)
    const { closure, position } = await addClosure(deps, commandContext(ctx, deps), {
      from: body.from,
      to: body.to ?? body.from,
      reason: body.reason,
      standingMove: body.standingMove ?? null,
    })
    answer(ctx, 201, closure, position)
  })

  router.put('/api/settings/standing-move', ...admin, async (ctx) => {
    const { standingMove } = standingMoveBody.parse(ctx.request.body)
    const result = await setStandingMove(deps, commandContext(ctx, deps), standingMove)
    answer(ctx, 200, { standingMove: result.standingMove }, result.position)
  })

  router.delete('/api/settings/closures/:id', ...admin, async (ctx) => {
    const closureId = pathId(closureIdParam, ctx.params.id, 'Closure not found.')
    const { position } = await removeClosure(deps, commandContext(ctx, deps), closureId)
    answer(ctx, 204, null, position)
  })

  return router
}
