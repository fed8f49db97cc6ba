import { type EventData, fromCents } from '@provender/events'
import type { Knex } from 'knex'

/**
 * The order's lines replaced by the changed ones. The lines take the same ids placement gives
 * them (order * 1000 + line number), so a rebuild, which places then changes, writes the very
 * same rows; what shipped is kept on the order (0404), so nothing else needs rewriting.
 */
export async function changeOrderLines(
  trx: Knex.Transaction,
  data: EventData<'OrderChanged'>,
  occurredAt: string,
): Promise<void> {
  const { orderId } = data
  const updated = await trx('rm_orders')
    .where({ id: orderId })
    .update({
      total: fromCents(data.totalCents),
      version: trx.raw('version + 1'),
      changed_at: occurredAt,
      changed_by_name: data.changedBy.name,
      // Absent: as they were; '' removes one.
      ...(data.poNumber === undefined ? {} : { po_number: data.poNumber || null }),
      ...(data.note === undefined ? {} : { note: data.note || null }),
    })
  // An order this model no longer holds (its customer was deleted) gets no lines back.
  if (updated === 0) return
  await trx('rm_order_items').where({ order_id: orderId }).delete()
  await trx('rm_order_items').insert(
    data.lines.map((line, i) => ({
      id: orderId * 1000 + i + 1,
      order_id: orderId,
      line_no: i + 1,
      product_id: line.productId,
      product_name: line.name,
      unit_type: line.unitType,
      packs_per_case: line.packsPerCase,
      quantity: line.quantity,
      quantity_type: line.quantityType,
      sell_price: fromCents(line.unitPriceCents),
      line_total: fromCents(line.lineTotalCents),
      substitute_allowed: line.substituteAllowed === true,
    })),
  )
}

/** A cancelled order stays in the lists and the history, flagged; the pick list leaves it out. */
export async function cancelOrder(
  trx: Knex.Transaction,
  data: EventData<'OrderCancelled'>,
  occurredAt: string,
): Promise<void> {
  await trx('rm_orders').where({ id: data.orderId }).update({
    cancelled: true,
    cancelled_at: occurredAt,
    cancelled_by_name: data.cancelledBy.name,
    cancel_reason: data.reason,
  })
}
