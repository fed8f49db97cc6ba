import Router from '@koa/router'
import { DEFAULT_WINDOW, effectiveWindow, type OrderWindow, orderingSchedule } from '@provender/events'
import type { Knex } from 'knex'
import type { QueryDeps } from '../deps.ts'
import { authenticate, signedInAs, viewer } from '../http/session.ts'
import { windowScopeKey } from './projection.ts'

async function windowOf(knex: Knex, scopeKey: string): Promise<OrderWindow | null> {
  const row = await knex('rm_order_windows')
    .where({ scope_key: scopeKey })
    .first<{ always_open: boolean; open_time: string; close_time: string } | undefined>()
  return row ? { alwaysOpen: row.always_open, openTime: row.open_time, closeTime: row.close_time } : null
}

export function orderWindowReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get('/api/settings/order-window/mine', signedInAs(deps, ['admin', 'sales']), async (ctx) => {
    const who = viewer(ctx)
    const company = await windowOf(deps.knex, windowScopeKey('company', null))
    if (who.role === 'admin') {
      ctx.body = company ?? DEFAULT_WINDOW
      return
    }
    // A rep without hours of its own starts from the company's.
    const own = await windowOf(deps.knex, windowScopeKey('sales', who.id))
    ctx.body = { ...(own ?? company ?? DEFAULT_WINDOW), inherited: own === null }
  })

  router.get('/api/settings/order-window/effective', authenticate(deps), async (ctx) => {
    const who = viewer(ctx)
    let repId: number | null = who.role === 'sales' ? who.id : null
    if (who.role === 'customer') {
      const customer = await deps
        .knex('rm_customers')
        .where({ id: who.id })
        .first<{ sales_user_id: number } | undefined>()
      repId = customer?.sales_user_id ?? null
    }
    const rep = repId ? await windowOf(deps.knex, windowScopeKey('sales', repId)) : null
    const window = effectiveWindow(rep, await windowOf(deps.knex, windowScopeKey('company', null)))
    // The server says when ordering opens or closes, as instants, so a phone in another
    // zone shows what the server enforces (and names the distributor's zone).
    const timeZone = deps.settings.TIME_ZONE
    const { open, opensAt, closesAt } = orderingSchedule(window, deps.clock(), timeZone)
    ctx.body = {
      ...window,
      open,
      opensAt: opensAt?.toISOString() ?? null,
      closesAt: closesAt?.toISOString() ?? null,
      timeZone,
    }
  })

  return router
}
