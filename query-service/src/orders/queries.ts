import type { Knex } from 'knex'

export const ORDER_SORT_FIELDS = ['createdAt', 'id', 'customer', 'salesRep'] as const
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number]

export interface OrderListFilter {
  fulfilled?: boolean
  customerId?: number
  /** Only the orders of customers this rep owns now. */
  salesUserId?: number
  search?: string
  sortField: OrderSortField
  sortOrder: 'ASC' | 'DESC'
  limit: number
  offset: number
}

interface OrderRow {
  id: number
  customer_id: number
  created_at: Date
  fulfilled: boolean
  fulfilled_at: Date | null
  total: string
  business_name: string
  account_number: string
  sales_user_id: number | null
  rep_first_name: string | null
  rep_last_name: string | null
}

interface ItemRow {
  id: string
  order_id: number
  product_id: string
  product_name: string
  unit_type: 'quantity' | 'weight'
  packs_per_case: number | null
  quantity: string
  quantity_type: 'pack' | 'case' | 'weight'
  sell_price: string
  line_total: string
}

const sortColumns: Record<OrderSortField, string> = {
  createdAt: 'o.created_at',
  id: 'o.id',
  customer: 'lower(c.business_name)',
  salesRep: "lower(coalesce(u.first_name || ' ' || u.last_name, ''))",
}

const ORDER_COLUMNS = [
  'o.id',
  'o.customer_id',
  'o.created_at',
  'o.fulfilled',
  'o.fulfilled_at',
  'o.total',
  'c.business_name',
  'c.account_number',
  'c.sales_user_id',
  'u.first_name as rep_first_name',
  'u.last_name as rep_last_name',
]

function baseQuery(
  knex: Knex,
  filter: Omit<OrderListFilter, 'sortField' | 'sortOrder' | 'limit' | 'offset'>,
) {
  const q = knex('rm_orders as o')
    .join('rm_customers as c', 'c.id', 'o.customer_id')
    .leftJoin('rm_users as u', 'u.id', 'c.sales_user_id')
  if (filter.fulfilled !== undefined) q.where('o.fulfilled', filter.fulfilled)
  if (filter.customerId !== undefined) q.where('o.customer_id', filter.customerId)
  if (filter.salesUserId !== undefined) q.where('c.sales_user_id', filter.salesUserId)
  const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean)
  // Every typed word must match one of: order number, business, account number, rep name.
  for (const word of words) {
    const like = `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    q.where((w) => {
      w.whereRaw('o.id::text = ?', [word.replace(/^#/, '')])
        .orWhereILike('c.business_name', like)
        .orWhereILike('c.account_number', like)
        .orWhereRaw("coalesce(u.first_name || ' ' || u.last_name, '') ilike ?", [like])
    })
  }
  return q
}

export async function listOrders(knex: Knex, filter: OrderListFilter) {
  const [counted] = await baseQuery(knex, filter).count<{ count: string }[]>({ count: '*' })
  const rows = await baseQuery(knex, filter)
    .select<OrderRow[]>(ORDER_COLUMNS)
    .orderByRaw(`${sortColumns[filter.sortField]} ${filter.sortOrder}, o.id ${filter.sortOrder}`)
    .limit(filter.limit)
    .offset(filter.offset)
  const items = await itemsOf(
    knex,
    rows.map((r) => r.id),
  )
  return { rows: rows.map((r) => orderView(r, items.get(r.id) ?? [])), count: Number(counted?.count ?? 0) }
}

export async function findOrder(knex: Knex, id: number) {
  const row = await baseQuery(knex, {}).where('o.id', id).first<OrderRow | undefined>(ORDER_COLUMNS)
  if (!row) return null
  const items = await itemsOf(knex, [id])
  return orderView(row, items.get(id) ?? [])
}

/** One query for the items of a whole page of orders: no N+1. */
async function itemsOf(knex: Knex, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await knex('rm_order_items')
    .whereIn('order_id', orderIds)
    .orderBy(['order_id', 'line_no'])
    .select<ItemRow[]>()
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row])
  return byOrder
}

function orderView(row: OrderRow, items: ItemRow[]) {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    fulfilled: row.fulfilled,
    fulfilledAt: row.fulfilled_at?.toISOString() ?? null,
    totalPrice: Number(row.total),
    customerId: row.customer_id,
    Customer: {
      id: row.customer_id,
      businessName: row.business_name,
      accountNumber: row.account_number,
      SalesUser:
        row.sales_user_id && row.rep_first_name !== null
          ? { id: row.sales_user_id, firstName: row.rep_first_name, lastName: row.rep_last_name ?? '' }
          : null,
    },
    OrderItems: items.map((i) => ({
      id: Number(i.id),
      productId: i.product_id,
      Product: { name: i.product_name, unitType: i.unit_type, packsPerCase: i.packs_per_case },
      productName: i.product_name,
      productUnitType: i.unit_type,
      sellPrice: Number(i.sell_price),
      price: Number(i.sell_price),
      quantity: Number(i.quantity),
      quantityType: i.quantity_type,
      lineTotal: Number(i.line_total),
    })),
  }
}
