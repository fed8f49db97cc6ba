import { type ClosureSpan, type OrderKept, wallClock } from '@provender/events'
import type { Knex } from 'knex'
import { type StandingOrderMoves, standingOrdersMovedBy } from './moves.ts'

/** What removing a closure gives back, as the notifier's closure-removed mail tells it. */
export interface ClosureReopening {
  /** The not-yet-placed standing dates it had moved: each goes back from `to` to `from`. */
  standing: StandingOrderMoves[]
  orders: OrderKept[]
}

/**
 * A closure just removed, laid back over the closures the read models hold now (the rule that
 * counts the add-closure dialog's dates, `extra`): the standing dates it moves are those its
 * removal gives back. The orders are those of its days still to come, open, that it flagged (added
 * after the order was placed or last moved, as the console's flag reads it), and those placed from
 * a date it moved and still on the day they were placed for.
 */
export async function closureReopening(
  knex: Knex,
  closure: ClosureSpan & { id: string },
  options: { now: Date; timeZone: string },
): Promise<ClosureReopening> {
  const standing = await standingOrdersMovedBy(knex, closure, { ...options, extra: true })
  const today = wallClock(options.now, options.timeZone).date
  const from = closure.from < today ? today : closure.from
  const addedAt = closure.addedAt ?? null
  const { rows } = await knex.raw<{
    rows: { id: number; customer_id: number; delivery_date: string; moved_from: string | null }[]
  }>(
    `select o.id, o.customer_id, o.delivery_date, null::text as moved_from
       from rm_orders o
      where o.delivery_date between ? and ? and not o.fulfilled and not o.cancelled
        and (?::timestamptz is null or ?::timestamptz > coalesce(o.moved_at, o.created_at))
     union all
     select o.id, o.customer_id, o.delivery_date, d.delivery_date as moved_from
       from rm_standing_order_dates d
       join rm_orders o on o.id = d.order_id and o.delivery_date = d.moved_to
      where d.delivery_date between ? and ? and d.handled = 'placed' and d.moved_to <> d.delivery_date
        and not o.fulfilled and not o.cancelled
      order by delivery_date, id`,
    [from, closure.to, addedAt, addedAt, from, closure.to],
  )
  const orders = rows.map((r) => ({
    orderId: r.id,
    customerId: r.customer_id,
    deliveryDate: r.delivery_date,
    movedFrom: r.moved_from,
  }))
  return { standing, orders }
}
