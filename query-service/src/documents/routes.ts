import Router from '@koa/router'
import { conflict, notFound } from '@provender/events'
import type { Context } from 'koa'
import { findInvoice, type InvoiceRecord } from '../books/queries.ts'
import { visibleInvoice } from '../books/routes.ts'
import type { QueryDeps } from '../deps.ts'
import { queryValues } from '../http/listQuery.ts'
import { authenticate, STAFF, signedInAs, type Viewer, viewer } from '../http/session.ts'
import { findOrder } from '../orders/queries.ts'
import { idParam } from '../orders/routes.ts'
import { loadPickList } from '../pickList/queries.ts'
import { pickListQuery } from '../pickList/routes.ts'
import { issuedInvoiceDocument } from './issuedInvoice.ts'
import { invoice, type Order, packingSlip } from './orderDocuments.ts'
import { letterheadOf, sendPdf } from './pdf.ts'
import { pickListDocument } from './pickListDocument.ts'

/** Who may see an order's documents: whoever may see the order (GET /api/orders/{id}). */
function mayRead(order: Order, who: Viewer): boolean {
  return (
    who.role === 'admin' ||
    who.role === 'auditor' ||
    (who.role === 'sales' && order.Customer.SalesUser?.id === who.id) ||
    (who.role === 'customer' && order.customerId === who.id)
  )
}

/**
 * Per order, its packing slip and (once fulfilled) its invoice; per delivery date, the pick
 * list (the pick list screen's own query). As PDF, shown in the browser to print (issue 26).
 */
export function documentRoutes(deps: QueryDeps): Router {
  const router = new Router()
  const head = letterheadOf(deps.settings)
  const { TIME_ZONE } = deps.settings

  const visibleOrder = async (ctx: Context): Promise<Order> => {
    const id = idParam.safeParse(ctx.params.id)
    if (!id.success) throw notFound('Order not found.')
    const order = await findOrder(deps.knex, id.data)
    if (!order || !mayRead(order, viewer(ctx))) throw notFound('Order not found.')
    return order
  }

  router.get('/api/orders/:id/packing-slip.pdf', authenticate(deps), async (ctx) => {
    const order = await visibleOrder(ctx)
    sendPdf(ctx, `packing-slip-${order.id}.pdf`, packingSlip(head, order, TIME_ZONE))
  })

  /** An issued invoice: from its snapshot alone, dated its issue, so the same bytes every time. */
  const sendIssued = (ctx: Context, issued: InvoiceRecord) =>
    sendPdf(
      ctx,
      `invoice-${issued.number}.pdf`,
      issuedInvoiceDocument(issued.snapshot, new Date(issued.issued_at)),
    )

  router.get('/api/invoices/:number/invoice.pdf', authenticate(deps), async (ctx) => {
    sendIssued(ctx, await visibleInvoice(deps, viewer(ctx), ctx.params.number))
  })

  // The order's issued invoice once it has one (issue 37); an order fulfilled before the books
  // has none, and is reprinted from the order as before.
  router.get('/api/orders/:id/invoice.pdf', authenticate(deps), async (ctx) => {
    const order = await visibleOrder(ctx)
    const issued = await findInvoice(deps.knex, { orderId: order.id })
    if (issued) return sendIssued(ctx, issued)
    if (!order.fulfilled)
      throw conflict('The invoice is made when the order is fulfilled.', 'ORDER_NOT_FULFILLED')
    sendPdf(ctx, `invoice-${order.id}.pdf`, invoice(head, order, TIME_ZONE))
  })

  // Admins and auditors every order of the date; a rep its own customers' (as the screen).
  router.get('/api/pick-list.pdf', signedInAs(deps, STAFF), async (ctx) => {
    const { date } = pickListQuery.parse(queryValues(ctx.query))
    const who = viewer(ctx)
    const list = await loadPickList(deps.knex, date, who.role === 'sales' ? who.id : undefined)
    sendPdf(ctx, `pick-list-${date}.pdf`, pickListDocument(head, list))
  })

  return router
}
