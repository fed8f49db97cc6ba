import Router from '@koa/router'
import type { LogPosition } from '@provender/events'
import type { Context } from 'koa'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { idempotencyKey } from '../orders/requests.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import type { UserState } from '../users/user.ts'
import {
  changeBody,
  createBody,
  dateBody,
  dateParam,
  editDateBody,
  pathPart,
  standingOrderIdParam,
} from './requests.ts'
import { type Ask, changeStandingOrder, createStandingOrder } from './useCases.ts'

const NOT_FOUND = 'Standing order not found.'

/**
 * The standing-order calls: the customer for itself, staff (admins, the owning rep) for a
 * customer; auditors read only. Parse, call the use case, answer with the standing order.
 */
export function standingOrderRoutes(deps: CommandDeps): Router {
  const router = new Router()
  const writers = [authenticate(deps), requireRole('customer', 'admin', 'sales')] as const

  /** Runs a use case as this request's user and answers the standing order it leaves. */
  const respond = async (
    ctx: Context,
    status: number,
    run: (
      command: CommandContext,
      user: UserState,
    ) => Promise<{ view: unknown; position: LogPosition | null }>,
  ) => {
    const { view, position } = await run(commandContext(ctx, deps), currentUser(ctx))
    answer(ctx, status, view, position)
  }

  const change = async (ctx: Context, ask: Ask) => {
    const id = pathPart(standingOrderIdParam, ctx.params.id, NOT_FOUND)
    await respond(ctx, 200, (command, user) => changeStandingOrder(deps, command, user, id, ask))
  }

  router.post('/api/standing-orders', ...writers, async (ctx) => {
    const body = createBody.parse(ctx.request.body)
    const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined) ?? null
    await respond(ctx, 201, (command, user) => createStandingOrder(deps, command, user, body, key))
  })

  router.put('/api/standing-orders/:id', ...writers, async (ctx) => {
    const body = changeBody.parse(ctx.request.body)
    await change(ctx, { type: 'ChangeStandingOrder', lines: body.items, everyWeeks: body.everyWeeks })
  })

  router.post('/api/standing-orders/:id/pause', ...writers, (ctx) =>
    change(ctx, { type: 'PauseStandingOrder' }),
  )
  router.post('/api/standing-orders/:id/resume', ...writers, (ctx) =>
    change(ctx, { type: 'ResumeStandingOrder' }),
  )
  router.delete('/api/standing-orders/:id', ...writers, (ctx) => change(ctx, { type: 'CancelStandingOrder' }))

  router.post('/api/standing-orders/:id/skip', ...writers, async (ctx) => {
    const { deliveryDate } = dateBody.parse(ctx.request.body)
    await change(ctx, { type: 'SkipDate', deliveryDate })
  })

  router.post('/api/standing-orders/:id/unskip', ...writers, async (ctx) => {
    const { deliveryDate } = dateBody.parse(ctx.request.body)
    await change(ctx, { type: 'UnskipDate', deliveryDate })
  })

  router.put('/api/standing-orders/:id/dates/:date', ...writers, async (ctx) => {
    const deliveryDate = pathPart(dateParam, ctx.params.date, 'That is not a delivery date (YYYY-MM-DD).')
    const body = editDateBody.parse(ctx.request.body)
    await change(ctx, { type: 'EditDate', deliveryDate, lines: body.items })
  })

  return router
}
