/** An order as the read model's row gives it, and as every order answer shows it. */
export interface OrderRow {
  id: number
  customer_id: number
  created_at: Date
  fulfilled: boolean
  fulfilled_at: Date | null
  total: string
  final_total: string | null
  business_name: string
  account_number: string
  sales_user_id: number | null
  rep_first_name: string | null
  rep_last_name: string | null
  placed_by_user_id: number | null
  placed_by_name: string | null
  placed_outside_window: boolean
  shipped_changes: ShippedChanges | null
  delivery_date: string | null
  outside_schedule: boolean
  standing_order_id: string | null
  left_out: LeftOut[] | null
  version: number
  changed_at: Date | null
  changed_by_name: string | null
  cancelled: boolean
  cancelled_at: Date | null
  cancelled_by_name: string | null
  cancel_reason: string | null
  po_number: string | null
  note: string | null
}

/** An order line as pg returns it (numerics as strings) or as json_agg does (as numbers). */
export interface ItemRow {
  id: string | number
  order_id: number
  product_id: string
  product_name: string
  unit_type: 'quantity' | 'weight'
  packs_per_case: number | null
  quantity: string | number
  quantity_type: 'pack' | 'case' | 'weight'
  sell_price: string | number
  line_total: string | number
  substitute_allowed: boolean
}

/** The lines of a fulfilled order that shipped other than ordered, by product (0404). */
type ShippedChanges = Record<string, { quantity: number; lineTotal: number; substitute?: ShippedSubstitute }>

/** What shipped in a short line's place (issue 36), as OrderFulfilled recorded it. */
interface ShippedSubstitute {
  productId: string
  name: string
  quantityType: 'pack' | 'case' | 'weight'
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
}

/** A line a standing order could not place (0405). */
interface LeftOut {
  productId: string
  name: string
  reason: string
  cutTo?: number
}

export const ORDER_COLUMNS = `o.id, o.customer_id, o.created_at, o.fulfilled, o.fulfilled_at, o.total, o.final_total,
  c.business_name, c.account_number, c.sales_user_id, u.first_name as rep_first_name, u.last_name as rep_last_name,
  o.placed_by_user_id, o.placed_by_name, o.placed_outside_window, o.shipped_changes,
  o.delivery_date, o.outside_schedule, o.standing_order_id, o.left_out,
  o.version, o.changed_at, o.changed_by_name, o.cancelled, o.cancelled_at, o.cancelled_by_name, o.cancel_reason,
  o.po_number, o.note`

export type OrderStatus = 'pending' | 'fulfilled' | 'short' | 'cancelled'

export const ORDER_JOINS = `join rm_customers c on c.id = o.customer_id left join rm_users u on u.id = c.sales_user_id`

/**
 * Pending until fulfilled; then 'short' when a pack or case line shipped fewer than ordered, or a
 * line shipped nothing (out of stock). A weight read off the scale within tolerance is not short.
 * A cancelled order says so whatever else it carries (issue 36): it ships nothing.
 */
export function orderStatus(
  row: Pick<OrderRow, 'fulfilled' | 'shipped_changes' | 'cancelled'>,
  items: Pick<ItemRow, 'product_id' | 'quantity' | 'quantity_type'>[],
): OrderStatus {
  if (row.cancelled) return 'cancelled'
  if (!row.fulfilled) return 'pending'
  const changes = row.shipped_changes ?? {}
  const short = items.some((i) => {
    if (!Object.hasOwn(changes, i.product_id)) return false
    const shipped = Number(changes[i.product_id]!.quantity)
    return shipped === 0 || (i.quantity_type !== 'weight' && shipped < Number(i.quantity))
  })
  return short ? 'short' : 'fulfilled'
}

const nullableNumber = (value: string | number | null) => (value === null ? null : Number(value))

export function orderView(row: OrderRow, items: ItemRow[]) {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    fulfilled: row.fulfilled,
    fulfilledAt: row.fulfilled_at?.toISOString() ?? null,
    // The total that counts: the final total once fulfilled, else the estimate. Both are kept.
    totalPrice: Number(row.final_total ?? row.total),
    estimatedTotal: Number(row.total),
    finalTotal: nullableNumber(row.final_total),
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
    // A phone order: the staff member who placed it for the customer; null when the customer did.
    placedBy:
      row.placed_by_user_id !== null ? { id: row.placed_by_user_id, name: row.placed_by_name ?? '' } : null,
    placedOutsideWindow: row.placed_outside_window,
    // Null: not scheduled (no delivery days, or placed before them).
    deliveryDate: row.delivery_date,
    outsideSchedule: row.outside_schedule,
    standingOrderId: row.standing_order_id,
    leftOut: (row.left_out ?? []).map((l) => ({
      productId: l.productId,
      name: l.name,
      reason: l.reason,
      // A limited line placed short says how much was placed (issue 36).
      ...(l.cutTo ? { cutTo: l.cutTo } : {}),
    })),
    // Changes and a cancellation (issue 36): the version a change names, who last changed it and when.
    version: row.version,
    changedAt: row.changed_at?.toISOString() ?? null,
    changedBy: row.changed_by_name,
    cancelled: row.cancelled,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    cancelledBy: row.cancelled_by_name,
    cancelReason: row.cancel_reason,
    // What the order carries beside its lines (issue 36); null: none.
    poNumber: row.po_number,
    note: row.note,
    // The history's row at a glance, from what the page already read (no query per row).
    status: orderStatus(row, items),
    itemCount: items.length,
    OrderItems: items.map((i) => {
      // What shipped and its total at the order's price; null until fulfilled.
      const changes = row.shipped_changes
      const shipped = !row.fulfilled
        ? null
        : changes && Object.hasOwn(changes, i.product_id)
          ? changes[i.product_id]!
          : { quantity: Number(i.quantity), lineTotal: Number(i.line_total) }
      return {
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
        shippedQuantity: shipped === null ? null : Number(shipped.quantity),
        shippedLineTotal: shipped === null ? null : Number(shipped.lineTotal),
        // Issue 36: the customer let a named substitute ship; what did, in the line's place.
        substituteAllowed: i.substitute_allowed,
        substitute: substituteView(shipped && 'substitute' in shipped ? shipped.substitute : undefined),
      }
    }),
  }
}

function substituteView(substitute: ShippedSubstitute | undefined) {
  if (!substitute) return null
  const { productId, name, quantityType, quantity, unitPriceCents, lineTotalCents } = substitute
  return {
    productId,
    name,
    quantityType,
    quantity,
    unitPrice: unitPriceCents / 100,
    lineTotal: lineTotalCents / 100,
  }
}
