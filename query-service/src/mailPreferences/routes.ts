import Router from '@koa/router'
import { defaultMailPreferences } from '@provender/events'
import type { QueryDeps } from '../deps.ts'
import { authenticate, viewer } from '../http/session.ts'
import { storedMailPreferences } from './projection.ts'

export function mailPreferencesReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  // Every role has preferences (customers their orders and digests, staff new orders): one's own only.
  router.get('/api/me/mail-preferences', authenticate(deps), async (ctx) => {
    ctx.body = (await storedMailPreferences(deps.knex, viewer(ctx).id)) ?? defaultMailPreferences
  })

  return router
}
