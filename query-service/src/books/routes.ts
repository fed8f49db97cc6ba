import Router from '@koa/router'
import { notFound, wallClock } from '@provender/events'
import { entityId } from '@provender/server-kit'
import { z } from 'zod'
import { visibleCustomerParam } from '../customers/access.ts'
import type { QueryDeps } from '../deps.ts'
import { instant } from '../history/timelineQuery.ts'
import { direction, idFilter, limit, page, queryValues, sortField } from '../http/listQuery.ts'
import { authenticate, type Viewer, viewer } from '../http/session.ts'
import { balanceAnswer, invoiceDetail, invoiceSummary, paymentAnswer } from './answers.ts'
import {
  billingOf,
  findInvoice,
  INVOICE_SORT_FIELDS,
  type InvoiceRecord,
  type InvoiceScope,
  ledgerAt,
  ledgerNow,
  listInvoices,
  paymentsOf,
} from './queries.ts'

/** docs/books.md: newest invoice first unless asked; pages of 10, 25 or 50 (larger: 50). */
export const invoicesQuery = z.object({
  page,
  limit: limit(50, 'cap', 10),
  customerId: idFilter('customerId'),
  status: z.enum(['open', 'paid'], { error: 'status must be open or paid.' }).optional(),
  sortBy: sortField('sortBy', INVOICE_SORT_FIELDS),
  order: direction('order', 'DESC'),
})

/** An ISO instant; one after now is answered as of now (nothing is recorded in the future). */
export const balanceQuery = z.object({
  // Piped: a real calendar moment is asked of an instant once it reads as one, so one reason is given.
  asOf: instant('asOf')
    .pipe(z.string().refine((s) => Number.isFinite(Date.parse(s)), 'asOf must be a real date and time.'))
    .optional(),
})

/** A malformed number names no invoice: the same 404 as one the caller may not see. */
export const invoiceNumberParam = entityId('Invoice not found.')

const NOT_FOUND = 'Invoice not found.'

/** Whose invoices the viewer reaches: admins and auditors all, a rep its customers now, a customer its own. */
export function invoiceScope(who: Viewer): InvoiceScope {
  if (who.role === 'sales') return { salesUserId: who.id }
  if (who.role === 'customer') return { customerId: who.id }
  return {}
}

export function mayReadInvoice(
  invoice: Pick<InvoiceRecord, 'customer_id' | 'sales_user_id'>,
  who: Viewer,
): boolean {
  return (
    who.role === 'admin' ||
    who.role === 'auditor' ||
    (who.role === 'sales' && invoice.sales_user_id === who.id) ||
    (who.role === 'customer' && invoice.customer_id === who.id)
  )
}

/** The invoice the `:number` of a path names, once the viewer may see it. */
export async function visibleInvoice(deps: QueryDeps, who: Viewer, param: unknown): Promise<InvoiceRecord> {
  const number = invoiceNumberParam.safeParse(param)
  const invoice = number.success ? await findInvoice(deps.knex, { number: number.data }) : undefined
  if (!invoice || !mayReadInvoice(invoice, who)) throw notFound(NOT_FOUND)
  return invoice
}

/**
 * The reading side of the books (issue 37): billing profiles, invoices, payments and balances,
 * from the read models; a balance as of an instant from the log itself, replayed.
 */
export function booksReadRoutes(deps: QueryDeps): Router {
  const router = new Router()
  const today = (at: Date = deps.clock()) => wallClock(at, deps.settings.TIME_ZONE).date

  router.get('/api/customers/:id/billing', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.id)
    ctx.body = await billingOf(deps.knex, customerId)
  })

  router.get('/api/invoices', authenticate(deps), async (ctx) => {
    const query = invoicesQuery.parse(queryValues(ctx.query))
    const { rows, total } = await listInvoices(deps.knex, query, invoiceScope(viewer(ctx)))
    const day = today()
    ctx.body = { invoices: rows.map((r) => invoiceSummary(r, day)), total }
  })

  router.get('/api/invoices/:number', authenticate(deps), async (ctx) => {
    const invoice = await visibleInvoice(deps, viewer(ctx), ctx.params.number)
    ctx.body = invoiceDetail(invoice, today())
  })

  router.get('/api/customers/:id/payments', authenticate(deps), async (ctx) => {
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.id)
    ctx.body = { payments: (await paymentsOf(deps.knex, customerId)).map(paymentAnswer) }
  })

  router.get('/api/customers/:id/balance', authenticate(deps), async (ctx) => {
    const { asOf } = balanceQuery.parse(queryValues(ctx.query))
    const customerId = await visibleCustomerParam(deps.knex, viewer(ctx), ctx.params.id)
    const now = deps.clock()
    if (asOf === undefined) {
      ctx.body = balanceAnswer(customerId, await ledgerNow(deps.knex, customerId), today(now))
      return
    }
    const at = new Date(Math.min(Date.parse(asOf), now.getTime()))
    ctx.body = balanceAnswer(customerId, await ledgerAt(deps.store, customerId, at), today(at))
  })

  return router
}
