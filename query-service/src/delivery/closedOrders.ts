import type { ClosedDateOrder } from '@provender/events'
import type { Knex } from 'knex'

export type { ClosedDateOrder } from '@provender/events'

/**
 * The orders flagged in the console until staff move them: open (neither fulfilled nor
 * cancelled), for a date inside a closure that was added after the order was placed or last
 * moved (an order staff put on a closed day on purpose is not flagged; a closure from before issue
 * 36, without its time, flags every open order on it). Derived at read time from the delivery
 * read model's closures and the orders read model (no clock in a projection): each closure's days
 * are looked up through the orders' delivery-date index, and closures are few. Narrowed to one
 * rep's customers, one delivery date or one order when asked.
 */
export async function closedDateOrders(
  knex: Knex,
  filter: { salesUserId?: number; deliveryDate?: string; orderId?: number; limit?: number },
): Promise<{ rows: ClosedDateOrder[]; total: number }> {
  const where: string[] = []
  const bindings: (string | number)[] = []
  if (filter.salesUserId !== undefined) {
    where.push('and c.sales_user_id = ?')
    bindings.push(filter.salesUserId)
  }
  if (filter.deliveryDate !== undefined) {
    where.push('and o.delivery_date = ?')
    bindings.push(filter.deliveryDate)
  }
  if (filter.orderId !== undefined) {
    where.push('and o.id = ?')
    bindings.push(filter.orderId)
  }
  const { rows } = await knex.raw<{
    rows: {
      id: number
      customer_id: number
      business_name: string
      delivery_date: string
      closure_id: string
      from_date: string
      to_date: string
      reason: string
      total: number
    }[]
  }>(
    `select o.id, o.customer_id, c.business_name, o.delivery_date,
            k.id as closure_id, k.from_date, k.to_date, k.reason,
            count(*) over ()::integer as total
       from rm_closures k
       join rm_orders o on o.delivery_date between k.from_date and k.to_date
       join rm_customers c on c.id = o.customer_id
      where not o.fulfilled and not o.cancelled
        and (k.added_at is null or k.added_at > coalesce(o.moved_at, o.created_at))
        ${where.join(' ')}
      order by o.delivery_date, o.id
      limit ?`,
    [...bindings, filter.limit ?? 200],
  )
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      orderId: r.id,
      customerId: r.customer_id,
      businessName: r.business_name,
      deliveryDate: r.delivery_date,
      closure: { id: r.closure_id, from: r.from_date, to: r.to_date, reason: r.reason },
    })),
  }
}
