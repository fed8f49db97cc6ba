import type { Availability, QuantityType } from '@provender/events'

/** One line of GET /api/customers/{id}/products (docs/api.md). */
export interface CustomerProduct {
  id: string
  productId?: string
  name: string
  description: string | null
  /** Spec 3: anything but 'weight' is ordered by pack (and case). */
  unitType: string
  packsPerCase: number | null
  categoryId: number | null
  category: string | null
  defaultPrice?: number
  price: number
  sellPrice?: number
  favorite?: boolean
  /** A soft limit staff set, in the product's base unit (lb, or packs); above it the guide asks first. */
  warnAbove?: number | null
  /** Issue 36: available, limited or out of stock; absent (an older answer): available. */
  availability?: Availability
}

/** What POST /api/orders takes per line. */
export interface OrderItemDraft {
  productId: string
  quantity: number
  quantityType: QuantityType
}

/** The answer of POST /api/orders (docs/api.md: 201 { id, createdAt, items, totalPrice }). */
export interface PlacedOrder {
  id: number
  createdAt: string
  totalPrice?: number
  /** The delivery date (YYYY-MM-DD); null or absent: not scheduled (issue 25). */
  deliveryDate?: string | null
  /** Staff placed it for a date the schedule refuses. */
  outsideSchedule?: boolean
  /**
   * Issue 36: the date already had an open order, which took these lines (answer 200). `id`,
   * `items` and `totalPrice` are that order's as it now stands; `addedItems` what this added.
   */
  mergedInto?: number
  addedItems?: { productId: string; quantity: number; quantityType: QuantityType }[]
  items?: {
    productId: string
    name?: string
    quantity: number
    quantityType: QuantityType
    lineTotal?: number
  }[]
}

/** Issue 36: what an order answer (GET /api/orders…) says of its changes and cancellation. */
export interface OrderChangeFields {
  /** How many times its lines were changed; a change or a cancel sends it back. */
  version?: number
  /** When and by whom its lines were last changed; null: never. */
  changedAt?: string | null
  changedBy?: string | null
  cancelled?: boolean
  cancelledAt?: string | null
  cancelledBy?: string | null
  /** Why it was cancelled; empty or null: no reason given. */
  cancelReason?: string | null
}

/** Issue 36: what an order carries beside its lines, as order reads answer it; null: none. */
export interface StoredOrderNotes {
  poNumber?: string | null
  note?: string | null
}
