import type { QuantityType, UnitType } from '@provender/events'
import type { OrderChangeFields, StoredOrderNotes } from '@provender/web-shared/ordering/types.ts'

/** An order as GET /api/orders and GET /api/orders/{id} answer it (docs/api.md). */
export interface Order extends OrderChangeFields, StoredOrderNotes {
  id: number
  createdAt: string
  fulfilled: boolean
  fulfilledAt: string | null
  /** The total that counts: the final total once fulfilled, else the estimate. */
  totalPrice: number
  /** The total at the ordered amounts; kept after fulfilment. */
  estimatedTotal?: number
  /** The total of what shipped, at the order's prices; null until fulfilled. */
  finalTotal?: number | null
  customerId: number
  Customer: OrderCustomer | null
  OrderItems: OrderItem[]
  /** A phone order: the staff member who placed it for the customer; null when the customer did. */
  placedBy?: { id: number; name: string } | null
  /** Staff placed it while the customer's ordering window was closed (after confirming). */
  placedOutsideWindow?: boolean
  /** Issue 25: the calendar date it ships (YYYY-MM-DD); null for an order that is not scheduled. */
  deliveryDate?: string | null
  /** Staff placed or moved it to a date off the customer's schedule (after confirming). */
  outsideSchedule?: boolean
  /** Placed by a standing order. */
  standingOrderId?: string | null
  /** Lines a standing order could not place (a product deleted or no longer available). */
  leftOut?: { productId: string; name: string; reason: string; cutTo?: number }[]
  status?: OrderStatus
}

/** An order's state at a glance (GET /api/orders): cancelled first, whatever else it carries. */
export type OrderStatus = 'pending' | 'fulfilled' | 'short' | 'cancelled'

export interface OrderCustomer {
  id: number
  businessName: string
  accountNumber: string
  SalesUser: { id: number; firstName: string; lastName: string } | null
}

export interface OrderItem {
  id: number
  productId: string
  Product: { name: string; unitType: UnitType; packsPerCase: number | null } | null
  productName?: string
  sellPrice: number
  price?: number
  quantity: number
  quantityType: QuantityType
  lineTotal: number
  /** What shipped (0 when out of stock) and its total; null until fulfilled. */
  shippedQuantity?: number | null
  shippedLineTotal?: number | null
  /** Issue 36: the customer let a named substitute ship; what shipped in the line's place. */
  substituteAllowed?: boolean
  substitute?: ShippedSubstitute | null
}

export interface ShippedSubstitute {
  productId: string
  name: string
  quantityType: QuantityType
  quantity: number
  unitPrice: number
  lineTotal: number
}

/** One line of the fulfil request: what shipped of the product (docs/api.md). */
export interface ShippedAmount {
  productId: string
  quantity: number
  /** A named substitute for a short line; the server prices it. */
  substitute?: { productId: string; quantityType: QuantityType; quantity: number }
}

/**
 * What a change or a cancel names besides its own fields (PUT /api/orders/{id}, POST …/cancel):
 * the version it was made on, and staff's confirmation after the customer's cut-off.
 */
export interface OrderEditFields {
  version?: number
  afterCutoff?: boolean
  /** A change only: staff accept the order below the customer's minimum (after the server asked). */
  belowMinimum?: boolean
}

/** The order's lines as they should now be: every line (one left out is removed). */
export interface OrderChange extends OrderEditFields {
  /** Issue 36: each line's Substitute OK; absent, a kept line keeps its choice, an added one the default. */
  items: { productId: string; quantity: number; quantityType: QuantityType; substituteAllowed?: boolean }[]
}

export interface OrderCancel extends OrderEditFields {
  reason?: string
}

/** What a change or a cancel answers: the order's new version and lines. */
export interface EditedOrder {
  id: number
  version: number
  cancelled: boolean
  totalPrice: number
}

export interface OrderPage {
  rows: Order[]
  count: number
}

/** What POST /api/customers/{id}/orders answers (docs/api.md, phone orders). */
export interface PlacedPhoneOrder {
  id: number
  createdAt: string
  totalPrice: number
  placedBy?: { id: number; name: string }
  placedOutsideWindow?: boolean
  deliveryDate?: string | null
  outsideSchedule?: boolean
  /** Issue 36: the date already had an open order for the customer, which took the lines (200). */
  mergedInto?: number
  poNumber?: string | null
  note?: string | null
}
