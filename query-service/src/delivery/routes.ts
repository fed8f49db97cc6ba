import Router from '@koa/router'
import {
  addDays,
  closedDeliveryDates,
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
import { closuresFrom, closuresWithOrders, companySchedule, customerSchedule } from './queries.ts'

/** How many open dates the options offer. */
export const OPTION_COUNT = 6
/** How far ahead closed days are named when no date is open at all. */
const CLOSED_HORIZON_DAYS = 28

export const optionsQuery = z.object({ customerId: idFilter('customerId') })

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

  router.get('/api/settings/closures', signedInAs(deps, STAFF), async (ctx) => {
    const who = viewer(ctx)
    // A rep counts only its own customers' orders on the closed days.
    ctx.body = { rows: await closuresWithOrders(deps.knex, who.role === 'sales' ? who.id : undefined) }
  })

  return router
}
