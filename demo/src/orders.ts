import {
  decideOrder,
  execute,
  fulfilWithInvoice,
  orderAggregate,
  type ProductState,
} from '@provender/command-service/seeding'
import { DEFAULT_FULFILMENT_TOLERANCE_PERCENT, type QuantityType, streams } from '@provender/events'
import { booksDeps } from './books.ts'
import { by, DAY, type SeedDeps, type SeedTimes } from './context.ts'

type CustomerState = Extract<Parameters<typeof decideOrder>[0], { type: 'PlaceOrder' }>['customer']

export interface OrderingCustomer {
  customerId: number
  /** Its place in the demo's customers: it spreads their orders over different days. */
  index: number
  rep: number
  lines: { productId: string; priceCents: number }[]
  customer: CustomerState
  /** Blue Door (the first customer) phoned its second order in to this rep. */
  phoneRep: { id: number; name: string }
}

/** Items of an order: a few of the customer's lines, weights and counts that vary by order. */
function orderItems(
  products: Map<string, ProductState>,
  lines: OrderingCustomer['lines'],
  k: number,
  orderNumber: number,
) {
  const chosen = lines.filter((_, i) => (i + k) % 4 === 0).slice(0, 5)
  return chosen.map((line, i) => {
    const product = products.get(line.productId)!.fields
    const quantityType: QuantityType =
      product.unitType === 'weight'
        ? 'weight'
        : i % 2 === 0 && (product.packsPerCase ?? 1) > 1
          ? 'case'
          : 'pack'
    const quantity =
      quantityType === 'weight'
        ? Number((5 + ((orderNumber * 7 + i * 3) % 40) + 0.25 * (i % 4)).toFixed(2))
        : 1 + ((orderNumber + i) % 4)
    return { productId: line.productId, quantity, quantityType }
  })
}

/**
 * Past orders over the last three weeks (none for a customer yet to sign in); all but the
 * latest have been delivered. `ordersBefore` counts the demo's orders so far; answers the count after.
 */
export async function seedPastOrders(
  deps: SeedDeps,
  times: SeedTimes,
  products: Map<string, ProductState>,
  c: OrderingCustomer & { firstLogin?: boolean },
  ordersBefore: number,
): Promise<number> {
  const { now, at } = times
  const { index, customerId } = c
  let orderNumber = ordersBefore
  const pastOrders = c.firstLogin ? 0 : 3 + (index % 3)
  for (let k = 0; k < pastOrders; k++) {
    orderNumber++
    const placedAt = new Date(now.getTime() - (21 - k * 4 - index) * DAY - (index * 37 + k * 11) * 60_000)
    const items = orderItems(products, c.lines, k, orderNumber)
    const orderId = await deps.ids.next('order')
    const byPhone = index === 0 && k === 1
    const placedBy = byPhone ? { userId: c.phoneRep.id, name: c.phoneRep.name } : null
    const placedCtx = byPhone ? by(at(placedAt), c.phoneRep.id, 'sales') : at(placedAt)
    const placed = await execute(deps.store, placedCtx, streams.order(orderId), orderAggregate, (s) =>
      decideOrder(
        {
          type: 'PlaceOrder',
          orderId,
          customerId,
          items,
          idempotencyKey: null,
          orderingOpen: true,
          placedBy,
          customer: c.customer,
          products,
        },
        s,
      ),
    )
    if (k === pastOrders - 1) continue
    // Weight lines ship at the weight the scale read: a few percent either side.
    const shipped = items
      .filter((item) => item.quantityType === 'weight')
      .map((item, i) => ({
        productId: item.productId,
        quantity: Math.round(item.quantity * (100 + ((orderNumber + i) % 9) - 4)) / 100,
      }))
    // Delivered the next day: fulfilled as staff do, so each delivery issued its invoice.
    await fulfilWithInvoice(booksDeps(deps), at(new Date(placedAt.getTime() + DAY)), placed.state, {
      type: 'FulfilOrder',
      fulfilledBy: c.rep,
      shipped,
      tolerancePercent: DEFAULT_FULFILMENT_TOLERANCE_PERCENT,
    })
  }
  return orderNumber
}
