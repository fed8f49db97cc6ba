import {
  type ClosureSpan,
  DEFAULT_STANDING_MOVE,
  type DeliveryDay,
  effectiveSchedule,
  type StandingMove,
} from '@provender/events'
import type { Knex } from 'knex'
import { scheduleKey } from './projection.ts'

/** Days as the answers give them: by weekday, Monday first. */
function byWeekday(days: DeliveryDay[] | null): DeliveryDay[] | null {
  return days === null ? null : [...days].sort((a, b) => a.weekday - b.weekday)
}

/** The company's delivery days (null: orders are not scheduled). */
export async function companySchedule(knex: Knex): Promise<DeliveryDay[] | null> {
  return ownSchedule(knex, null)
}

/** The days kept under one key: the company's (null) or a customer's own; null when none. */
async function ownSchedule(knex: Knex, customerId: number | null): Promise<DeliveryDay[] | null> {
  const row = await knex('rm_delivery_schedules')
    .where({ scope_key: scheduleKey(customerId) })
    .first<{ days: DeliveryDay[] | null } | undefined>('days')
  return byWeekday(row?.days ?? null)
}

export interface CustomerSchedule {
  /** In force: the customer's own, else the company's; null: not scheduled. */
  days: DeliveryDay[] | null
  own: DeliveryDay[] | null
  inherited: boolean
}

/** A customer's delivery days: its own and the company's, read in one statement. */
export async function customerSchedule(knex: Knex, customerId: number): Promise<CustomerSchedule> {
  const rows = await knex('rm_delivery_schedules')
    .whereIn('scope_key', [scheduleKey(null), scheduleKey(customerId)])
    .select<{ scope_key: string; days: DeliveryDay[] | null }[]>('scope_key', 'days')
  const of = (key: string) => byWeekday(rows.find((r) => r.scope_key === key)?.days ?? null)
  const own = of(scheduleKey(customerId))
  const days = effectiveSchedule(own, of(scheduleKey(null)))
  return { days: days ? [...days] : null, own, inherited: own === null }
}

/** The closures that end on or after a date (every one without it), soonest first. */
export async function closuresFrom(knex: Knex, from?: string): Promise<ClosureSpan[]> {
  const query = knex('rm_closures').orderBy(['from_date', 'id'])
  if (from !== undefined) query.where('to_date', '>=', from)
  const rows = await query.select<{ from_date: string; to_date: string; reason: string }[]>(
    'from_date',
    'to_date',
    'reason',
  )
  return rows.map((r) => ({ from: r.from_date, to: r.to_date, reason: r.reason }))
}

/** Where a closure moves standing-order dates unless told otherwise, and whether that is the default. */
export async function standingMoveSetting(
  knex: Knex,
): Promise<{ standingMove: StandingMove; isDefault: boolean }> {
  const row = await knex('rm_closure_settings')
    .where({ scope_key: 'company' })
    .first<{ standing_move: StandingMove } | undefined>('standing_move')
  return { standingMove: row?.standing_move ?? DEFAULT_STANDING_MOVE, isDefault: !row }
}

export interface ClosureRow {
  id: string
  from: string
  to: string
  reason: string
  standingMove: StandingMove
  orderCount: number
}

/**
 * Every closure by its first day, each with the orders for a date inside it (a rep: its own
 * customers' only), counted through the orders' delivery-date index.
 */
export async function closuresWithOrders(knex: Knex, salesUserId: number | undefined): Promise<ClosureRow[]> {
  const rep = salesUserId === undefined ? '' : 'and o.sales_user_id = ?'
  const { rows } = await knex.raw<{
    rows: {
      id: string
      from_date: string
      to_date: string
      reason: string
      standing_move: StandingMove
      order_count: number
    }[]
  }>(
    `select c.id, c.from_date, c.to_date, c.reason, c.standing_move,
            (select count(*)::integer from rm_orders o
              where o.delivery_date between c.from_date and c.to_date ${rep}) as order_count
       from rm_closures c
      order by c.from_date, c.id`,
    salesUserId === undefined ? [] : [salesUserId],
  )
  return rows.map((r) => ({
    id: r.id,
    from: r.from_date,
    to: r.to_date,
    reason: r.reason,
    standingMove: r.standing_move,
    orderCount: r.order_count,
  }))
}
