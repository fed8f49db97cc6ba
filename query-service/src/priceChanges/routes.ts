import Router from '@koa/router'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { queryValues, wholeNumber } from '../http/listQuery.ts'
import { STAFF, signedInAs, viewer } from '../http/session.ts'
import { customerPriceChanges, recentPriceChanges } from './queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** How far back the staff list may look; the dashboard asks for 7 days. */
export const MAX_PRICE_CHANGE_DAYS = 90

export const recentQuery = z.object({ days: wholeNumber('days', 1, MAX_PRICE_CHANGE_DAYS).default(7) })

export function priceChangeReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  // A customer reads only its own changes: the id is the session's, never a parameter.
  router.get('/api/price-changes/mine', signedInAs(deps, ['customer']), async (ctx) => {
    ctx.body = { changes: await customerPriceChanges(deps.knex, viewer(ctx).id) }
  })

  router.get('/api/price-changes', signedInAs(deps, STAFF), async (ctx) => {
    const { days } = recentQuery.parse(queryValues(ctx.query))
    const since = new Date(deps.clock().getTime() - days * DAY_MS)
    ctx.body = {
      days,
      since: since.toISOString(),
      customers: await recentPriceChanges(deps.knex, viewer(ctx), since),
    }
  })

  return router
}
