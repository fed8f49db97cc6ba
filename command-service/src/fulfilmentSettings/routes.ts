import Router from '@koa/router'
import { streams } from '@provender/events'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, requireRole } from '../http/session.ts'
import { execute } from '../shared/commandHandler.ts'
import { decideFulfilmentSettings, fulfilmentSettingsAggregate } from './fulfilmentSettings.ts'

export const toleranceBody = z
  .object({
    percent: z
      .number({ error: 'Tolerance must be a number.' })
      .int('Tolerance must be a whole percent.')
      .min(0, 'Tolerance must be between 0 and 100%.')
      .max(100, 'Tolerance must be between 0 and 100%.'),
  })
  .strict()

export function fulfilmentSettingsRoutes(deps: CommandDeps): Router {
  const router = new Router()
  router.put('/api/settings/fulfilment-tolerance', authenticate(deps), requireRole('admin'), async (ctx) => {
    const { percent } = toleranceBody.parse(ctx.request.body)
    const result = await execute(
      deps.store,
      commandContext(ctx, deps),
      streams.fulfilmentSettings(),
      fulfilmentSettingsAggregate,
      (s) => decideFulfilmentSettings({ type: 'SetFulfilmentTolerance', percent }, s),
    )
    answer(ctx, 200, { percent }, result.position)
  })
  return router
}
