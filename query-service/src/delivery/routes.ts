import Router from '@koa/router'
import {
  addDays,
  closedDeliveryDates,
  daysBetween,
  invalid,
  upcomingDeliveryDates,
  wallClock,
  weekdayOf,
} from '@provender/events'
import { z } from 'zod'
import { visibleCustomer, visibleCustomerParam } from '../customers/access.ts'
import type { QueryDeps } from '../deps.ts'
import { idFilter, queryValues } from '../http/listQuery.ts'
import { authenticate, STAFF, signedInAs, viewer } from '../http/session.ts'
import { previewClosure, standingOrdersMovedBy } from '../standingOrders/moves.ts'
import { closedDateOrders } from './closedOrders.ts'
import { calendarDateParam } from './dateParam.ts'
import {
  closuresFrom,
  closuresWithOrders,
  companySchedule,
  customerSchedule,
  standingMoveSetting,
} from './queries.ts'

/** How many open dates the options offer. */
export const OPTION_COUNT = 6
/** How far ahead closed days are named when no date is open at all. */
const CLOSED_HORIZON_DAYS = 28

export const optionsQuery = z.object({ customerId: idFilter('customerId') })

const STANDING_MOVE = "standingMove must be 'previous' or 'next'."
export const closurePreviewQuery = z.object({
  from: calendarDateParam('from'),
  to: calendarDateParam('to').optional(),
  standingMove: z.enum(['previous', 'next'], { error: STANDING_MOVE }).optional(),
})
export const closedOrdersQuery = z.object({
  deliveryDate: calendarDateParam('deliveryDate').optional(),
  orderId: idFilter('orderId'),
})

/**
 * The reading side of delivery days (issue 25): the company's and a customer's schedule, the
 * dates a customer may order for now, and the closures with the orders they hit.
 */
export function deliveryReadRoutes(deps: QueryDeps): Router {
  const router = new Router()
  const timeZone = () => deps.settings.TIME_ZONE

  router.get('/api/settings/delivery-schedule', signedInAs(deps, STAFF), async (ctx) => {
    ctx.body = { days: await companySchedule(deps.knex), timeZone: timeZone() }
  })

  router.get('/api/customers/:id/delivery-schedule', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.id)
    ctx.body = { ...(await customerSchedule(deps.knex, customerId)), timeZone: timeZone() }
  })

  router.get('/api/delivery/options', authenticate(deps), async (ctx) => {
    const who = viewer(ctx)
    const query = optionsQuery.parse(queryValues(ctx.query))
    // A customer asks for itself; staff name the customer they order for.
    const customerId = query.customerId ?? (who.role === 'customer' ? who.id : undefined)
    if (customerId === undefined) throw invalid('Choose the customer (customerId) to order for.')
    await visibleCustomer(deps.knex, who, customerId)
    const now = deps.clock()
    const zone = timeZone()
    const [{ days }, closures] = await Promise.all([
      customerSchedule(deps.knex, customerId),
      closuresFrom(deps.knex, wallClock(now, zone).date),
    ])
    const dates = days ? upcomingDeliveryDates(days, closures, now, zone, OPTION_COUNT) : []
    const options = dates.map((d) => ({
      date: d.date,
      weekday: weekdayOf(d.date),
      cutoff: d.cutoff.toISOString(),
    }))
    // The closed days among those offered (or the next four weeks, when none is open), so the
    // app says why a day is missing rather than dropping it without a word (issue 36).
    const until = dates.at(-1)?.date ?? addDays(wallClock(now, zone).date, CLOSED_HORIZON_DAYS)
    const closed = days
      ? closedDeliveryDates(days, closures, dates, now, zone, until).map((c) => ({
          ...c,
          weekday: weekdayOf(c.date),
        }))
      : []
    ctx.body = { scheduled: days !== null, timeZone: zone, next: options[0] ?? null, dates: options, closed }
  })

  router.get('/api/settings/standing-move', signedInAs(deps, STAFF), async (ctx) => {
    ctx.body = await standingMoveSetting(deps.knex)
  })

  // What a closure not yet added would do (issue 36): the add-closure dialog says it before saving.
  router.get('/api/settings/closures/preview', signedInAs(deps, STAFF), async (ctx) => {
    const who = viewer(ctx)
    const query = closurePreviewQuery.parse(queryValues(ctx.query))
    const to = query.to ?? query.from
    if (to < query.from) throw invalid('The last closed day cannot be before the first.')
    if (daysBetween(query.from, to) > 61) throw invalid('Ask about at most 62 days at once.')
    const standingMove = query.standingMove ?? (await standingMoveSetting(deps.knex)).standingMove
    const now = deps.clock()
    const moves = await standingOrdersMovedBy(
      deps.knex,
      previewClosure({ from: query.from, to, standingMove }, now),
      {
        now,
        timeZone: timeZone(),
        extra: true,
        ...(who.role === 'sales' ? { salesUserId: who.id } : {}),
      },
    )
    ctx.body = {
      from: query.from,
      to,
      standingMove,
      standingOrders: moves.length,
      customers: new Set(moves.map((m) => m.customerId)).size,
      dates: moves.reduce((n, m) => n + m.dates.length, 0),
    }
  })

  // Open orders on a date closed after they got it (issue 36): flagged until staff move them.
  router.get('/api/delivery/closed-orders', signedInAs(deps, STAFF), async (ctx) => {
    const who = viewer(ctx)
    const query = closedOrdersQuery.parse(queryValues(ctx.query))
    ctx.body = await closedDateOrders(deps.knex, {
      ...(who.role === 'sales' ? { salesUserId: who.id } : {}),
      ...(query.deliveryDate ? { deliveryDate: query.deliveryDate } : {}),
      ...(query.orderId ? { orderId: query.orderId } : {}),
    })
  })

  router.get('/api/settings/closures', signedInAs(deps, STAFF), async (ctx) => {
    const who = viewer(ctx)
    // A rep counts only its own customers' orders on the closed days.
    ctx.body = { rows: await closuresWithOrders(deps.knex, who.role === 'sales' ? who.id : undefined) }
  })

  return router
}
