import { fromCents, type QuantityType } from '@provender/events'
import type { Knex } from 'knex'
import { rankUsualItems } from './rule.ts'

interface ItemRow {
  product_id: string
  name: string
  order_count: number
  last_ordered_at: Date
  last_quantity: string
  last_quantity_type: QuantityType
  largest_base_quantity: string
}

interface LineRow {
  order_id: number
  ordered_at: Date
  product_id: string
  name: string
  quantity: string
  quantity_type: QuantityType
  unit_price_cents: string
}

/**
 * The order guide of one customer: its usual items, ranked (rule.ts), and its last order's
 * lines at the prices they were sold at. Names are the catalogue's now, else the name sold.
 * Two range scans of the customer's primary keys; the catalogue by its key.
 */
export async function usualItemsOf(knex: Knex, customerId: number) {
  const items = await knex('rm_usual_items as u')
    .leftJoin('rm_products as p', 'p.id', 'u.product_id')
    .where('u.customer_id', customerId)
    .select<ItemRow[]>(
      'u.product_id',
      knex.raw('coalesce(p.name, u.name) as name'),
      'u.order_count',
      'u.last_ordered_at',
      'u.last_quantity',
      'u.last_quantity_type',
      'u.largest_base_quantity',
    )
  const lines = await knex('rm_usual_lines as l')
    .leftJoin('rm_products as p', 'p.id', 'l.product_id')
    .where('l.customer_id', customerId)
    .orderBy([
      { column: 'l.ordered_at', order: 'desc' },
      { column: 'l.order_id', order: 'desc' },
      { column: 'l.line_no', order: 'asc' },
    ])
    .select<LineRow[]>(
      'l.order_id',
      'l.ordered_at',
      'l.product_id',
      knex.raw('coalesce(p.name, l.name) as name'),
      'l.quantity',
      'l.quantity_type',
      'l.unit_price_cents',
    )
  const ranked = rankUsualItems(
    items.map((r) => ({ ...r, productId: r.product_id, lastOrderedAt: r.last_ordered_at.toISOString() })),
    lines.map((l) => ({ orderId: l.order_id, productId: l.product_id })),
  )
  const last = lines[0]
  return {
    items: ranked.map((r) => ({
      productId: r.productId,
      name: r.name,
      lastQuantity: Number(r.last_quantity),
      lastQuantityType: r.last_quantity_type,
      largestBaseQuantity: Number(r.largest_base_quantity),
      orderCount: r.order_count,
      lastOrderedAt: r.lastOrderedAt,
    })),
    lastOrder: last
      ? {
          id: last.order_id,
          createdAt: last.ordered_at.toISOString(),
          items: lines
            .filter((l) => l.order_id === last.order_id)
            .map((l) => ({
              productId: l.product_id,
              name: l.name,
              quantity: Number(l.quantity),
              quantityType: l.quantity_type,
              unitPrice: fromCents(Number(l.unit_price_cents)),
            })),
        }
      : null,
  }
}
