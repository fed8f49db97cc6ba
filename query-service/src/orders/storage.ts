import { fromCents } from '@provender/events'
import type { Knex } from 'knex'
import { type CopyColumn, type CopyValue, copyRows } from '../projections/copyRows.ts'
import type { RecordedEventOf } from '../projections/projection.ts'

export type Placed = RecordedEventOf<'OrderPlaced'>
export type Fulfilled = RecordedEventOf<'OrderFulfilled'>

/** The rep's name as the list sorts and searches it; '' when the rep is unknown. */
export const REP_KEY = `coalesce(lower(r.first_name || ' ' || r.last_name), '')`

/** Inserts the run's orders (once each) and their lines; answers the ids it inserted. */
export async function placeOrders(
  trx: Knex.Transaction,
  placed: Placed[],
  settled: ReadonlyMap<number, Fulfilled>,
): Promise<Set<number>> {
  if (placed.length === 0) return new Set()
  const orders = placed.map(({ event: { data }, metadata }) => {
    const fulfilment = settled.get(data.orderId)
    const finalCents = fulfilment?.event.data.finalTotalCents
    return {
      id: data.orderId,
      customer_id: data.customerId,
      sales_user_id: data.salesUserId,
      created_at: metadata.occurredAt,
      total: fromCents(data.totalCents),
      // Absent on the customer's own orders: placed by the customer, inside the window.
      placed_by_user_id: data.placedBy?.userId ?? null,
      placed_by_name: data.placedBy?.name ?? null,
      placed_outside_window: data.placedOutsideWindow ?? false,
      // Absent before delivery days, and on unscheduled orders: not scheduled.
      delivery_date: data.deliveryDate ?? null,
      outside_schedule: data.outsideSchedule ?? false,
      standing_order_id: data.standing?.standingOrderId ?? null,
      // Kept only when the standing order left something out: most orders keep no value here.
      left_out: data.standing?.leftOut.length ? data.standing.leftOut : null,
      fulfilled: fulfilment !== undefined,
      fulfilled_at: fulfilment?.metadata.occurredAt ?? null,
      final_total: finalCents === undefined ? null : fromCents(finalCents),
      po_number: data.poNumber || null,
      note: data.note || null,
    }
  })
  // What shipped other than ordered is found as fulfilOrders finds it, against the lines
  // ordered: only orders fulfilled in this run with shipped lines named need theirs sent.
  const shipped = shippedLines([...settled.values()])
  const compared = placed.flatMap(({ event: { data } }) =>
    settled.get(data.orderId)?.event.data.shipped?.length
      ? data.lines.map((line) => ({
          order_id: data.orderId,
          product_id: line.productId,
          quantity: line.quantity,
          line_total: fromCents(line.lineTotalCents),
        }))
      : [],
  )
  // Orders first (once each), with the customers' counts; then the lines of those inserted.
  const { rows } = await trx.raw<{ rows: { id: number }[] }>(
    `with x as (
       select * from json_to_recordset(?::json)
         as x(id integer, customer_id integer, sales_user_id integer, created_at timestamptz, total numeric,
              placed_by_user_id integer, placed_by_name text, placed_outside_window boolean,
              fulfilled boolean, fulfilled_at timestamptz, final_total numeric,
              delivery_date text, outside_schedule boolean, standing_order_id uuid, left_out jsonb,
              po_number text, note text)
     ),
     changes as (
       select s.order_id, ${SHIPPED_CHANGES} as shipped
       from json_to_recordset(?::json) as s(order_id integer, product_id text, quantity numeric, line_total numeric, substitute jsonb)
       join json_to_recordset(?::json) as i(order_id integer, product_id text, quantity numeric, line_total numeric)
         on i.order_id = s.order_id and i.product_id = s.product_id
       where ${SHIPPED_DIFFERS}
       group by s.order_id
     ),
     inserted as (
       insert into rm_orders (id, customer_id, created_at, fulfilled, fulfilled_at, total, final_total, shipped_changes,
                              sales_user_id, customer_key, rep_key, placed_by_user_id, placed_by_name, placed_outside_window,
                              delivery_date, outside_schedule, standing_order_id, left_out, po_number, note)
       select x.id, x.customer_id, x.created_at, x.fulfilled, x.fulfilled_at, x.total,
              case when x.fulfilled then coalesce(x.final_total, x.total) end, c.shipped,
              coalesce(k.sales_user_id, x.sales_user_id), coalesce(lower(k.business_name), ''), ${REP_KEY},
              x.placed_by_user_id, x.placed_by_name, x.placed_outside_window,
              x.delivery_date, x.outside_schedule, x.standing_order_id, x.left_out, x.po_number, x.note
       from x
       left join changes c on c.order_id = x.id
       left join rm_order_customers k on k.customer_id = x.customer_id
       left join rm_order_reps r on r.user_id = coalesce(k.sales_user_id, x.sales_user_id)
       on conflict (id) do nothing
       returning id, customer_id, fulfilled
     ),
     counted as (
       update rm_order_customers k
       set open_count = k.open_count + n.open, fulfilled_count = k.fulfilled_count + n.done
       from (select customer_id, count(*) filter (where not fulfilled)::integer as open,
                    count(*) filter (where fulfilled)::integer as done
             from inserted group by customer_id) n
       where k.customer_id = n.customer_id
     )
     select id from inserted`,
    [JSON.stringify(orders), JSON.stringify(shipped), JSON.stringify(compared)],
  )
  const inserted = new Set(rows.map((r) => r.id))
  const lines: CopyValue[][] = []
  for (const {
    event: { data },
  } of placed) {
    if (!inserted.has(data.orderId)) continue
    data.lines.forEach((line, i) => {
      lines.push([
        // Stable ids, so a rebuild gives the very same rows.
        data.orderId * 1000 + i + 1,
        data.orderId,
        i + 1,
        line.productId,
        line.name,
        line.unitType,
        line.packsPerCase ?? null,
        line.quantity,
        line.quantityType,
        fromCents(line.unitPriceCents),
        fromCents(line.lineTotalCents),
        line.substituteAllowed === true,
      ])
    })
  }
  await copyRows(trx, 'rm_order_items', ITEM_COLUMNS, lines)
  return inserted
}

/** rm_order_items' columns, in the order placeOrders writes them. */
const ITEM_COLUMNS: CopyColumn[] = [
  { name: 'id', type: 'bigint' },
  { name: 'order_id', type: 'integer' },
  { name: 'line_no', type: 'integer' },
  { name: 'product_id', type: 'text' },
  { name: 'product_name', type: 'text' },
  { name: 'unit_type', type: 'text' },
  { name: 'packs_per_case', type: 'integer' },
  { name: 'quantity', type: 'numeric' },
  { name: 'quantity_type', type: 'text' },
  { name: 'sell_price', type: 'numeric' },
  { name: 'line_total', type: 'numeric' },
  { name: 'substitute_allowed', type: 'boolean' },
]

/** Every line a fulfilment names, with what shipped and its total at the order's price. */
function shippedLines(fulfilled: Fulfilled[]) {
  return fulfilled.flatMap(({ event: { data } }) =>
    (data.shipped ?? []).map((line) => ({
      order_id: data.orderId,
      product_id: line.productId,
      quantity: line.quantity,
      line_total: fromCents(line.lineTotalCents),
      substitute: line.substitute ?? null,
    })),
  )
}

/** A shipped line `s` against its order line `i`, as both fulfilment paths compare them. */
const SHIPPED_DIFFERS =
  'round(s.quantity, 2) <> round(i.quantity, 2) or round(s.line_total, 2) <> round(i.line_total, 2) or s.substitute is not null'
// A substitute shipped for the line (issue 36) rides along; only such lines have the key.
const SHIPPED_CHANGES = `jsonb_object_agg(s.product_id,
  jsonb_build_object('quantity', round(s.quantity, 2), 'lineTotal', round(s.line_total, 2))
  || case when s.substitute is null then '{}'::jsonb else jsonb_build_object('substitute', s.substitute) end)`

export async function fulfilOrders(trx: Knex.Transaction, fulfilled: Fulfilled[]): Promise<void> {
  if (fulfilled.length === 0) return
  // The first fulfilment of an order counts; a later one (in this run or after) changes nothing.
  const first = new Map<number, Fulfilled>()
  for (const f of fulfilled) if (!first.has(f.event.data.orderId)) first.set(f.event.data.orderId, f)
  const rows = [...first.values()].map(({ event: { data }, metadata }) => ({
    id: data.orderId,
    at: metadata.occurredAt,
    // Fulfilments recorded before catch weights shipped as ordered: final total = estimate.
    final_total: data.finalTotalCents === undefined ? null : fromCents(data.finalTotalCents),
  }))
  const shipped = shippedLines([...first.values()])
  // Only the lines that shipped other than ordered are kept, on the order: the lines
  // themselves are never rewritten, so a fulfilment is one row version, not one per line.
  await trx.raw(
    `with f as (
       select * from json_to_recordset(?::json) as f(id integer, at timestamptz, final_total numeric)
     ),
     changes as (
       select s.order_id, ${SHIPPED_CHANGES} as shipped
       from json_to_recordset(?::json) as s(order_id integer, product_id text, quantity numeric, line_total numeric, substitute jsonb)
       join rm_order_items i on i.order_id = s.order_id and i.product_id = s.product_id
       where ${SHIPPED_DIFFERS}
       group by s.order_id
     ),
     done as (
       update rm_orders o set fulfilled = true, fulfilled_at = f.at, final_total = coalesce(f.final_total, o.total),
              shipped_changes = c.shipped
       from f left join changes c on c.order_id = f.id
       where o.id = f.id and not o.fulfilled
       returning o.id, o.customer_id
     )
     update rm_order_customers k
     set open_count = k.open_count - n.done, fulfilled_count = k.fulfilled_count + n.done
     from (select customer_id, count(*)::integer as done from done group by customer_id) n
     where k.customer_id = n.customer_id`,
    [JSON.stringify(rows), JSON.stringify(shipped)],
  )
}
