import Router from '@koa/router'
import { IMPORT_KINDS, wallClock } from '@provender/events'
import { EXPORT_FORMATS, type ExportFormat, sendExport } from '@provender/server-kit/spreadsheets'
import type { Context, Middleware } from 'koa'
import { z } from 'zod'
import { productsQuery } from '../catalogue/routes.ts'
import { visibleCustomer } from '../customers/access.ts'
import { customersQuery } from '../customers/listRoutes.ts'
import { calendarDateParam } from '../delivery/dateParam.ts'
import type { QueryDeps } from '../deps.ts'
import { customersQuery as historyCustomersQuery } from '../history/customerList.ts'
import { HistoryLog } from '../history/historyLog.ts'
import { idFilter, queryValues, search } from '../http/listQuery.ts'
import { STAFF, signedInAs, viewer } from '../http/session.ts'
import { notificationsQuery } from '../notifications/routes.ts'
import { ordersFilter, ordersOwner } from '../orders/routes.ts'
import { type AccountingFilter, invoiceColumns, invoiceLinePages } from './accounting.ts'
import { ACCOUNTING_TARGETS, accountingZip, FILE_LIMITS, fileParts } from './accountingFiles.ts'
import { historyCustomerColumns, historyCustomerPages } from './historyCustomers.ts'
import { customerColumns, priceColumns, productColumns } from './layouts.ts'
import { orderColumns, orderPages } from './orders.ts'
import { sentMailColumns, sentMailPages } from './sentMail.ts'
import { customerPages, pricePages, productPages } from './sources.ts'
import { sendTemplate } from './templates.ts'

/** The filters of each list screen, as its own list reads them (page and sort do not apply). */
export const productsFilter = productsQuery.pick({ search: true })
export const customersFilter = customersQuery.pick({ search: true, salesUserId: true })
/** The sent mail list's filters and sort (its query without the page); the history directory's search. */
export const sentMailFilter = notificationsQuery.omit({ page: true, limit: true })
export const historyCustomersFilter = historyCustomersQuery.pick({ search: true })
export const pricesFilter = z.object({
  customerId: idFilter('customerId'),
  search: search(200),
})
const MAX_ACCOUNTING_DAYS = 366
export const accountingQuery = z
  .object({ from: calendarDateParam('from'), to: calendarDateParam('to') })
  .refine((q) => q.from <= q.to, 'from must not be later than to.')
  .refine(
    (q) => Date.parse(q.to) - Date.parse(q.from) < MAX_ACCOUNTING_DAYS * 86_400_000,
    `Export at most ${MAX_ACCOUNTING_DAYS} days at a time.`,
  )
/** The same range, for the system whose file limits the parts keep to. */
export const accountingZipQuery = z
  .object({
    from: calendarDateParam('from'),
    to: calendarDateParam('to'),
    target: z.enum(ACCOUNTING_TARGETS),
  })
  .refine((q) => q.from <= q.to, 'from must not be later than to.')
  .refine(
    (q) => Date.parse(q.to) - Date.parse(q.from) < MAX_ACCOUNTING_DAYS * 86_400_000,
    `Export at most ${MAX_ACCOUNTING_DAYS} days at a time.`,
  )

/**
 * The spreadsheet exports (issue 26): every row of the list screen's filter, streamed, in
 * exactly the layout the import reads. Admins and auditors export everything; a sales rep
 * only its own customers and their prices; customers none (403).
 */
export function exportRoutes(deps: QueryDeps): Router {
  const router = new Router({ prefix: '/api/exports' })
  const readers = signedInAs(deps, STAFF)
  const history = new HistoryLog(deps.knex)
  const today = () => wallClock(deps.clock(), deps.settings.TIME_ZONE).date
  /** The same export as CSV and as XLSX. */
  const spreadsheet = (
    name: string,
    send: (ctx: Context, format: ExportFormat) => Promise<void>,
    guard: Middleware = readers,
  ) => {
    for (const format of EXPORT_FORMATS) router.get(`/${name}.${format}`, guard, (ctx) => send(ctx, format))
  }

  spreadsheet('products', async (ctx, format) => {
    const filter = productsFilter.parse(queryValues(ctx.query))
    const file = { stem: `products-${today()}`, format, sheet: 'Products' }
    sendExport(ctx, file, productPages(deps.knex, filter), productColumns)
  })

  spreadsheet('customers', async (ctx, format) => {
    const { salesUserId, search } = customersFilter.parse(queryValues(ctx.query))
    const who = viewer(ctx)
    const owner = who.role === 'sales' ? who.id : salesUserId
    const file = { stem: `customers-${today()}`, format, sheet: 'Customers' }
    sendExport(ctx, file, customerPages(deps.knex, { search, salesUserId: owner }), customerColumns)
  })

  spreadsheet('prices', async (ctx, format) => {
    const { customerId, search } = pricesFilter.parse(queryValues(ctx.query))
    const who = viewer(ctx)
    let stem = `prices-${today()}`
    if (customerId !== undefined) {
      // A customer the rep does not own answers as one that does not exist.
      const customer = await visibleCustomer(deps.knex, who, customerId)
      stem = `prices-${customer.account_number.replace(/[^A-Za-z0-9_-]+/g, '-')}-${today()}`
    }
    const salesUserId = who.role === 'sales' ? who.id : undefined
    const file = { stem, format, sheet: 'Prices' }
    sendExport(ctx, file, pricePages(deps.knex, { customerId, salesUserId, search }), priceColumns)
  })

  // The orders screen's filters and sort, read by the list's own parsing and owner rule.
  spreadsheet('orders', async (ctx, format) => {
    const { scope, ...filter } = ordersFilter.parse(queryValues(ctx.query))
    const file = { stem: `orders-${today()}`, format, sheet: 'Orders' }
    const owner = ordersOwner(viewer(ctx), scope)
    sendExport(ctx, file, orderPages(deps.knex, { ...filter, ...owner }), orderColumns)
  })

  // Lists outside the catalogue export to whom the list shows them: sent mail to admins only.
  spreadsheet(
    'sent-mail',
    async (ctx, format) => {
      const filter = sentMailFilter.parse(queryValues(ctx.query))
      const file = { stem: `sent-mail-${today()}`, format, sheet: 'Sent mail' }
      sendExport(ctx, file, sentMailPages(deps.knex, filter), sentMailColumns)
    },
    signedInAs(deps, ['admin']),
  )

  spreadsheet(
    'history-customers',
    async (ctx, format) => {
      const { search } = historyCustomersFilter.parse(queryValues(ctx.query))
      const file = { stem: `history-customers-${today()}`, format, sheet: 'Customers' }
      sendExport(ctx, file, historyCustomerPages(history, search), historyCustomerColumns)
    },
    signedInAs(deps, ['admin', 'auditor']),
  )

  // What an import reads, with one example row: for admins, who import.
  for (const kind of IMPORT_KINDS) {
    spreadsheet(
      `templates/${kind}`,
      async (ctx, format) => sendTemplate[kind](ctx, format),
      signedInAs(deps, ['admin']),
    )
  }

  /** A rep's own customers' invoices; admins and auditors all. */
  const accountingFilter = (ctx: Context, from: string, to: string): AccountingFilter => {
    const who = viewer(ctx)
    const owner = who.role === 'sales' ? { salesUserId: who.id } : {}
    return { from, to, timeZone: deps.settings.TIME_ZONE, ...owner }
  }

  // For the accounting system, not a person: no formula guard (docs/accounting.md).
  router.get('/accounting.csv', readers, async (ctx) => {
    const { from, to } = accountingQuery.parse(queryValues(ctx.query))
    const file = { stem: `invoices-${from}-to-${to}`, format: 'csv' as const, sheet: 'Invoices' }
    const pages = invoiceLinePages(deps.knex, accountingFilter(ctx, from, to))
    sendExport(ctx, { ...file, formulaGuard: false }, pages, invoiceColumns)
  })

  // The same lines in numbered parts that the target system imports one by one.
  router.get('/accounting.zip', readers, async (ctx) => {
    const { from, to, target } = accountingZipQuery.parse(queryValues(ctx.query))
    const stem = `invoices-${from}-to-${to}`
    const pages = invoiceLinePages(deps.knex, accountingFilter(ctx, from, to))
    ctx.attachment(`${stem}-${target}.zip`)
    ctx.type = 'application/zip'
    ctx.body = accountingZip(stem, fileParts(pages, FILE_LIMITS[target]))
  })

  return router
}
