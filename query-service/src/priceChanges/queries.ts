import { fromCents, type QuantityType } from '@provender/events'
import type { Knex } from 'knex'
import type { Viewer } from '../http/session.ts'

interface ChangeRow {
  customer_id: number
  product_id: string
  name: string
  quantity_type: QuantityType
  order_id: number
  ordered_at: Date
  paid_cents: string
  current_cents: string
  change_id: string
  changed_at: Date
  dismissed_change_id: string | null
}

/** One price change as the apps show it: prices per the unit the customer last bought. */
export interface PriceChangeView {
  id: string
  productId: string
  productName: string
  quantityType: QuantityType
  oldPrice: number
  newPrice: number
  /** newPrice - oldPrice: above 0 when the price went up. */
  difference: number
  orderId: number
  orderedAt: string
  changedAt: string
  dismissed: boolean
}

function changeView(row: ChangeRow): PriceChangeView {
  const paid = Number(row.paid_cents)
  const current = Number(row.current_cents)
  return {
    id: row.change_id,
    productId: row.product_id,
    productName: row.name,
    quantityType: row.quantity_type,
    oldPrice: fromCents(paid),
    newPrice: fromCents(current),
    difference: fromCents(current - paid),
    orderId: row.order_id,
    orderedAt: new Date(row.ordered_at).toISOString(),
    changedAt: new Date(row.changed_at).toISOString(),
    dismissed: row.dismissed_change_id === row.change_id,
  }
}

/** The changes in force: a price now that differs from the one last paid. */
function changesInForce(knex: Knex) {
  return knex('rm_price_changes as c')
    .join('rm_price_defaults as d', 'd.product_id', 'c.product_id')
    .whereNotNull('c.change_id')
    .whereRaw('c.current_cents <> c.paid_cents')
    .select('c.*', 'd.name')
}

/** A customer's own changes, not dismissed, the latest first. */
export async function customerPriceChanges(knex: Knex, customerId: number): Promise<PriceChangeView[]> {
  const rows: ChangeRow[] = await changesInForce(knex)
    .where('c.customer_id', customerId)
    .whereRaw('c.change_id is distinct from c.dismissed_change_id')
    .orderBy([{ column: 'c.changed_at', order: 'desc' }, 'd.name', 'c.product_id'])
  return rows.map(changeView)
}

export interface CustomerPriceChanges {
  customerId: number
  businessName: string
  /** Sum of the differences: what one of each product the customer last bought costs more (or less). */
  totalDifference: number
  changes: PriceChangeView[]
}

/**
 * The customers whose prices changed since `since` (admins and auditors: all; a rep: its own),
 * each with its changes, dismissed ones included: a customer's dismissal is its own view.
 */
export async function recentPriceChanges(
  knex: Knex,
  who: Viewer,
  since: Date,
): Promise<CustomerPriceChanges[]> {
  const query = changesInForce(knex)
    .join('rm_customers as rc', 'rc.id', 'c.customer_id')
    .where('c.changed_at', '>=', since.toISOString())
    .select('rc.business_name')
    .orderBy([
      { column: 'rc.business_name' },
      'c.customer_id',
      { column: 'c.changed_at', order: 'desc' },
      'd.name',
    ])
  if (who.role === 'sales') query.where('rc.sales_user_id', who.id)
  const rows: (ChangeRow & { business_name: string })[] = await query
  const byCustomer = new Map<number, CustomerPriceChanges>()
  for (const row of rows) {
    let entry = byCustomer.get(row.customer_id)
    if (!entry) {
      entry = {
        customerId: row.customer_id,
        businessName: row.business_name,
        totalDifference: 0,
        changes: [],
      }
      byCustomer.set(row.customer_id, entry)
    }
    entry.changes.push(changeView(row))
  }
  for (const entry of byCustomer.values()) {
    const cents = entry.changes.reduce((sum, c) => sum + Math.round(c.difference * 100), 0)
    entry.totalDifference = fromCents(cents)
  }
  return [...byCustomer.values()]
}
