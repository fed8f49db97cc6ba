import { conflict, type EventData, type EventsOf, invalid, type OrderActor } from '@provender/events'
import { refuseUnavailable } from '../stock/judge.ts'
import { afterCutoff, type ChangeWindow } from './change.ts'
import type { OrderItemRequest, PlaceOrderFacts } from './decide.ts'
import { changedLines, pricedLines } from './lines.ts'
import type { OrderState } from './order.ts'
import { notesOfMerge, type OrderNotesRequest } from './orderNotes.ts'

/** The open order already holding the placement's delivery date, and whether it may change now. */
export interface SameDateOrder {
  order: OrderState
  /** The change rules of that order (its date's cut-off), as ChangeOrder judges them. */
  window: ChangeWindow
  /** Who places: recorded as who changed the order. */
  by: OrderActor
  /** Staff confirmed placing past the cut-off (outsideSchedule): a late merge is theirs to make. */
  afterCutoffConfirmed: boolean
}

export interface MergeInput {
  items: readonly OrderItemRequest[]
  idempotencyKey: string | null
  deliveryDate: string
  standing?: NonNullable<EventData<'OrderChanged'>['merged']>['standing']
  /** The placement's PO number and note: taken into the order (orderNotes.ts). */
  notes?: OrderNotesRequest
}

/** Sums of two-decimal weights stay two-decimal (0.1 + 0.2 is 0.3, not 0.30000000000000004). */
const sum = (a: number, b: number) => Math.round((a + b) * 100) / 100

/**
 * The placement's lines added to the order holding its date, by ChangeOrder's rules: the same
 * cut-off and refusals (a customer never merges after it), kept lines at the price they were sold
 * at, added ones at the customer's price now. A product already on the order in the same unit
 * adds its quantity; in another unit it is refused, as an order holds one line per product.
 */
export function mergeIntoOrder(
  input: MergeInput,
  same: SameDateOrder,
  facts: PlaceOrderFacts,
): EventsOf<'order'>[] {
  const { order, by } = same
  const late = afterCutoff(
    { by, window: same.window, afterCutoffConfirmed: same.afterCutoffConfirmed },
    order,
  )
  const forStaff = by.role !== 'customer'
  // The placement's own items checked first, as placing checks them (twice the same product...).
  const added = pricedLines(input.items, order.lines, facts, forStaff)
  const merged: OrderItemRequest[] = order.lines.map((l) => ({ ...l }))
  for (const item of input.items) {
    const on = merged.find((l) => l.productId === item.productId)
    if (!on) merged.push({ ...item })
    else if (on.quantityType === item.quantityType) on.quantity = sum(on.quantity, item.quantity)
    else {
      const name = order.lines.find((l) => l.productId === item.productId)?.name ?? item.productId
      throw conflict(
        `${name} is already on order #${order.id} by the ${on.quantityType === 'weight' ? 'pound' : on.quantityType}; order it that way or change the order.`,
        'UNIT_MISMATCH',
      )
    }
  }
  const lines = pricedLines(merged, order.lines, facts, forStaff)
  if (lines.length > 500) throw invalid('An order can hold at most 500 items.')
  refuseUnavailable(lines, order.lines, facts.stock)
  const changed = changedLines(order, lines, by, late)
  const notes = notesOfMerge(order, input.notes, facts.requirements, changed.totalCents)
  return [
    {
      type: 'OrderChanged',
      data: {
        ...changed,
        merged: {
          deliveryDate: input.deliveryDate,
          idempotencyKey: input.idempotencyKey,
          added,
          ...(input.standing ? { standing: input.standing } : {}),
        },
        ...notes,
      },
    },
  ]
}
