import Router from '@koa/router'
import { notFound, streams } from '@provender/events'
import { entityId, verifyLog } from '@provender/server-kit'
import type { Context } from 'koa'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { limit, page, queryValues, search } from '../http/listQuery.ts'
import { authenticate, requireRole } from '../http/session.ts'
import { customerAsOf, lastPaid, ownershipPeriods, type PriceChange, priceChanges } from './customerFold.ts'
import { actorView, directoryFor, foldPeople, foldProducts, type Person, repView } from './directory.ts'
import { sendTimelineCsv } from './export.ts'
import { HistoryLog } from './historyLog.ts'
import { describeProductEvent } from './productTimeline.ts'
import type { Names } from './timeline.ts'
import { instant, selectTimeline, timelineFilter, timelinePage } from './timelineQuery.ts'

const idParam = entityId('Not found.')
const productIdParam = z.string().min(1).max(64)
const customersQuery = z.object({ search: search(100), page, limit: limit(100, 'cap', 25) })

const priced = (cents: number | null) => (cents === null ? null : cents / 100)

function priceChangeView(change: PriceChange, people: Map<number, Person>) {
  return {
    at: change.at,
    kind: change.kind,
    oldPrice: priced(change.oldPriceCents),
    newPrice: priced(change.newPriceCents),
    actor: actorView(change.actor, people),
  }
}

/**
 * The auditors' reads (admins too): a customer's history, its state at any instant, its price
 * lines and owners over time, a product's base price and a rep's customers over time, and
 * the log's tamper check. Everything is folded from the log, so deleted customers stay auditable.
 */
export function historyRoutes(deps: QueryDeps): Router {
  const router = new Router({ prefix: '/api/history' })
  const log = new HistoryLog(deps.knex)
  const auditReaders = [authenticate(deps), requireRole('admin', 'auditor')] as const

  async function customerHistory(ctx: Context) {
    const id = idParam.safeParse(ctx.params.id)
    if (!id.success) throw notFound('Customer not found.')
    const events = await log.customerEvents(id.data)
    if (events.length === 0) throw notFound('Customer not found.')
    const directory = await directoryFor(log, events)
    const now = customerAsOf(id.data, events, new Date(8.64e15))
    const customer = {
      id: id.data,
      businessName: now.businessName,
      accountNumber: now.accountNumber,
      status: now.status,
      salesUser: repView(now.salesUserId, directory.people),
    }
    return { id: id.data, events, directory, customer }
  }

  router.get('/customers', ...auditReaders, async (ctx) => {
    const query = customersQuery.parse(queryValues(ctx.query))
    const { customers, totalCount } = await log.listCustomers(query)
    const people = foldPeople(
      await log.readStreams([...new Set(customers.map((c) => c.salesUserId))].map(streams.user)),
    )
    ctx.body = {
      customers: customers.map(({ salesUserId, ...c }) => ({
        ...c,
        salesUser: repView(salesUserId, people),
      })),
      totalCount,
    }
  })

  router.get('/customers/:id', ...auditReaders, async (ctx) => {
    const query = timelinePage.parse(queryValues(ctx.query))
    const { events, directory, customer } = await customerHistory(ctx)
    const items = [...selectTimeline(events, directory, query)]
    const start = (query.page - 1) * query.limit
    ctx.body = { customer, items: items.slice(start, start + query.limit), totalCount: items.length }
  })

  // Every row of the chosen filter, not a page: what an auditor takes away must be whole.
  router.get('/customers/:id/timeline.csv', ...auditReaders, async (ctx) => {
    const filter = timelineFilter.parse(queryValues(ctx.query))
    const { id, events, directory } = await customerHistory(ctx)
    sendTimelineCsv(ctx, id, selectTimeline(events, directory, filter))
  })

  router.get('/customers/:id/as-of', ...auditReaders, async (ctx) => {
    const { at } = z.object({ at: instant('at') }).parse(queryValues(ctx.query))
    const { id, events, directory, customer } = await customerHistory(ctx)
    const when = new Date(at)
    const snapshot = customerAsOf(id, events, when)
    // Product names and units as they were then, from the products' own streams.
    const productsThen = foldProducts(
      directory.productEvents.filter((e) => Date.parse(e.metadata.occurredAt) <= when.getTime()),
    )
    const prices = [...snapshot.prices.values()]
      .map((line) => {
        const product = productsThen.get(line.productId) ?? directory.products.get(line.productId)
        return {
          productId: line.productId,
          name: product?.name ?? line.productId,
          unitType: product?.unitType ?? null,
          packsPerCase: product?.packsPerCase ?? null,
          price: line.priceCents / 100,
          defaultPrice: product ? product.priceCents / 100 : null,
          since: line.since,
          setBy: actorView(line.setBy, directory.people),
        }
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId))
    ctx.body = {
      at: when.toISOString(),
      customer: {
        id,
        status: snapshot.status,
        businessName: snapshot.businessName,
        accountNumber: snapshot.accountNumber,
        contact: snapshot.contact,
      },
      current: customer,
      salesUser: repView(snapshot.salesUserId, directory.people),
      prices,
      favorites: [...snapshot.favorites].sort(),
    }
  })

  router.get('/customers/:id/prices', ...auditReaders, async (ctx) => {
    const { productId } = z.object({ productId: productIdParam.optional() }).parse(queryValues(ctx.query))
    const { id, events, directory, customer } = await customerHistory(ctx)
    const lineOf = (pid: string) => {
      const product = directory.products.get(pid)
      const paid = lastPaid(events, pid)
      return {
        productId: pid,
        product: product
          ? {
              name: product.name,
              unitType: product.unitType,
              packsPerCase: product.packsPerCase,
              deleted: product.deleted,
            }
          : null,
        changes: priceChanges(events, pid).map((c) => priceChangeView(c, directory.people)),
        currentPrice: priced(customerAsOf(id, events, new Date(8.64e15)).prices.get(pid)?.priceCents ?? null),
        lastPaid: paid && {
          orderId: paid.orderId,
          at: paid.at,
          price: paid.unitPriceCents / 100,
          quantityType: paid.quantityType,
          quantity: paid.quantity,
          // The negotiated price in force when the order was placed, folded from the log.
          negotiatedPrice: priced(
            customerAsOf(id, events, new Date(paid.at)).prices.get(pid)?.priceCents ?? null,
          ),
        },
      }
    }
    if (productId !== undefined) {
      const line = lineOf(productId)
      if (line.changes.length === 0 && line.lastPaid === null)
        throw notFound('This customer never had that product.')
      ctx.body = { customer, ...line }
      return
    }
    const everPriced = new Set<string>()
    for (const { event } of events) {
      if (event.type === 'CustomerProductPriced') everPriced.add(event.data.productId)
    }
    ctx.body = { customer, lines: [...everPriced].sort().map(lineOf) }
  })

  router.get('/customers/:id/owners', ...auditReaders, async (ctx) => {
    const { events, directory, customer } = await customerHistory(ctx)
    ctx.body = {
      customer,
      periods: ownershipPeriods(events).map((p) => ({
        salesUser: repView(p.salesUserId, directory.people),
        from: p.from,
        to: p.to,
        endedBy: p.endedBy,
        endedByActor: p.endedByActor && actorView(p.endedByActor, directory.people),
      })),
    }
  })

  router.get('/products/:id', ...auditReaders, async (ctx) => {
    const id = productIdParam.safeParse(ctx.params.id)
    if (!id.success) throw notFound('Product not found.')
    const events = await log.readStreams([streams.product(id.data)])
    const product = foldProducts(events).get(id.data)
    if (!product) throw notFound('Product not found.')
    const { people } = await directoryFor(log, events)
    const names: Names = { people, products: new Map() }
    ctx.body = {
      product: { ...product, price: product.priceCents / 100, priceCents: undefined },
      items: events
        .map((e) => ({ e, described: describeProductEvent(e) }))
        .filter(({ described }) => described !== null)
        .map(({ e, described }) => ({
          id: e.id,
          at: e.metadata.occurredAt,
          actor: actorView({ id: e.metadata.actorId, role: e.metadata.actorRole }, names.people),
          streamId: e.streamId,
          revision: e.revision,
          ...described!,
        }))
        .reverse(),
    }
  })

  router.get('/sales-users/:id', ...auditReaders, async (ctx) => {
    const id = idParam.safeParse(ctx.params.id)
    if (!id.success) throw notFound('User not found.')
    const userEvents = await log.readStreams([streams.user(id.data)])
    if (userEvents.length === 0) throw notFound('User not found.')
    const customerIds = await log.customerIdsOfRep(id.data)
    const customerEvents = await log.readStreams(customerIds.map(streams.customer))
    const { people } = await directoryFor(log, [...userEvents, ...customerEvents], [id.data])
    const periods = customerIds.flatMap((customerId) => {
      const own = customerEvents.filter((e) => e.streamId === streams.customer(customerId))
      const now = customerAsOf(customerId, own, new Date(8.64e15))
      const customerView = {
        id: customerId,
        businessName: now.businessName,
        accountNumber: now.accountNumber,
        deleted: now.status === 'deleted',
      }
      return ownershipPeriods(own)
        .filter((p) => p.salesUserId === id.data)
        .map((p) => ({
          customer: customerView,
          from: p.from,
          to: p.to,
          endedBy: p.endedBy,
          endedByActor: p.endedByActor && actorView(p.endedByActor, people),
        }))
    })
    periods.sort((a, b) => Date.parse(b.from) - Date.parse(a.from) || a.customer.id - b.customer.id)
    ctx.body = { salesUser: repView(id.data, people), periods }
  })

  router.get('/verify', ...auditReaders, async (ctx) => {
    ctx.body = await verifyLog(deps.knex)
  })

  return router
}
