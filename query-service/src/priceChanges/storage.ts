import type { QuantityType } from '@provender/events'
import type { Knex } from 'knex'

/** A row of rm_price_changes: what a customer last paid for a product, and what it costs now. */
export interface ChangeRow {
  customer_id: number
  product_id: string
  quantity_type: QuantityType
  packs_per_case: number | null
  order_id: number
  ordered_at: string
  paid_cents: number
  current_cents: number
  change_id: string | null
  changed_at: string | null
  dismissed_change_id: string | null
}

/** A price behind "now": a negotiated line or a default price, and the event that set it. */
export interface PriceRow {
  price_cents: number
  event_id: string
  priced_at: string
}

export interface DefaultRow extends PriceRow {
  product_id: string
  name: string
}

export const iso = (value: Date | string) => new Date(value).toISOString()

/** Rows as the driver hands them back: bigints as strings, timestamps as dates. */
export interface StoredPrice {
  customer_id: number
  product_id: string
  price_cents: string
  event_id: string
  priced_at: Date
}
export type StoredChange = Omit<ChangeRow, 'paid_cents' | 'current_cents' | 'ordered_at' | 'changed_at'> & {
  paid_cents: string
  current_cents: string
  ordered_at: Date
  changed_at: Date | null
}

/**
 * A row of rm_price_moves: one move of a customer's effective price of a product it has ordered,
 * old -> new in the unit of its last line of the product. The customer's card compares with what
 * it last paid and starts again at each order; the staff's list keeps every move, so "the last
 * 7 days" means what it says.
 */
export interface PriceMove {
  customer_id: number
  product_id: string
  change_id: string
  quantity_type: QuantityType
  old_cents: number
  new_cents: number
  changed_at: string
}

/** A dismissal of a move, by the customer whose change it was. */
export interface MoveDismissal {
  customer_id: number
  change_id: string
}

/** Rows per statement: a replay's write can hold every row of a table. */
const ROWS_PER_STATEMENT = 10_000

export function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT)
}

/** Upserts change rows; `dismissal` is what an existing row's dismissal becomes. */
export async function writeChanges(
  trx: Knex.Transaction,
  rows: ChangeRow[],
  dismissal: 'excluded.dismissed_change_id' | 'rm_price_changes.dismissed_change_id',
): Promise<void> {
  if (rows.length === 0) return
  await trx.raw(
    `insert into rm_price_changes (customer_id, product_id, quantity_type, packs_per_case, order_id,
       ordered_at, paid_cents, current_cents, change_id, changed_at, dismissed_change_id)
     select * from json_to_recordset(?::json)
       as r(customer_id integer, product_id text, quantity_type text, packs_per_case integer,
            order_id integer, ordered_at timestamptz, paid_cents bigint, current_cents bigint,
            change_id text, changed_at timestamptz, dismissed_change_id text)
     on conflict (customer_id, product_id) do update set quantity_type = excluded.quantity_type,
       packs_per_case = excluded.packs_per_case, order_id = excluded.order_id,
       ordered_at = excluded.ordered_at, paid_cents = excluded.paid_cents,
       current_cents = excluded.current_cents, change_id = excluded.change_id,
       changed_at = excluded.changed_at, dismissed_change_id = ${dismissal}`,
    [JSON.stringify(rows)],
  )
}

export async function insertMoves(trx: Knex.Transaction, moves: PriceMove[]): Promise<void> {
  for (const rows of chunks(moves)) {
    await trx.raw(
      `insert into rm_price_moves (customer_id, product_id, change_id, quantity_type, old_cents,
         new_cents, changed_at)
       select * from json_to_recordset(?::json)
         as r(customer_id integer, product_id text, change_id text, quantity_type text,
              old_cents bigint, new_cents bigint, changed_at timestamptz)`,
      [JSON.stringify(rows)],
    )
  }
}

/** Marks dismissed moves: after the moves are written, so a move and its dismissal may share a write. */
export async function markMovesDismissed(trx: Knex.Transaction, dismissals: MoveDismissal[]): Promise<void> {
  if (dismissals.length === 0) return
  await trx.raw(
    `update rm_price_moves m set dismissed = true
     from json_to_recordset(?::json) as d(customer_id integer, change_id text)
     where m.customer_id = d.customer_id and m.change_id = d.change_id`,
    [JSON.stringify(dismissals)],
  )
}
