import { Readable } from 'node:stream'
import Router from '@koa/router'
import { type CsvColumn, csvLines } from '@provender/events'
import type { Context } from 'koa'
import { z } from 'zod'
import { calendarDateParam } from '../delivery/dateParam.ts'
import type { QueryDeps } from '../deps.ts'
import { queryValues } from '../http/listQuery.ts'
import { STAFF, signedInAs, viewer } from '../http/session.ts'
import { pickLines } from './pickList.ts'
import { loadPickList } from './queries.ts'

export const pickListQuery = z.object({ date: calendarDateParam('date') })

type CsvRow = ReturnType<typeof pickLines> extends Iterable<infer R> ? R : never

const UNIT = { pack: 'pack', case: 'case', weight: 'lb' } as const

const PICK_COLUMNS: readonly CsvColumn<CsvRow>[] = [
  { header: 'Category', value: (r) => r.category },
  { header: 'Product ID', value: (r) => r.product.productId },
  { header: 'Product', value: (r) => r.product.name },
  { header: 'Account', value: (r) => r.line.accountNumber },
  { header: 'Customer', value: (r) => r.line.businessName },
  { header: 'Order', value: (r) => r.line.orderId },
  { header: 'Quantity', value: (r) => r.line.quantity },
  { header: 'Unit', value: (r) => UNIT[r.line.quantityType] },
]

/**
 * The pick list of a delivery date (issue 25): admins and auditors every order, a rep its own
 * customers'. As JSON for the screen, and as CSV (one row per line to pick).
 */
export function pickListRoutes(deps: QueryDeps): Router {
  const router = new Router()
  const readers = signedInAs(deps, STAFF)
  const load = (ctx: Context) => {
    const { date } = pickListQuery.parse(queryValues(ctx.query))
    const who = viewer(ctx)
    return loadPickList(deps.knex, date, who.role === 'sales' ? who.id : undefined)
  }

  router.get('/api/pick-list', readers, async (ctx) => {
    ctx.body = await load(ctx)
  })

  router.get('/api/pick-list.csv', readers, async (ctx) => {
    const list = await load(ctx)
    ctx.attachment(`pick-list-${list.date}.csv`)
    ctx.type = 'text/csv; charset=utf-8'
    ctx.body = Readable.from(csvLines(pickLines(list), PICK_COLUMNS), { objectMode: false })
  })

  return router
}
