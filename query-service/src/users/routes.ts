import Router from '@koa/router'
import type { QueryDeps } from '../deps.ts'
import { authenticate, viewer } from '../http/session.ts'

export function accountReadRoutes(deps: QueryDeps): Router {
  const router = new Router()
  // An account on a given password may still read itself, to reach the password change.
  router.get('/api/account/me', authenticate(deps, { allowPendingPasswordChange: true }), (ctx) => {
    ctx.body = { user: viewer(ctx) }
  })
  return router
}
