import { streams } from '@provender/events'
import { envelope } from '@provender/server-kit/testing'
import type { LogDatabase } from './databases.ts'

/** Where the i-th projected order (by id) is to be delivered; null leaves it unscheduled. */
export type DeliveryOf = (index: number) => { date: string; outsideSchedule: boolean } | null

/**
 * Spreads the projected orders over delivery dates, for lists that filter and sort by them: an
 * OrderMoved from no date appended to each order's stream. Projects nothing: the caller's runner
 * catches up.
 */
export async function moveOrdersToDates({ db, store }: LogDatabase, deliveryOf: DeliveryOf): Promise<void> {
  const orders = await db.knex('rm_orders').orderBy('id').select<{ id: number; customer_id: number }[]>()
  for (const [i, order] of orders.entries()) {
    const delivery = deliveryOf(i)
    if (!delivery) continue
    const stream = streams.order(order.id)
    await store.append(stream, (await store.readStream(stream)).at(-1)!.revision, [
      envelope({
        type: 'OrderMoved',
        data: {
          orderId: order.id,
          customerId: order.customer_id,
          fromDate: null,
          toDate: delivery.date,
          reason: '',
          outsideSchedule: delivery.outsideSchedule,
        },
      }),
    ])
  }
}
