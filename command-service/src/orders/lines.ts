import {
  allowedQuantityTypes,
  formatQuantityLimit,
  invalid,
  lineTotalCents,
  type OrderActor,
  type OrderLine,
  type QuantityType,
  quantityProblem,
} from '@provender/events'
import type { OrderItemRequest, PlaceOrderFacts } from './decide.ts'

/**
 * An order's lines from the items asked for, with the placing rules (price list, units,
 * quantities, a product once). A product already on the order (`kept`) keeps the price and name
 * it was sold at, even if the price list moved since: only what is added is priced today.
 */
export function pricedLines(
  items: readonly OrderItemRequest[],
  kept: readonly OrderLine[],
  facts: PlaceOrderFacts,
  forStaff: boolean,
): OrderLine[] {
  const seen = new Set<string>()
  return items.map((item) => {
    if (seen.has(item.productId)) throw invalid(`Product ${item.productId} appears twice in the order.`)
    seen.add(item.productId)
    const old = kept.find((l) => l.productId === item.productId)
    const { substituteAllowed: wasAllowed, ...line } = old
      ? { ...old }
      : newLine(item.productId, facts, forStaff)
    checkQuantity(line, item.quantityType, item.quantity)
    // Absent on the event means not allowed, so orders that never allow one read as before.
    const allowed = item.substituteAllowed ?? wasAllowed ?? facts.requirements?.substitutesAllowed ?? false
    return {
      ...line,
      ...(allowed ? { substituteAllowed: true } : {}),
      quantityType: item.quantityType,
      quantity: item.quantity,
      lineTotalCents: lineTotalCents(
        line.unitPriceCents,
        item.quantityType,
        item.quantity,
        line.packsPerCase,
      ),
    }
  })
}

/** What a line asks for, without its price: how an order's or a standing order's lines compare. */
type Asked = Pick<OrderLine, 'productId' | 'quantity' | 'quantityType'>

/** The same products in the same amounts and units, in the same order. */
export const sameItems = (a: readonly Asked[], b: readonly Asked[]) =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      l.productId === b[i]?.productId &&
      l.quantity === b[i]?.quantity &&
      l.quantityType === b[i]?.quantityType,
  )

type Priced = Omit<OrderLine, 'quantityType' | 'quantity' | 'lineTotalCents'>

/** A product not on the order yet: on the customer's price list, active, at today's price. */
function newLine(productId: string, { customer, products }: PlaceOrderFacts, forStaff: boolean): Priced {
  const price = Object.hasOwn(customer.prices, productId) ? customer.prices[productId] : undefined
  const product = products.get(productId)
  if (price === undefined || !product || product.status !== 'active') {
    // The spec's words for the customer; staff ordering for a customer read whose list it is.
    throw invalid(`Product ${productId} is not on ${forStaff ? "this customer's" : 'your'} price list.`)
  }
  const { name, unitType, packsPerCase } = product.fields
  return { productId, name, unitType, packsPerCase, unitPriceCents: price }
}

function checkQuantity(line: Priced, quantityType: QuantityType, quantity: number): void {
  const { name } = line
  if (!allowedQuantityTypes(line.unitType, line.packsPerCase).includes(quantityType)) {
    throw invalid(`${name} cannot be ordered by the ${quantityType === 'weight' ? 'pound' : quantityType}.`)
  }
  const problem = quantityProblem(quantityType, quantity)
  if (problem === 'above-limit') {
    const unit = quantityType === 'weight' ? 'lb' : `${quantityType}s`
    throw invalid(`Enter at most ${formatQuantityLimit()} ${unit} for ${name}.`)
  }
  if (problem) {
    throw invalid(
      quantityType === 'weight'
        ? `Enter a weight above 0 lb with at most two decimals for ${name}.`
        : `Enter a whole number above 0 for ${name}.`,
    )
  }
}

/** What every OrderChanged says first: the order, its new lines and their total, who and when. */
export function changedLines(
  order: { id: number; customerId: number },
  lines: OrderLine[],
  changedBy: OrderActor,
  afterCutoff: boolean,
) {
  const totalCents = lines.reduce((total, l) => total + l.lineTotalCents, 0)
  return { orderId: order.id, customerId: order.customerId, lines, totalCents, changedBy, afterCutoff }
}
