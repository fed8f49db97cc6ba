import type { QuantityType, UnitType } from '@provender/events'

/** An order as GET /api/orders and GET /api/orders/{id} answer it (docs/api.md). */
export interface Order {
  id: number
  createdAt: string
  fulfilled: boolean
  fulfilledAt: string | null
  totalPrice: number
  customerId: number
  Customer: OrderCustomer | null
  OrderItems: OrderItem[]
}

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
}

export interface OrderPage {
  rows: Order[]
  count: number
}
