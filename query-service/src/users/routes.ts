import Router from '@koa/router'
import type { QueryDeps } from '../deps.ts'
import { authenticate, viewer } from '../http/session.ts'

export function accountReadRoutes(deps: QueryDeps): Router {
  const router = new Router()
  router.get('/api/account/me', authenticate(deps), (ctx) => {
    ctx.body = { user: viewer(ctx) }
  })
  return router
}
