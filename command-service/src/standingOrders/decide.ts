import {
  addDays,
  conflict,
  type EventsOf,
  invalid,
  MAX_DELIVERY_DAYS_AHEAD,
  notFound,
  type StandingLine,
} from '@provender/events'
import type { ProductState } from '../catalogue/product.ts'
import type { CustomerState } from '../customers/customer.ts'
import { decideOrder } from '../orders/decide.ts'
import { sameItems } from '../orders/lines.ts'
import { orderAggregate } from '../orders/order.ts'
import { assertNever, type Decide } from '../shared/aggregate.ts'
import type { MissedReason, StandingOrderState } from './standingOrder.ts'

/** What a standing order is asked to do; the facts each decision needs were read into the command. */
export type StandingOrderCommand =
  | CreateStandingOrder
  | ChangeStandingOrder
  | { type: 'PauseStandingOrder' }
  | { type: 'ResumeStandingOrder' }
  | { type: 'CancelStandingOrder' }
  | DateCommand<'SkipDate'>
  | DateCommand<'UnskipDate'>
  | (DateCommand<'EditDate'> & LineFacts & { lines: StandingLine[] })
  /**
   * `deliveryDate`: the date as scheduled (its key); `movedTo`: where a closure moved it (issue 36).
   * `merged`: the lines went into the customer's order already open for the date (issue 36).
   */
  | { type: 'PlaceDate'; deliveryDate: string; orderId: number; merged?: boolean; movedTo?: string }
  | { type: 'MissDate'; deliveryDate: string; reason: MissedReason; movedTo?: string }

/** The customer and the products its lines name, as they stand: the lines must be orderable now. */
export interface LineFacts {
  customer: CustomerState
  products: ReadonlyMap<string, ProductState>
  /** Staff act for the customer: the refusals say "this customer's" price list. */
  byStaff: boolean
}

export interface CreateStandingOrder extends LineFacts {
  type: 'CreateStandingOrder'
  standingOrderId: string
  lines: StandingLine[]
  everyWeeks: 1 | 2
  /** The first date asked for; null: the next open delivery date. */
  startsOn: string | null
  fromOrderId: number | null
  /** Whether the customer has delivery days (its own or the company's). */
  scheduled: boolean
  /** The next date orders may be placed for, or null when none is open within a year. */
  nextOpenDate: string | null
  /** Today in the distributor's zone. */
  today: string
}

export interface ChangeStandingOrder extends LineFacts {
  type: 'ChangeStandingOrder'
  lines: StandingLine[]
  everyWeeks: 1 | 2
}

/**
 * A command about one of its dates, named as scheduled (a date a closure moved keeps that key),
 * with when orders for it close, the moved date's own cut-off (null: not one of its dates).
 */
export interface DateCommand<T extends string> {
  type: T
  deliveryDate: string
  cutoff: Date | null
  now: Date
}

export const NO_SCHEDULE = 'Set delivery days for this customer before making an order standing.'

/** A standing order's one decision: its stream's events for the command, or a refusal. */
export const decideStandingOrder: Decide<'standingOrder', StandingOrderCommand, StandingOrderState> = (
  command,
  state,
) => {
  if (command.type === 'CreateStandingOrder') return create(command, state)
  if (state.status === 'new') throw notFound('Standing order not found.')
  const ids = { standingOrderId: state.id, customerId: state.customerId }
  switch (command.type) {
    case 'PlaceDate':
      if (state.handled[command.deliveryDate]) return []
      return [
        {
          type: 'StandingOrderPlaced',
          data: {
            ...ids,
            deliveryDate: command.deliveryDate,
            orderId: command.orderId,
            ...(command.merged ? { merged: true } : {}),
            ...(command.movedTo ? { movedTo: command.movedTo } : {}),
          },
        },
      ]
    case 'MissDate':
      if (state.handled[command.deliveryDate]) return []
      return [
        {
          type: 'StandingOrderMissed',
          data: {
            ...ids,
            deliveryDate: command.deliveryDate,
            reason: command.reason,
            ...(command.movedTo ? { movedTo: command.movedTo } : {}),
          },
        },
      ]
    case 'CancelStandingOrder':
      return state.status === 'cancelled' ? [] : [{ type: 'StandingOrderCancelled', data: ids }]
    default:
      // Every other change is refused once cancelled.
      break
  }
  if (state.status === 'cancelled') {
    throw conflict('This standing order was cancelled.', 'STANDING_ORDER_CANCELLED')
  }
  switch (command.type) {
    case 'ChangeStandingOrder': {
      const lines = orderableLines(command.lines, command)
      const same = sameItems(lines, state.lines) && command.everyWeeks === state.everyWeeks
      return same
        ? []
        : [{ type: 'StandingOrderChanged', data: { ...ids, lines, everyWeeks: command.everyWeeks } }]
    }
    case 'PauseStandingOrder':
      return state.status === 'paused' ? [] : [{ type: 'StandingOrderPaused', data: ids }]
    case 'ResumeStandingOrder':
      return state.status === 'active' ? [] : [{ type: 'StandingOrderResumed', data: ids }]
    case 'SkipDate':
      checkDateOpen(command, state)
      if (state.skipped[command.deliveryDate]) return []
      return [{ type: 'StandingOrderSkipped', data: { ...ids, deliveryDate: command.deliveryDate } }]
    case 'UnskipDate':
      checkDateOpen(command, state)
      if (!state.skipped[command.deliveryDate]) return []
      return [{ type: 'StandingOrderUnskipped', data: { ...ids, deliveryDate: command.deliveryDate } }]
    case 'EditDate': {
      checkDateOpen(command, state)
      const lines = orderableLines(command.lines, command)
      if (sameItems(lines, state.edited[command.deliveryDate] ?? state.lines)) return []
      return [
        { type: 'StandingOrderDateEdited', data: { ...ids, deliveryDate: command.deliveryDate, lines } },
      ]
    }
    default:
      return assertNever(command)
  }
}

function create(command: CreateStandingOrder, state: StandingOrderState): EventsOf<'standingOrder'>[] {
  if (state.status !== 'new') throw conflict('That standing order already exists.')
  if (command.customer.status !== 'active') throw notFound('Customer not found.')
  if (!command.scheduled) throw conflict(NO_SCHEDULE, 'NO_DELIVERY_SCHEDULE')
  const lines = orderableLines(command.lines, command)
  const { today } = command
  if (command.startsOn !== null && command.startsOn < today) {
    throw invalid('Choose a first delivery date that has not passed.')
  }
  if (command.startsOn !== null && command.startsOn > addDays(today, MAX_DELIVERY_DAYS_AHEAD)) {
    throw invalid(`Choose a first delivery date within the next ${MAX_DELIVERY_DAYS_AHEAD} days.`)
  }
  const startsOn = command.startsOn ?? command.nextOpenDate
  if (startsOn === null) {
    throw conflict('No delivery date is open within the next year.', 'DELIVERY_DATE_UNAVAILABLE')
  }
  return [
    {
      type: 'StandingOrderCreated',
      data: {
        standingOrderId: command.standingOrderId,
        customerId: command.customer.id,
        lines,
        everyWeeks: command.everyWeeks,
        startsOn,
        fromOrderId: command.fromOrderId,
      },
    },
  ]
}

/**
 * A date may be skipped, unskipped or edited while it is one of the standing order's dates, not
 * yet placed or missed, and before its cut-off (then the placer takes it as it stands).
 */
function checkDateOpen(command: DateCommand<string>, state: StandingOrderState): void {
  const date = command.deliveryDate
  const handled = state.handled[date]
  if (handled?.placed) {
    throw conflict(`The order for ${date} is already placed.`, 'STANDING_DATE_PLACED', {
      orderId: handled.orderId,
    })
  }
  if (command.cutoff === null) {
    throw invalid(`${date} is not a delivery date of this standing order.`)
  }
  if (handled || command.now.getTime() >= command.cutoff.getTime()) {
    throw conflict(`Orders for ${date} closed at the cut-off.`, 'CUTOFF_PASSED')
  }
}

/**
 * The lines must be orderable by the customer now, by the same rule as an order (on its price
 * list, a unit the product is sold in, a valid amount, each product once): judged by deciding
 * a trial order, whose refusal is the refusal here.
 */
function orderableLines(lines: StandingLine[], facts: LineFacts): StandingLine[] {
  if (lines.length === 0) throw invalid('Add at least one item to the standing order.')
  decideOrder(
    {
      type: 'PlaceOrder',
      orderId: 1,
      customerId: facts.customer.id,
      items: lines,
      idempotencyKey: null,
      orderingOpen: true,
      placedBy: facts.byStaff ? { userId: 0, name: '' } : null,
      customer: facts.customer,
      products: new Map(facts.products),
    },
    orderAggregate.initial,
  )
  return lines.map((l) => ({ productId: l.productId, quantity: l.quantity, quantityType: l.quantityType }))
}
