/**
 * Shapes of the delivery reads (issue 36) that the query service answers and the console
 * shows, kept once here so the two cannot drift apart.
 */

/** GET /api/delivery/closed-orders: an open order on a date a closure took away after the order got it. */
export interface ClosedDateOrder {
  orderId: number
  customerId: number
  businessName: string
  deliveryDate: string
  closure: { id: string; from: string; to: string; reason: string }
}

/** A pick list's order of the day that carries a PO number or a note to the warehouse. */
export interface PickListOrderNote {
  orderId: number
  businessName: string
  accountNumber: string
  poNumber: string | null
  note: string | null
}
