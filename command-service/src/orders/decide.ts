import {
  conflict,
  type EventsOf,
  forbidden,
  invalid,
  lineTotalCents,
  maxShippedQuantity,
  notFound,
  type OrderLine,
  type QuantityType,
  type ShippedLine,
  type ShippedProblem,
  shippedProblem,
} from '@provender/events'
import type { ProductState } from '../catalogue/product.ts'
import type { CustomerState } from '../customers/customer.ts'
import type { OrderRequirementsState } from '../orderRequirements/orderRequirements.ts'
import { assertNever, type Decide } from '../shared/aggregate.ts'
import type { StockMap } from '../stock/claims.ts'
import { refuseUnavailable } from '../stock/judge.ts'
import { type CancelOrder, type ChangeOrder, cancelOrder, changeOrder, ORDER_CANCELLED } from './change.ts'
import { isOpenOrder } from './deliverySlot.ts'
import { pricedLines } from './lines.ts'
import { mergeIntoOrder, type SameDateOrder } from './merge.ts'
import { type MoveOrder, moveOrder } from './move.ts'
import type { OrderState } from './order.ts'
import { notesOfNewOrder, type OrderNotesRequest } from './orderNotes.ts'
import {
  NO_SUBSTITUTIONS,
  type SubstituteRequest,
  type SubstitutionFacts,
  sameSubstitute,
  substituteFor,
} from './substitution.ts'

export interface OrderItemRequest {
  productId: string
  quantity: number
  quantityType: QuantityType
  /** Issue 36: a named substitute may ship if the line is short; absent: the customer's default. */
  substituteAllowed?: boolean | undefined
}

/** What an order stream is asked to do; the facts a decision needs were read into the command. */
export type OrderCommand = PlaceOrder | FulfilOrder | MoveOrder | ChangeOrder | CancelOrder

/** An order's one decision: its stream's events for the command, or a refusal. */
export const decideOrder: Decide<'order', OrderCommand, OrderState> = (command, order) => {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, order)
    case 'FulfilOrder':
      return fulfilOrder(command, order)
    case 'MoveOrder':
      return moveOrder(command, order)
    case 'ChangeOrder':
      return changeOrder(command, order)
    case 'CancelOrder':
      return cancelOrder(command, order)
    default:
      return assertNever(command)
  }
}

export interface PlaceOrder extends PlaceOrderFacts {
  type: 'PlaceOrder'
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
  /**
   * The delivery date judged for it (deliveryDateFor, after the window). Absent or null: not
   * scheduled, and the event keeps the shape it had before delivery dates.
   */
  delivery?: { date: string; outsideSchedule: boolean } | null
  /**
   * The open order already holding the delivery date (deliverySlot.ts): the lines are added to it
   * instead of a second order (issue 36). Absent or null: the date is free.
   */
  sameDate?: SameDateOrder | null
  /** Staff keep a second order for the date on purpose; a customer may not. */
  separateOrder?: boolean
  /** The PO number, note and below-minimum confirmation (issue 36); absent: none. */
  notes?: OrderNotesRequest
}

export const SEPARATE_ORDER_STAFF_ONLY = 'Only staff can keep a second order for the same delivery date.'

export interface PlaceOrderFacts {
  customer: CustomerState
  /** The products the items name, as they stand now. */
  products: Map<string, ProductState>
  /** What every order of the customer must carry; absent: nothing (a standing order's placement). */
  requirements?: OrderRequirementsState
  /** Each product's availability and held stock for the date (issue 36); absent: not judged. */
  stock?: StockMap
}

/**
 * Prices and totals come from the customer's negotiated prices at this moment, never
 * from the client; each line keeps the price it was sold at.
 */
function placeOrder(command: PlaceOrder, order: OrderState): EventsOf<'order'>[] {
  if (order.status !== 'new') throw conflict('That order already exists.')
  const { customer } = command
  if (customer.status !== 'active') throw notFound('Customer not found.')
  const { placedBy } = command
  // Only staff may override a closed window, and only once they have confirmed it.
  const overridesWindow = Boolean(placedBy && command.outsideWindowConfirmed)
  if (!command.orderingOpen && !overridesWindow) {
    throw conflict('Ordering is closed right now.', 'ORDERING_CLOSED')
  }
  if (command.items.length === 0) throw invalid('Add at least one item to your order.')
  if (command.separateOrder && !placedBy) throw forbidden(SEPARATE_ORDER_STAFF_ONLY)
  // A cancelled or fulfilled order no longer takes lines: a new order is placed for the date.
  if (command.sameDate && isOpenOrder(command.sameDate.order) && command.delivery && !command.separateOrder) {
    const input = {
      items: command.items,
      idempotencyKey: command.idempotencyKey,
      deliveryDate: command.delivery.date,
      ...(command.notes ? { notes: command.notes } : {}),
    }
    return mergeIntoOrder(input, command.sameDate, command)
  }

  const lines = pricedLines(command.items, [], command, Boolean(placedBy))
  refuseUnavailable(lines, [], command.stock)
  const totalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0)
  const notes = notesOfNewOrder(command.notes, command.requirements, totalCents, Boolean(placedBy))

  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId: command.orderId,
        customerId: customer.id,
        salesUserId: customer.salesUserId,
        lines,
        totalCents,
        idempotencyKey: command.idempotencyKey,
        // A customer's own order keeps the original shape; a phone order says who and when.
        ...(placedBy
          ? {
              placedBy: { userId: placedBy.userId, name: placedBy.name },
              placedOutsideWindow: !command.orderingOpen,
            }
          : {}),
        ...(command.delivery
          ? { deliveryDate: command.delivery.date, outsideSchedule: command.delivery.outsideSchedule }
          : {}),
        ...notes,
      },
    },
  ]
}

/** One line as the fulfil request names it: by its product (unique within an order). */
export interface ShippedRequest {
  productId: string
  quantity: number
  /** A named substitute shipped for this short line (issue 36). */
  substitute?: SubstituteRequest | undefined
}

export interface FulfilOrder extends FulfilOrderFacts {
  type: 'FulfilOrder'
  fulfilledBy: number
  /** What shipped, for the lines it names; the others shipped as ordered. Null: every line as ordered. */
  shipped: ShippedRequest[] | null
}

export interface FulfilOrderFacts {
  /** How far over the ordered weight a weight line may ship (the admin's setting, else the default). */
  tolerancePercent: number
  /** The named substitutes and their prices, for the substitutes a request ships; absent: none. */
  substitutions?: SubstitutionFacts
}

const unitName = (quantityType: QuantityType) => (quantityType === 'weight' ? 'lb' : `${quantityType}s`)

/** The shipped amount of every line, checked; refuses the whole request at the first bad line. */
function shippedLines(
  order: OrderState,
  requested: ShippedRequest[] | null,
  tolerancePercent: number,
  substitutions: SubstitutionFacts = NO_SUBSTITUTIONS,
) {
  const byProduct = new Map<string, number>()
  const substitutes = new Map<string, SubstituteRequest>()
  for (const line of requested ?? []) {
    if (!order.lines.some((l) => l.productId === line.productId)) {
      throw invalid(`Order ${order.id} has no line for product ${line.productId}.`, [], 'UNKNOWN_LINE')
    }
    if (byProduct.has(line.productId)) {
      throw invalid(`Product ${line.productId} appears twice in the shipped lines.`, [], 'DUPLICATE_LINE')
    }
    byProduct.set(line.productId, line.quantity)
    if (line.substitute) substitutes.set(line.productId, line.substitute)
  }
  return order.lines.map((line): ShippedLine => {
    const quantity = byProduct.get(line.productId) ?? line.quantity
    const problem = shippedProblem(line.quantityType, line.quantity, quantity, tolerancePercent)
    if (problem) throw shippedRefusal(problem, line, quantity, tolerancePercent)
    const asked = substitutes.get(line.productId)
    return {
      productId: line.productId,
      quantity,
      // At the order's own price, never today's.
      lineTotalCents: lineTotalCents(line.unitPriceCents, line.quantityType, quantity, line.packsPerCase),
      ...(asked ? { substitute: substituteFor(line, quantity, asked, substitutions) } : {}),
    }
  })
}

function shippedRefusal(
  problem: ShippedProblem,
  line: OrderLine,
  quantity: number,
  tolerancePercent: number,
) {
  const { name, quantityType } = line
  const unit = unitName(quantityType)
  switch (problem) {
    case 'negative':
      return invalid(`Enter 0 ${unit} or more for ${name}.`, [], 'INVALID_QUANTITY')
    case 'too-many-decimals':
      return invalid(`Enter the weight of ${name} with at most two decimals.`, [], 'INVALID_QUANTITY')
    case 'not-whole':
      return invalid(`Enter a whole number of ${unit} for ${name}.`, [], 'INVALID_QUANTITY')
    case 'more-than-ordered':
      return invalid(
        `${name}: at most ${line.quantity} ${unit} can ship, the amount ordered.`,
        [],
        'MORE_THAN_ORDERED',
      )
    case 'over-tolerance': {
      const most = maxShippedQuantity(quantityType, line.quantity, tolerancePercent).toFixed(2)
      return invalid(
        `${name}: ${quantity} lb is more than ${tolerancePercent}% over the ${line.quantity} lb ordered; at most ${most} lb can ship.`,
        [],
        'OVER_TOLERANCE',
      )
    }
    default:
      return assertNever(problem)
  }
}

const sameAmounts = (a: ShippedLine[], b: ShippedLine[]) =>
  a.length === b.length &&
  a.every(
    (line, i) =>
      line.productId === b[i]?.productId &&
      line.quantity === b[i]?.quantity &&
      sameSubstitute(line.substitute, b[i]?.substitute),
  )

/**
 * Fulfilment settles the order: what shipped per line and the final total at the order's
 * prices, in one event (all or nothing). Fulfilling again answers with what was recorded: a
 * repeat without amounts, or with the recorded ones, appends nothing; other amounts are refused.
 */
function fulfilOrder(command: FulfilOrder, order: OrderState): EventsOf<'order'>[] {
  if (order.status !== 'placed') throw notFound('Order not found.')
  if (order.cancelled) throw conflict(ORDER_CANCELLED, 'ORDER_CANCELLED')
  if (order.fulfilled) {
    if (command.shipped === null) return []
    // The tolerance may have changed since: a repeat is judged against what was recorded.
    const repeated = shippedLines(order, command.shipped, Number.POSITIVE_INFINITY, command.substitutions)
    if (order.shipped && sameAmounts(repeated, order.shipped)) return []
    throw conflict('This order was already fulfilled with other amounts.', 'ALREADY_FULFILLED')
  }
  const shipped = shippedLines(order, command.shipped, command.tolerancePercent, command.substitutions)
  const substituted = shipped.reduce((sum, l) => sum + (l.substitute?.lineTotalCents ?? 0), 0)
  return [
    {
      type: 'OrderFulfilled',
      data: {
        orderId: order.id,
        fulfilledBy: command.fulfilledBy,
        shipped,
        finalTotalCents: shipped.reduce((sum, l) => sum + l.lineTotalCents, 0) + substituted,
      },
    },
  ]
}
