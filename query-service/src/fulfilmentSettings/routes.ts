import Router from '@koa/router'
import { DEFAULT_FULFILMENT_TOLERANCE_PERCENT } from '@provender/events'
import type { QueryDeps } from '../deps.ts'
import { STAFF, signedInAs } from '../http/session.ts'

export function fulfilmentSettingsReadRoutes(deps: QueryDeps): Router {
  const router = new Router()
  // Staff read it: the fulfil dialog says how far over the ordered weight a line may ship.
  router.get('/api/settings/fulfilment-tolerance', signedInAs(deps, STAFF), async (ctx) => {
    const row = await deps
      .knex('rm_fulfilment_settings')
      .where({ scope_key: 'company' })
      .first<{ tolerance_percent: number } | undefined>()
    ctx.body = { percent: row?.tolerance_percent ?? DEFAULT_FULFILMENT_TOLERANCE_PERCENT, isDefault: !row }
  })
  return router
}
