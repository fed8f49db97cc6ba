import Router from '@koa/router'
import { DEFAULT_WINDOW, streams } from '@provender/events'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, currentUser, requireRole } from '../http/session.ts'
import { execute } from '../shared/commandHandler.ts'
import { decideOrderWindow, orderWindowAggregate } from './orderWindow.ts'

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, 24-hour.')
const fiveMinuteStep = (t: string) => Number(t.slice(3)) % 5 === 0

export const windowBody = z.union([
  z.object({ alwaysOpen: z.literal(true), openTime: hhmm.optional(), closeTime: hhmm.optional() }),
  z
    .object({
      alwaysOpen: z.literal(false),
      openTime: hhmm.optional(),
      closeTime: hhmm.optional(),
    })
    .refine((w) => w.openTime && w.closeTime, 'Please choose both times.')
    .refine(
      (w) => !w.openTime || !w.closeTime || w.closeTime > w.openTime,
      'Close time must be later than open time.',
    )
    .refine(
      (w) => !w.openTime || !w.closeTime || (fiveMinuteStep(w.openTime) && fiveMinuteStep(w.closeTime)),
      'Times go in 5-minute steps.',
    ),
])

export function orderWindowRoutes(deps: CommandDeps): Router {
  const router = new Router()
  router.put(
    '/api/settings/order-window/mine',
    authenticate(deps),
    requireRole('admin', 'sales'),
    async (ctx) => {
      const body = windowBody.parse(ctx.request.body)
      const user = currentUser(ctx)
      const scope = user.role === 'admin' ? 'company' : 'sales'
      const window = {
        alwaysOpen: body.alwaysOpen,
        openTime: body.openTime ?? DEFAULT_WINDOW.openTime,
        closeTime: body.closeTime ?? DEFAULT_WINDOW.closeTime,
      }
      const stream = scope === 'company' ? streams.companyOrderWindow() : streams.salesOrderWindow(user.id)
      const result = await execute(deps.store, commandContext(ctx, deps), stream, orderWindowAggregate, (s) =>
        decideOrderWindow(
          { type: 'SetOrderWindow', window, scope, salesUserId: scope === 'sales' ? user.id : null },
          s,
        ),
      )
      answer(ctx, 200, window, result.position)
    },
  )
  return router
}
