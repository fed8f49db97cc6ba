import type { StandingLine } from '@provender/events'
import type { Knex } from 'knex'
import type { Status } from './rule.ts'

/** The standing-orders read model's writes: one statement per event (they are few). */

export interface CreatedRow {
  id: string
  customerId: number
  everyWeeks: number
  startsOn: string
  lines: StandingLine[]
  at: string
}

export async function insertStandingOrder(trx: Knex.Transaction, row: CreatedRow): Promise<void> {
  await trx('rm_standing_orders')
    .insert({
      id: row.id,
      customer_id: row.customerId,
      status: 'active',
      every_weeks: row.everyWeeks,
      starts_on: row.startsOn,
      lines: JSON.stringify(row.lines),
      status_log: JSON.stringify([{ at: row.at, status: 'active' }]),
      status_since: row.at,
      created_at: row.at,
    })
    .onConflict('id')
    .ignore()
}

export async function changeLines(
  trx: Knex.Transaction,
  id: string,
  lines: StandingLine[],
  everyWeeks: number,
) {
  await trx('rm_standing_orders')
    .where({ id })
    .update({ lines: JSON.stringify(lines), every_weeks: everyWeeks })
}

/** A new status, noted in its log with when it changed. */
export async function setStatus(
  trx: Knex.Transaction,
  id: string,
  status: Status,
  at: string,
): Promise<void> {
  await trx.raw(
    `update rm_standing_orders set status = ?, status_since = ?,
       status_log = status_log || jsonb_build_array(jsonb_build_object('at', ?::text, 'status', ?::text))
     where id = ?`,
    [status, at, at, status, id],
  )
}

/** One date's state, merged into what it had. */
export async function upsertDate(
  trx: Knex.Transaction,
  key: { id: string; date: string },
  change: Partial<{
    skipped: boolean
    edited_lines: string
    handled: string
    order_id: number
    missed_reason: string
    moved_to: string | null
  }>,
): Promise<void> {
  await trx('rm_standing_order_dates')
    .insert({ standing_order_id: key.id, delivery_date: key.date, ...change })
    .onConflict(['standing_order_id', 'delivery_date'])
    .merge(Object.keys(change))
}

/** A schedule's days (customer 0: the distributor's); null: none of its own. */
export async function setSchedule(trx: Knex.Transaction, customerId: number, days: unknown[] | null) {
  if (days === null) await trx('rm_standing_schedules').where({ customer_id: customerId }).delete()
  else
    await trx('rm_standing_schedules')
      .insert({ customer_id: customerId, days: JSON.stringify(days) })
      .onConflict('customer_id')
      .merge()
}

/** A deleted customer's standing orders go with it (its events stay in the log). */
export async function deleteCustomer(trx: Knex.Transaction, customerId: number): Promise<void> {
  await trx.raw(
    `delete from rm_standing_order_dates where standing_order_id in
       (select id from rm_standing_orders where customer_id = ?)`,
    [customerId],
  )
  await trx('rm_standing_orders').where({ customer_id: customerId }).delete()
  await trx('rm_standing_schedules').where({ customer_id: customerId }).delete()
}
