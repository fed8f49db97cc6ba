import type { RecordedEvent } from '@provender/events'
import { type EventData, priceChangeId, type QuantityType } from '@provender/events'
import type { Knex } from 'knex'
import { assertNever, type Projection } from '../projections/projection.ts'

/**
 * rm_price_changes: for each customer and product it has ordered, what it last paid and what
 * the product costs it now (its negotiated line, else the default price), in the unit it bought.
 * When an event moves "now" away from "paid", that event names the change the customer is
 * shown; a new order makes "paid" the price again, and a dismissal hides that one change.
 */
export const priceChangesProjection: Projection = {
  name: 'price-changes',
  async apply(trx, recorded) {
    const { event } = recorded
    switch (event.type) {
      case 'ProductCreated':
      case 'ProductUpdated': {
        const productId = event.data.productId
        const fields = event.type === 'ProductCreated' ? event.data : event.data.after
        await trx('rm_price_defaults')
          .insert({
            product_id: productId,
            name: fields.name,
            price_cents: fields.priceCents,
            ...setBy(recorded),
          })
          .onConflict('product_id')
          .merge()
        await reprice(trx, recorded, { 'c.product_id': productId })
        return
      }
      case 'ProductDeleted':
        for (const table of ['rm_price_changes', 'rm_price_negotiated', 'rm_price_defaults']) {
          await trx(table).where({ product_id: event.data.productId }).delete()
        }
        return
      case 'CustomerProductPriced': {
        const { customerId, productId, newPriceCents } = event.data
        await trx('rm_price_negotiated')
          .insert({
            customer_id: customerId,
            product_id: productId,
            price_cents: newPriceCents,
            ...setBy(recorded),
          })
          .onConflict(['customer_id', 'product_id'])
          .merge()
        await reprice(trx, recorded, { 'c.customer_id': customerId, 'c.product_id': productId })
        return
      }
      case 'CustomerProductRemoved': {
        // Without its negotiated line the product costs this customer the default price again.
        const { customerId, productId } = event.data
        await trx('rm_price_negotiated').where({ customer_id: customerId, product_id: productId }).delete()
        await reprice(trx, recorded, { 'c.customer_id': customerId, 'c.product_id': productId })
        return
      }
      case 'OrderPlaced':
        await recordPaid(trx, recorded, event.data)
        return
      case 'PriceChangeDismissed':
        await trx('rm_price_changes')
          .where({ customer_id: event.data.customerId, product_id: event.data.productId })
          .update({ dismissed_change_id: event.data.changeId })
        return
      case 'CustomerDeleted':
        for (const table of ['rm_price_changes', 'rm_price_negotiated']) {
          await trx(table).where({ customer_id: event.data.customerId }).delete()
        }
        return
      // Not this read model's concern: the owner and the business name are read from
      // rm_customers when a rep's list is answered (CustomerTransferred moves them there).
      case 'CustomerRegistered':
      case 'CustomerDetailsUpdated':
      case 'CustomerTransferred':
      case 'CustomerFavoriteAdded':
      case 'CustomerFavoriteRemoved':
      case 'UserRegistered':
      case 'UserProfileUpdated':
      case 'UserPasswordChanged':
      case 'UserPasswordReset':
      case 'UserDeleted':
      case 'LogSealed':
      case 'SessionEnded':
      case 'EmailReserved':
      case 'EmailReleased':
      case 'AccountNumberReserved':
      case 'AccountNumberReleased':
      case 'CategoryCreated':
      case 'CategoryRenamed':
      case 'CategoryDeleted':
      case 'CategoryNameReserved':
      case 'CategoryNameReleased':
      case 'OrderFulfilled':
      case 'OrderWindowSet':
      case 'FulfilmentToleranceSet':
        return
      default:
        assertNever(event)
    }
  },
}

const setBy = (recorded: RecordedEvent) => ({
  event_id: recorded.id,
  priced_at: recorded.metadata.occurredAt,
})

/** A price in the unit the customer bought: a case costs its packs at the pack price. */
export function priceInUnit(
  unitCents: number,
  quantityType: QuantityType,
  packsPerCase: number | null,
): number {
  return quantityType === 'case' && packsPerCase && packsPerCase > 1 ? unitCents * packsPerCase : unitCents
}

interface ChangeRow {
  customer_id: number
  product_id: string
  quantity_type: QuantityType
  packs_per_case: number | null
  paid_cents: string
  current_cents: string
  negotiated_cents: string | null
  default_cents: string | null
}

/** The price "now" of the rows the event touches; where it moved, this event is the change. */
async function reprice(trx: Knex.Transaction, recorded: RecordedEvent, which: Record<string, unknown>) {
  const rows: ChangeRow[] = await trx('rm_price_changes as c')
    .leftJoin('rm_price_negotiated as n', function joinLine() {
      this.on('n.customer_id', 'c.customer_id').andOn('n.product_id', 'c.product_id')
    })
    .leftJoin('rm_price_defaults as d', 'd.product_id', 'c.product_id')
    .where(which)
    .select(
      'c.customer_id',
      'c.product_id',
      'c.quantity_type',
      'c.packs_per_case',
      'c.paid_cents',
      'c.current_cents',
      'n.price_cents as negotiated_cents',
      'd.price_cents as default_cents',
    )
    .orderBy(['c.customer_id', 'c.product_id'])
  for (const row of rows) {
    const unitCents = row.negotiated_cents ?? row.default_cents
    if (unitCents === null) continue
    const current = priceInUnit(Number(unitCents), row.quantity_type, row.packs_per_case)
    if (current === Number(row.current_cents)) continue
    const changed = current !== Number(row.paid_cents)
    await trx('rm_price_changes')
      .where({ customer_id: row.customer_id, product_id: row.product_id })
      .update({
        current_cents: current,
        change_id: changed ? priceChangeId(row.customer_id, recorded.id) : null,
        changed_at: changed ? recorded.metadata.occurredAt : null,
      })
  }
}

/**
 * An order makes its prices what the customer last paid, per product (its last line of the
 * product, in the unit of that line). Normally that is also the price now; when a re-pricing
 * committed just before the order was (its price decided a moment earlier), the change is
 * still shown, named by the event that set the price now.
 */
async function recordPaid(
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  { orderId, customerId, lines }: EventData<'OrderPlaced'>,
) {
  const lastLine = new Map(lines.map((line) => [line.productId, line]))
  const productIds = [...lastLine.keys()]
  const [negotiated, defaults] = await Promise.all([
    trx('rm_price_negotiated')
      .where({ customer_id: customerId })
      .whereIn('product_id', productIds)
      .select('product_id', 'price_cents', 'event_id', 'priced_at'),
    trx('rm_price_defaults')
      .whereIn('product_id', productIds)
      .select('product_id', 'price_cents', 'event_id', 'priced_at'),
  ])
  type PriceRow = { product_id: string; price_cents: string; event_id: string; priced_at: Date }
  const now = new Map<string, PriceRow>((defaults as PriceRow[]).map((d) => [d.product_id, d]))
  for (const n of negotiated as PriceRow[]) now.set(n.product_id, n)
  const rows = productIds.map((productId) => {
    const line = lastLine.get(productId)!
    const paid = priceInUnit(line.unitPriceCents, line.quantityType, line.packsPerCase)
    const price = now.get(productId)
    const current = price
      ? priceInUnit(Number(price.price_cents), line.quantityType, line.packsPerCase)
      : paid
    const changed = price !== undefined && current !== paid
    return {
      customer_id: customerId,
      product_id: productId,
      quantity_type: line.quantityType,
      packs_per_case: line.packsPerCase,
      order_id: orderId,
      ordered_at: recorded.metadata.occurredAt,
      paid_cents: paid,
      current_cents: current,
      change_id: changed ? priceChangeId(customerId, price.event_id) : null,
      changed_at: changed ? new Date(price.priced_at).toISOString() : null,
    }
  })
  await trx('rm_price_changes')
    .insert(rows)
    .onConflict(['customer_id', 'product_id'])
    .merge([
      'quantity_type',
      'packs_per_case',
      'order_id',
      'ordered_at',
      'paid_cents',
      'current_cents',
      'change_id',
      'changed_at',
    ])
}
