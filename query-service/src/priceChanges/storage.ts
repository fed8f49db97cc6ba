import type { RecordedEvent } from '@provender/events'
import type { Knex } from 'knex'
import type { ChangeRow, HeldRows, MoveDismissal, PriceMove, PriceWrites } from './rows.ts'

/** The tables holding a product's rows, and a customer's: a deletion empties them of it. */
const PRODUCT_TABLES = ['rm_price_changes', 'rm_price_negotiated', 'rm_price_defaults', 'rm_price_moves']
const CUSTOMER_TABLES = ['rm_price_changes', 'rm_price_negotiated', 'rm_price_moves']

export async function deleteProducts(trx: Knex.Transaction, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return
  for (const table of PRODUCT_TABLES) await trx(table).whereIn('product_id', productIds).delete()
}

export async function deleteCustomers(trx: Knex.Transaction, customerIds: number[]): Promise<void> {
  if (customerIds.length === 0) return
  for (const table of CUSTOMER_TABLES) await trx(table).whereIn('customer_id', customerIds).delete()
}

/** A customer's dismissal of the change shown for a product, and of its move. */
export async function dismissChange(
  trx: Knex.Transaction,
  { customerId, productId, changeId }: { customerId: number; productId: string; changeId: string },
): Promise<void> {
  await trx('rm_price_changes')
    .where({ customer_id: customerId, product_id: productId })
    .update({ dismissed_change_id: changeId })
  await markMovesDismissed(trx, [{ customer_id: customerId, change_id: changeId }])
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** Rows as the driver hands them back: bigints as strings, timestamps as dates. */
interface StoredPrice {
  customer_id: number
  product_id: string
  price_cents: string
  event_id: string
  priced_at: Date
}
type StoredChange = Omit<ChangeRow, 'paid_cents' | 'current_cents' | 'ordered_at' | 'changed_at'> & {
  paid_cents: string
  current_cents: string
  ordered_at: Date
  changed_at: Date | null
}

type Key = `${number}|${string}`
const keyOf = (customerId: number, productId: string): Key => `${customerId}|${productId}`

function splitKey(key: Key): [number, string] {
  const bar = key.indexOf('|')
  return [Number(key.slice(0, bar)), key.slice(bar + 1)]
}

/**
 * Reads what a run of price and order events reads before it writes, and nothing more: the
 * change row of every pair it names; the price now (negotiated, default) of every pair it
 * orders and every product whose negotiated line it removes; and every row of a product whose
 * default price it sets (whoever the customer). Prices the run itself sets need no read.
 */
export async function loadTouched(trx: Knex.Transaction, run: RecordedEvent[]): Promise<HeldRows> {
  const changePairs = new Set<Key>()
  const orderedPairs = new Set<Key>()
  const defaultsNeeded = new Set<string>()
  const repricedProducts = new Set<string>()
  for (const { event } of run) {
    if (event.type === 'ProductCreated' || event.type === 'ProductUpdated') {
      repricedProducts.add(event.data.productId)
    } else if (event.type === 'CustomerProductPriced' || event.type === 'CustomerProductRemoved') {
      changePairs.add(keyOf(event.data.customerId, event.data.productId))
      if (event.type === 'CustomerProductRemoved') defaultsNeeded.add(event.data.productId)
    } else if (event.type === 'OrderPlaced') {
      // An order rewrites its pairs' rows whole but for the dismissal, which the write keeps:
      // their rows need no read, which in a rebuild is most of the work saved.
      for (const line of event.data.lines) {
        orderedPairs.add(keyOf(event.data.customerId, line.productId))
        defaultsNeeded.add(line.productId)
      }
    }
  }
  const repricedIds = [...repricedProducts]
  // Exact (customer, product) pairs joined on the key, and a re-priced product's rows by its
  // index: never the cross product of the run's customers and products (most of the table).
  const touching = async <Row>(table: string, pairs: Set<Key>): Promise<Row[]> => {
    const keys = [...pairs].map(splitKey)
    const byPair =
      keys.length > 0
        ? await trx.raw<{ rows: Row[] }>(
            `select t.* from unnest(?::int[], ?::text[]) as k(customer_id, product_id)
             join ${table} t on t.customer_id = k.customer_id and t.product_id = k.product_id`,
            [keys.map((k) => k[0]), keys.map((k) => k[1])],
          )
        : { rows: [] }
    const byProduct =
      repricedIds.length > 0
        ? await trx.raw<{ rows: Row[] }>(`select * from ${table} where product_id = any(?::text[])`, [
            repricedIds,
          ])
        : { rows: [] }
    return [...byPair.rows, ...byProduct.rows]
  }
  // One after another: a transaction is one connection.
  const defaultRows =
    defaultsNeeded.size > 0
      ? await trx('rm_price_defaults')
          .whereRaw('product_id = any(?::text[])', [[...defaultsNeeded]])
          .select('*')
      : []
  const negotiatedRows = await touching<StoredPrice>('rm_price_negotiated', orderedPairs)
  const changeRows = await touching<StoredChange>('rm_price_changes', changePairs)
  return {
    defaults: defaultRows.map((r) => ({
      ...r,
      price_cents: Number(r.price_cents),
      priced_at: iso(r.priced_at),
    })),
    negotiated: negotiatedRows.map((r) => ({
      customer_id: r.customer_id,
      product_id: r.product_id,
      price_cents: Number(r.price_cents),
      event_id: r.event_id,
      priced_at: iso(r.priced_at),
    })),
    changes: changeRows.map((r) => ({
      ...r,
      paid_cents: Number(r.paid_cents),
      current_cents: Number(r.current_cents),
      ordered_at: iso(r.ordered_at),
      changed_at: r.changed_at === null ? null : iso(r.changed_at),
    })),
  }
}

/** Writes what changed: deletions first, then the rows held, then the dismissals of moves. */
export async function writePrices(trx: Knex.Transaction, writes: PriceWrites): Promise<void> {
  await deleteProducts(trx, writes.deletedProducts)
  await deleteCustomers(trx, writes.deletedCustomers)
  for (const rows of chunks(writes.defaults)) {
    await trx.raw(
      `insert into rm_price_defaults (product_id, name, price_cents, event_id, priced_at)
       select * from json_to_recordset(?::json)
         as r(product_id text, name text, price_cents bigint, event_id uuid, priced_at timestamptz)
       on conflict (product_id) do update set name = excluded.name, price_cents = excluded.price_cents,
         event_id = excluded.event_id, priced_at = excluded.priced_at`,
      [JSON.stringify(rows)],
    )
  }
  for (const rows of chunks(writes.negotiated)) {
    await trx.raw(
      `insert into rm_price_negotiated (customer_id, product_id, price_cents, event_id, priced_at)
       select * from unnest(?::int[], ?::text[], ?::bigint[], ?::uuid[], ?::timestamptz[])
       on conflict (customer_id, product_id) do update set price_cents = excluded.price_cents,
         event_id = excluded.event_id, priced_at = excluded.priced_at`,
      [
        rows.map((r) => r.customer_id),
        rows.map((r) => r.product_id),
        rows.map((r) => r.price_cents),
        rows.map((r) => r.event_id),
        rows.map((r) => r.priced_at),
      ],
    )
  }
  for (const rows of chunks(writes.negotiatedRemoved)) {
    await trx.raw(
      `delete from rm_price_negotiated n
       using json_to_recordset(?::json) as r(customer_id integer, product_id text)
       where n.customer_id = r.customer_id and n.product_id = r.product_id`,
      [JSON.stringify(rows)],
    )
  }
  for (const rows of chunks(writes.changes)) await writeChanges(trx, rows, 'excluded.dismissed_change_id')
  for (const rows of chunks(writes.keepingDismissal))
    await writeChanges(trx, rows, 'rm_price_changes.dismissed_change_id')
  await insertMoves(trx, writes.moves)
  await markMovesDismissed(trx, writes.dismissedMoves)
}

/** Rows per statement: a replay's write can hold every row of a table. */
const ROWS_PER_STATEMENT = 10_000

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT)
}

/** Upserts change rows; `dismissal` is what an existing row's dismissal becomes. */
async function writeChanges(
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

async function insertMoves(trx: Knex.Transaction, moves: PriceMove[]): Promise<void> {
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
