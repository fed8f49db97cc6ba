import {
  addDays,
  allowedQuantityTypes,
  type ClosureSpan,
  type DeliveryDay,
  type EventData,
  type EventsOf,
  inStandingWeek,
  type RecordedEvent,
  type StandingDate,
  type StandingLine,
  standingDates,
  wallClock,
} from '@provender/events'
import type { ProductState } from '../catalogue/product.ts'
import type { CustomerState } from '../customers/customer.ts'
import { NO_REQUIREMENTS } from '../orderRequirements/orderRequirements.ts'
import { decideOrder } from '../orders/decide.ts'
import { isOpenOrder } from '../orders/deliverySlot.ts'
import { mergeIntoOrder } from '../orders/merge.ts'
import { type OrderState, orderAggregate } from '../orders/order.ts'
import { type MissedReason, type StandingOrderState, standingAt } from './standingOrder.ts'

/** How far back the placer looks for a cut-off it has not handled (a restart after a long stop). */
export const LOOK_BACK_DAYS = 31
/** A cut-off is at most 14 days before its delivery: dates further ahead cannot be due. */
const LOOK_AHEAD_DAYS = 15

/**
 * The dates of a standing order due now: a cut-off passed (within LOOK_BACK_DAYS) and neither
 * placed nor missed yet (by its key: a date a closure moved is handled once, where it moved to),
 * oldest first. Whether each is placed is `placementFor`'s decision.
 */
export function dueDates(
  state: StandingOrderState,
  schedule: readonly DeliveryDay[] | null,
  closures: readonly ClosureSpan[],
  now: Date,
  timeZone: string,
): StandingDate[] {
  if (state.status === 'new' || !schedule) return []
  const today = wallClock(now, timeZone).date
  return standingDates(
    state,
    schedule,
    closures,
    timeZone,
    addDays(today, -LOOK_BACK_DAYS),
    addDays(today, LOOK_AHEAD_DAYS),
  ).filter((d) => d.cutoff.getTime() <= now.getTime() && !state.handled[d.key])
}

export type LeftOut = NonNullable<EventData<'OrderPlaced'>['standing']>['leftOut'][number]

/** What becomes of one due date. */
export type Placement =
  | { kind: 'place'; lines: StandingLine[]; leftOut: LeftOut[] }
  | { kind: 'miss'; reason: MissedReason }
  /** Not due after all: paused, cancelled or skipped at its cut-off, or not yet created then. */
  | { kind: 'none' }

export interface PlacementFacts {
  customer: CustomerState
  products: ReadonlyMap<string, ProductState>
  now: Date
  timeZone: string
  /** The customer's substitute default (its order requirements, issue 36); absent: not allowed. */
  substitutesAllowed?: boolean
}

/**
 * A due date's fate, from the standing order as it stood at the cut-off: placed with the lines
 * still orderable (the others left out, saying why), or missed when the customer is gone, the
 * delivery date has passed, or nothing is left to order.
 */
export function placementFor(
  date: StandingDate,
  events: readonly RecordedEvent[],
  facts: PlacementFacts,
): Placement {
  const at = standingAt(events, date.cutoff)
  if (
    at.status !== 'active' ||
    at.skipped[date.key] ||
    !inStandingWeek(date.key, at.startsOn, at.everyWeeks)
  ) {
    return { kind: 'none' }
  }
  if (facts.customer.status !== 'active') return { kind: 'miss', reason: 'customer-deleted' }
  if (date.date < wallClock(facts.now, facts.timeZone).date) return { kind: 'miss', reason: 'too-late' }
  const lines: StandingLine[] = []
  const leftOut: LeftOut[] = []
  for (const line of at.edited[date.key] ?? at.lines) {
    const reason = leftOutReason(line, facts)
    if (!reason) lines.push(line)
    else leftOut.push({ productId: line.productId, name: nameOf(line.productId, facts.products), reason })
  }
  return lines.length ? { kind: 'place', lines, leftOut } : { kind: 'miss', reason: 'nothing-to-order' }
}

function leftOutReason(line: StandingLine, facts: PlacementFacts): LeftOut['reason'] | null {
  const product = facts.products.get(line.productId)
  if (product?.status !== 'active') return 'deleted'
  if (!Object.hasOwn(facts.customer.prices, line.productId)) return 'not-on-price-list'
  const { unitType, packsPerCase } = product.fields
  if (!allowedQuantityTypes(unitType, packsPerCase).includes(line.quantityType)) return 'unit-not-offered'
  return null
}

/**
 * A placement going into the order already open for its date (issue 36): a line whose product is
 * on that order in another unit is left out, as an order holds one line per product, and said so;
 * with nothing left, the date is missed as having nothing to order.
 */
export function fittingOrder(
  placement: Extract<Placement, { kind: 'place' }>,
  open: { lines: readonly Pick<OrderState['lines'][number], 'productId' | 'quantityType'>[] },
  facts: Pick<PlacementFacts, 'products'>,
): Placement {
  const unitOnOrder = new Map(open.lines.map((l) => [l.productId, l.quantityType]))
  const lines: StandingLine[] = []
  const leftOut = [...placement.leftOut]
  for (const line of placement.lines) {
    const unit = unitOnOrder.get(line.productId)
    if (unit === undefined || unit === line.quantityType) lines.push(line)
    else
      leftOut.push({
        productId: line.productId,
        name: nameOf(line.productId, facts.products),
        reason: 'ordered-in-another-unit',
      })
  }
  return lines.length ? { kind: 'place', lines, leftOut } : { kind: 'miss', reason: 'nothing-to-order' }
}

const nameOf = (productId: string, products: ReadonlyMap<string, ProductState>) =>
  products.get(productId)?.fields.name || productId

/**
 * The order a placement places: priced as any order is, at the customer's prices in force now
 * (decideOrder, the ordering window not applying to the cut-off), for the date, saying which
 * standing order placed it and what it left out. When the customer already has an open order
 * for the date (`sameDate`), the lines are added to it instead (issue 36): an OrderChanged on
 * that order, its cut-off being the standing order's own, so the merge is never late.
 */
export function standingOrderPlaced(
  placement: Extract<Placement, { kind: 'place' }>,
  input: { orderId: number; deliveryDate: string; standingOrderId: string; sameDate?: OrderState | null },
  facts: PlacementFacts,
): EventsOf<'order'> {
  const standing = { standingOrderId: input.standingOrderId, leftOut: placement.leftOut }
  const command = {
    type: 'PlaceOrder',
    orderId: input.orderId,
    customerId: facts.customer.id,
    items: placement.lines,
    idempotencyKey: null,
    orderingOpen: true,
    customer: facts.customer,
    products: new Map(facts.products),
    delivery: { date: input.deliveryDate, outsideSchedule: false },
    // Only the substitute default: a PO number or minimum never stops a standing order's placement.
    requirements: { ...NO_REQUIREMENTS, ...(facts.substitutesAllowed ? { substitutesAllowed: true } : {}) },
  } as const
  if (input.sameDate && isOpenOrder(input.sameDate)) {
    // The standing order acts for the customer: recorded as the customer's change, `standing` naming it.
    const by = { userId: facts.customer.id, name: facts.customer.businessName, role: 'customer' } as const
    const window = { open: true, deliveryDate: input.deliveryDate, contact: null }
    const input2 = {
      items: placement.lines,
      idempotencyKey: null,
      deliveryDate: input.deliveryDate,
      standing,
    }
    const [merged] = mergeIntoOrder(
      input2,
      { order: input.sameDate, window, by, afterCutoffConfirmed: false },
      command,
    )
    if (merged?.type !== 'OrderChanged') throw new Error('A merged order was expected.')
    return merged
  }
  const [placed] = decideOrder(command, orderAggregate.initial)
  if (placed?.type !== 'OrderPlaced') throw new Error('A placed order was expected.')
  return { type: 'OrderPlaced', data: { ...placed.data, standing } }
}
