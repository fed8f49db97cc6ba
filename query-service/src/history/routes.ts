import Router from '@koa/router'
import { notFound } from '@provender/events'
import { entityId, verifyLog } from '@provender/server-kit'
import type { Context } from 'koa'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { queryValues } from '../http/listQuery.ts'
import { signedInAs } from '../http/session.ts'
import { customerAsOfView } from './asOfView.ts'
import { customersQuery, listAuditedCustomers } from './customerList.ts'
import { loadCustomerRecord } from './customerRecord.ts'
import { sendTimelineCsv } from './export.ts'
import { HistoryLog } from './historyLog.ts'
import { customerOwners, salesUserCustomers } from './ownership.ts'
import { customerPriceLines } from './priceLines.ts'
import { productHistory } from './productTimeline.ts'
import {
  customerTimelinePage,
  instant,
  selectTimeline,
  timelineFilter,
  timelinePage,
} from './timelineQuery.ts'

export const idParam = entityId('Not found.')
export const productIdParam = z.string().min(1).max(64)
export const asOfQuery = z.object({ at: instant('at') })
export const pricesQuery = z.object({ productId: productIdParam.optional() })

/** The `:id` of the path, or 404 with `message`: a malformed id names nothing that exists. */
function pathId<T>(ctx: Context, param: z.ZodType<T>, message: string): T {
  const id = param.safeParse(ctx.params.id)
  if (!id.success) throw notFound(message)
  return id.data
}

/**
 * The auditors' reads (admins too): a customer's history, its state at any instant, its price
 * lines and owners over time, a product's base price and a rep's customers over time, and
 * the log's tamper check. Everything is folded from the log, so deleted customers stay auditable.
 * Each call parses its query before its path id, so a bad query answers 400 even for a missing id.
 */
export function historyRoutes(deps: QueryDeps): Router {
  const router = new Router({ prefix: '/api/history' })
  const log = new HistoryLog(deps.knex)
  const auditReaders = signedInAs(deps, ['admin', 'auditor'])
  const customerRecord = (ctx: Context) =>
    loadCustomerRecord(log, pathId(ctx, idParam, 'Customer not found.'))

  router.get('/customers', auditReaders, async (ctx) => {
    const query = customersQuery.parse(queryValues(ctx.query))
    ctx.body = await listAuditedCustomers(log, query)
  })

  router.get('/customers/:id', auditReaders, async (ctx) => {
    const query = timelinePage.parse(queryValues(ctx.query))
    ctx.body = customerTimelinePage(await customerRecord(ctx), query)
  })

  // Every row of the chosen filter, not a page: what an auditor takes away must be whole.
  router.get('/customers/:id/timeline.csv', auditReaders, async (ctx) => {
    const filter = timelineFilter.parse(queryValues(ctx.query))
    const { id, events, directory } = await customerRecord(ctx)
    sendTimelineCsv(ctx, id, selectTimeline(events, directory, filter))
  })

  router.get('/customers/:id/as-of', auditReaders, async (ctx) => {
    const { at } = asOfQuery.parse(queryValues(ctx.query))
    ctx.body = customerAsOfView(await customerRecord(ctx), at)
  })

  router.get('/customers/:id/prices', auditReaders, async (ctx) => {
    const { productId } = pricesQuery.parse(queryValues(ctx.query))
    ctx.body = customerPriceLines(await customerRecord(ctx), productId)
  })

  router.get('/customers/:id/owners', auditReaders, async (ctx) => {
    ctx.body = customerOwners(await customerRecord(ctx))
  })

  router.get('/products/:id', auditReaders, async (ctx) => {
    ctx.body = await productHistory(log, pathId(ctx, productIdParam, 'Product not found.'))
  })

  router.get('/sales-users/:id', auditReaders, async (ctx) => {
    ctx.body = await salesUserCustomers(log, pathId(ctx, idParam, 'User not found.'))
  })

  router.get('/verify', auditReaders, async (ctx) => {
    ctx.body = await verifyLog(deps.knex)
  })

  return router
}
