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

/**
 * One move of a customer's price, as the apps show it: its effective price before and after, per the unit it last
 * bought; `dismissed` when the customer dismissed that change.
 */
export interface StaffPriceChangeView {
  id: string
  productId: string
  productName: string
  quantityType: QuantityType
  oldPrice: number
  newPrice: number
  /** newPrice - oldPrice: above 0 when the price went up. */
  difference: number
  changedAt: string
  dismissed: boolean
}

/** A change as its customer sees it, with the order whose price it moved away from. */
export interface PriceChangeView extends StaffPriceChangeView {
  orderId: number
  orderedAt: string
}

interface MoveFacts {
  change_id: string
  product_id: string
  name: string
  quantity_type: QuantityType
  changed_at: Date
}

function priceMove(row: MoveFacts, beforeCents: string, afterCents: string, dismissed: boolean) {
  const before = Number(beforeCents)
  const after = Number(afterCents)
  return {
    id: row.change_id,
    productId: row.product_id,
    productName: row.name,
    quantityType: row.quantity_type,
    oldPrice: fromCents(before),
    newPrice: fromCents(after),
    difference: fromCents(after - before),
    changedAt: new Date(row.changed_at).toISOString(),
    dismissed,
  }
}

function changeView(row: ChangeRow): PriceChangeView {
  return {
    ...priceMove(row, row.paid_cents, row.current_cents, row.dismissed_change_id === row.change_id),
    orderId: row.order_id,
    orderedAt: new Date(row.ordered_at).toISOString(),
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

/** One row of rm_price_moves with its product's name, as the staff list and the digest read it. */
export interface PriceMoveRow {
  customer_id: number
  product_id: string
  name: string
  change_id: string
  quantity_type: QuantityType
  old_cents: string
  new_cents: string
  changed_at: Date
}

interface MoveRow extends PriceMoveRow {
  business_name: string
  dismissed: boolean
}

function moveView(row: MoveRow): StaffPriceChangeView {
  return priceMove(row, row.old_cents, row.new_cents, row.dismissed)
}

export interface CustomerPriceChanges {
  customerId: number
  businessName: string
  /** Sum of the differences: how far the window moved one of each product the customer buys. */
  totalDifference: number
  changes: StaffPriceChangeView[]
}

/**
 * The customers whose prices moved since `since` (admins and auditors: all; a rep: its own),
 * each with every move in that window, whether or not the customer ordered since, and the
 * ones it dismissed marked: a customer's dismissal is its own view.
 */
export async function recentPriceChanges(
  knex: Knex,
  who: Pick<Viewer, 'id' | 'role'>,
  since: Date,
): Promise<CustomerPriceChanges[]> {
  const query = knex('rm_price_moves as m')
    .join('rm_price_defaults as d', 'd.product_id', 'm.product_id')
    .join('rm_customers as rc', 'rc.id', 'm.customer_id')
    .where('m.changed_at', '>=', since.toISOString())
    .select('m.*', 'd.name', 'rc.business_name')
    .orderBy([
      { column: 'rc.business_name' },
      'm.customer_id',
      { column: 'm.changed_at', order: 'desc' },
      'd.name',
      'm.change_id',
    ])
  if (who.role === 'sales') query.where('rc.sales_user_id', who.id)
  const rows: MoveRow[] = await query
  const byCustomer = new Map<number, CustomerPriceChanges & { cents: number }>()
  for (const row of rows) {
    let entry = byCustomer.get(row.customer_id)
    if (!entry) {
      entry = {
        customerId: row.customer_id,
        businessName: row.business_name,
        totalDifference: 0,
        changes: [],
        cents: 0,
      }
      byCustomer.set(row.customer_id, entry)
    }
    entry.changes.push(moveView(row))
    entry.cents += Number(row.new_cents) - Number(row.old_cents)
  }
  return [...byCustomer.values()].map(({ cents, ...entry }) => ({
    ...entry,
    totalDifference: fromCents(cents),
  }))
}
