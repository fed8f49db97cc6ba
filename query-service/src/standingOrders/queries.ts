import {
  type ClosureSpan,
  type DeliveryDay,
  type StandingLine,
  type StandingMove,
  upcomingStandingDates,
} from '@provender/events'
import type { Knex } from 'knex'
import {
  type DateState,
  type DeliveryCopy,
  type StandingOrder,
  type Status,
  type StatusChange,
  statusAt,
} from './rule.ts'

/** The columns a standing order is read with (toStandingOrder's row). */
const STANDING_ORDER_COLUMNS = [
  'o.id',
  'o.customer_id',
  'o.status',
  'o.every_weeks',
  'o.starts_on',
  'o.lines',
  'o.status_log',
] as const

export interface OrderRow {
  id: string
  customer_id: number
  status: Status
  every_weeks: number
  starts_on: string
  lines: StandingLine[]
  status_log: StatusChange[]
}

export const toStandingOrder = (r: OrderRow): StandingOrder => ({
  id: r.id,
  customerId: r.customer_id,
  status: r.status,
  everyWeeks: r.every_weeks === 2 ? 2 : 1,
  startsOn: r.starts_on,
  lines: r.lines,
  statusLog: r.status_log,
})

interface ClosureCopyRow {
  id: string
  from_date: string
  to_date: string
  reason: string
  standing_move: StandingMove
  added_at: Date | string | null
}

/** A closure as the date rules take it, with what moves standing-order dates (issue 36). */
export const closureSpanOf = (c: ClosureCopyRow): ClosureSpan => ({
  id: c.id,
  from: c.from_date,
  to: c.to_date,
  reason: c.reason,
  standingMove: c.standing_move,
  ...(c.added_at ? { addedAt: new Date(c.added_at).toISOString() } : {}),
})

/**
 * This read model's copy of the delivery schedules (customer 0: the distributor's) and the
 * closures, read once for a request or a tick.
 */
export async function deliveryCopy(knex: Knex) {
  const [schedules, closures] = await Promise.all([
    knex('rm_standing_schedules').select<{ customer_id: number; days: DeliveryDay[] }[]>(
      'customer_id',
      'days',
    ),
    knex('rm_standing_closures')
      .orderBy('from_date')
      .select<ClosureCopyRow[]>('id', 'from_date', 'to_date', 'reason', 'standing_move', 'added_at'),
  ])
  const byCustomer = new Map(schedules.map((s) => [s.customer_id, s.days]))
  const spans = closures.map(closureSpanOf)
  return {
    /** A customer's delivery facts; `key` names the schedule (customers on the distributor's share it). */
    forCustomer(customerId: number, timeZone: string): DeliveryCopy & { key: string } {
      const own = byCustomer.get(customerId)
      const schedule = own ?? byCustomer.get(0) ?? null
      return { schedule, closures: spans, timeZone, key: own ? `c${customerId}` : 'company' }
    },
  }
}

/** What became of the dates of some standing orders (all: ids null), from `since` on when given. */
export async function datesOf(
  knex: Knex,
  ids: readonly string[] | null,
  since?: string,
): Promise<Map<string, Map<string, DateState>>> {
  const query = knex('rm_standing_order_dates').select<
    {
      standing_order_id: string
      delivery_date: string
      skipped: boolean
      edited_lines: StandingLine[] | null
      handled: 'placed' | 'missed' | null
      order_id: number | null
      moved_to: string | null
    }[]
  >('standing_order_id', 'delivery_date', 'skipped', 'edited_lines', 'handled', 'order_id', 'moved_to')
  if (ids) query.whereIn('standing_order_id', ids)
  if (since) query.where('delivery_date', '>=', since)
  const byOrder = new Map<string, Map<string, DateState>>()
  for (const r of await query) {
    const dates = byOrder.get(r.standing_order_id) ?? new Map<string, DateState>()
    dates.set(r.delivery_date, {
      skipped: r.skipped,
      editedLines: r.edited_lines,
      handled: r.handled,
      orderId: r.order_id,
      movedTo: r.moved_to,
    })
    byOrder.set(r.standing_order_id, dates)
  }
  return byOrder
}

/** The delivery copy and the date states of the standing orders just read (those from `since` on). */
export const deliveryAndDates = (knex: Knex, rows: readonly { id: string }[], since?: string) =>
  Promise.all([
    deliveryCopy(knex),
    datesOf(
      knex,
      rows.map((r) => r.id),
      since,
    ),
  ])

/** Standing orders (as o) with their customer's name (c), for a query's own filter and order. */
export const withCustomerNames = (knex: Knex) =>
  knex('rm_standing_orders as o')
    .join('rm_customers as c', 'c.id', 'o.customer_id')
    .select<(OrderRow & { business_name: string })[]>(...STANDING_ORDER_COLUMNS, 'c.business_name')

/** The rows a viewer asks for, filtered by `where` (a customer, a rep's customers, one id). */
export async function standingOrderViews(
  knex: Knex,
  where: (query: Knex.QueryBuilder) => void,
  context: { now: Date; timeZone: string },
) {
  const query = withCustomerNames(knex).orderBy([
    { column: 'c.business_name' },
    { column: 'o.created_at' },
    { column: 'o.id' },
  ])
  where(query)
  const rows = await query
  if (rows.length === 0) return []
  const [delivery, dates] = await deliveryAndDates(knex, rows)
  const orders = rows.map((r) => ({ order: toStandingOrder(r), businessName: r.business_name }))
  const productIds = new Set<string>()
  for (const { order } of orders) for (const l of order.lines) productIds.add(l.productId)
  for (const d of dates.values())
    for (const s of d.values()) for (const l of s.editedLines ?? []) productIds.add(l.productId)
  const names = new Map(
    (
      await knex('rm_products')
        .whereIn('id', [...productIds])
        .select<{ id: string; name: string }[]>('id', 'name')
    ).map((p) => [p.id, p.name]),
  )
  const named = (lines: readonly StandingLine[]) =>
    lines.map((l) => ({
      productId: l.productId,
      name: names.get(l.productId) ?? l.productId,
      quantity: Number(l.quantity),
      quantityType: l.quantityType,
    }))
  return orders.map(({ order, businessName }) => ({
    id: order.id,
    customerId: order.customerId,
    businessName,
    everyWeeks: order.everyWeeks,
    status: order.status,
    startsOn: order.startsOn,
    lines: named(order.lines),
    upcoming: upcomingStandingDates(
      { ...order, wasActiveAt: (instant) => statusAt(order.statusLog, instant) === 'active' },
      (date) => dates.get(order.id)?.get(date),
      delivery.forCustomer(order.customerId, context.timeZone),
      context.now,
    ).map((u) => ({ ...u, lines: named(u.lines) })),
  }))
}
