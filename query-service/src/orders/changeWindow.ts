import { changesCloseAt } from '@provender/events'
import type { Knex } from 'knex'
import { customerSchedule } from '../delivery/queries.ts'

/** Who the customer calls about an order it can no longer change: the rep who owns it. */
export interface OrderContact {
  name: string
  phone: string
}

/**
 * What the order page needs to say whether the customer may still change or cancel (issue 36):
 * when that closes (null: an order without a date, which follows the ordering window) and the
 * rep to call after it. Read for one order's detail only, never for a list.
 */
export async function changeWindowOf(
  knex: Knex,
  order: { customerId: number; deliveryDate: string | null; Customer: { SalesUser: { id: number } | null } },
  timeZone: string,
): Promise<{ changesCloseAt: string | null; contact: OrderContact | null }> {
  const [schedule, rep] = await Promise.all([
    order.deliveryDate === null ? null : customerSchedule(knex, order.customerId),
    order.Customer.SalesUser
      ? knex('rm_users')
          .where({ id: order.Customer.SalesUser.id })
          .first<{ first_name: string; last_name: string; phone: string } | undefined>(
            'first_name',
            'last_name',
            'phone',
          )
      : undefined,
  ])
  return {
    changesCloseAt:
      order.deliveryDate === null
        ? null
        : changesCloseAt(order.deliveryDate, schedule?.days ?? null, timeZone).toISOString(),
    contact: rep ? { name: `${rep.first_name} ${rep.last_name}`.trim(), phone: rep.phone } : null,
  }
}
