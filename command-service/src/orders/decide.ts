import {
  allowedQuantityTypes,
  type DomainEvent,
  formatQuantityLimit,
  lineTotalCents,
  type OrderLine,
  type QuantityType,
  quantityProblem,
} from '@provender/events'
import { conflict, invalid, notFound } from '@provender/events/server'
import type { ProductState } from '../catalogue/product.ts'
import type { CustomerState } from '../customers/customer.ts'
import type { OrderState } from './order.ts'

export interface OrderItemRequest {
  productId: string
  quantity: number
  quantityType: QuantityType
}

export interface PlaceOrder {
  orderId: number
  customerId: number
  items: OrderItemRequest[]
  idempotencyKey: string | null
  /** Whether the customer's effective ordering window is open at the command's time. */
  orderingOpen: boolean
  /** The staff member placing it for the customer (a phone order); absent: the customer itself. */
  placedBy?: { userId: number; name: string } | null
  /** Staff confirmed placing it even though the customer's ordering window is closed. */
  outsideWindowConfirmed?: boolean
}

export interface PlaceOrderFacts {
  customer: CustomerState
  /** The products the items name, as they stand now. */
  products: Map<string, ProductState>
}

/**
 * Prices and totals come from the customer's negotiated prices at this moment, never
 * from the client; each line keeps the price it was sold at.
 */
export function decidePlaceOrder(
  command: PlaceOrder,
  order: OrderState,
  facts: PlaceOrderFacts,
): DomainEvent[] {
  if (order.status !== 'new') throw conflict('That order already exists.')
  const { customer } = facts
  if (customer.status !== 'active') throw notFound('Customer not found.')
  const { placedBy } = command
  // Only staff may override a closed window, and only once they have confirmed it.
  const overridesWindow = Boolean(placedBy && command.outsideWindowConfirmed)
  if (!command.orderingOpen && !overridesWindow) {
    throw conflict('Ordering is closed right now.', 'ORDERING_CLOSED')
  }
  if (command.items.length === 0) throw invalid('Add at least one item to your order.')

  const seen = new Set<string>()
  const lines: OrderLine[] = command.items.map((item) => {
    if (seen.has(item.productId)) throw invalid(`Product ${item.productId} appears twice in the order.`)
    seen.add(item.productId)
    const price = Object.hasOwn(customer.prices, item.productId) ? customer.prices[item.productId] : undefined
    const product = facts.products.get(item.productId)
    if (price === undefined || !product || product.status !== 'active') {
      throw invalid(`Product ${item.productId} is not on your price list.`)
    }
    const { name, unitType, packsPerCase } = product.fields
    if (!allowedQuantityTypes(unitType, packsPerCase).includes(item.quantityType)) {
      throw invalid(
        `${name} cannot be ordered by the ${item.quantityType === 'weight' ? 'pound' : item.quantityType}.`,
      )
    }
    const problem = quantityProblem(item.quantityType, item.quantity)
    if (problem === 'above-limit') {
      const unit = item.quantityType === 'weight' ? 'lb' : `${item.quantityType}s`
      throw invalid(`Enter at most ${formatQuantityLimit()} ${unit} for ${name}.`)
    }
    if (problem) {
      throw invalid(
        item.quantityType === 'weight'
          ? `Enter a weight above 0 lb with at most two decimals for ${name}.`
          : `Enter a whole number above 0 for ${name}.`,
      )
    }
    return {
      productId: item.productId,
      name,
      unitType,
      packsPerCase,
      quantityType: item.quantityType,
      quantity: item.quantity,
      unitPriceCents: price,
      lineTotalCents: lineTotalCents(price, item.quantityType, item.quantity, packsPerCase),
    }
  })

  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId: command.orderId,
        customerId: customer.id,
        salesUserId: customer.salesUserId,
        lines,
        totalCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
        idempotencyKey: command.idempotencyKey,
        // A customer's own order keeps the original shape; a phone order says who and when.
        ...(placedBy
          ? {
              placedBy: { userId: placedBy.userId, name: placedBy.name },
              placedOutsideWindow: !command.orderingOpen,
            }
          : {}),
      },
    },
  ]
}

export function decideFulfilOrder(command: { fulfilledBy: number }, order: OrderState): DomainEvent[] {
  if (order.status !== 'placed') throw notFound('Order not found.')
  if (order.fulfilled) return []
  return [{ type: 'OrderFulfilled', data: { orderId: order.id, fulfilledBy: command.fulfilledBy } }]
}
