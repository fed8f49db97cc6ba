import { conflict, type EventData, invalid, ORDER_NOTE_MAX, textLength } from '@provender/events'
import {
  NO_REQUIREMENTS,
  type OrderRequirementsState,
  orderRequirementProblem,
} from '../orderRequirements/orderRequirements.ts'
import type { OrderState } from './order.ts'

/** What an order carries beside its lines, as the event records it (issue 36). */
type NoteFields = Pick<EventData<'OrderPlaced'>, 'poNumber' | 'note' | 'belowMinimumCents'>

/** The PO number, note and staff's below-minimum confirmation a placement or change names. */
export interface OrderNotesRequest {
  poNumber: string
  note: string
  /** Staff accept an order below the customer's minimum; a customer's confirmation counts for nothing. */
  belowMinimumConfirmed: boolean
}

export const CONFIRM_BELOW_MINIMUM = 'Confirm to accept it below the minimum.'
export const PO_NUMBER_CONFLICT = (orderId: number, poNumber: string) =>
  `Order #${orderId} for that date already carries PO ${poNumber}; change that order's PO number, or place this one as its own order.`

/**
 * Refuses an order its customer's requirements do not allow: without the PO number it needs
 * (400), or below the minimum (409; staff may confirm). Answers whether the order stands below
 * the minimum by staff's confirmation, for the record.
 */
function checkRequirements(
  requirements: OrderRequirementsState,
  order: { totalCents: number; poNumber: string },
  confirmed: { belowMinimum: boolean; byStaff: boolean },
): boolean {
  const problem = orderRequirementProblem(requirements, order, confirmed.byStaff && confirmed.belowMinimum)
  if (problem?.code === 'PO_NUMBER_REQUIRED') throw invalid(problem.message, [], problem.code)
  if (problem) {
    throw conflict(
      confirmed.byStaff ? `${problem.message} ${CONFIRM_BELOW_MINIMUM}` : problem.message,
      problem.code,
    )
  }
  const minimum = requirements.minimumOrderCents
  return minimum !== null && order.totalCents < minimum
}

/** A new order's PO number and note, once its requirements are met; absent fields carry nothing. */
export function notesOfNewOrder(
  request: OrderNotesRequest | undefined,
  requirements: OrderRequirementsState = NO_REQUIREMENTS,
  totalCents: number,
  byStaff: boolean,
): NoteFields {
  const poNumber = request?.poNumber ?? ''
  const note = request?.note ?? ''
  const below = checkRequirements(
    requirements,
    { totalCents, poNumber },
    {
      belowMinimum: request?.belowMinimumConfirmed ?? false,
      byStaff,
    },
  )
  return {
    ...(poNumber ? { poNumber } : {}),
    ...(note ? { note } : {}),
    ...(below ? { belowMinimumCents: requirements.minimumOrderCents ?? 0 } : {}),
  }
}

/**
 * A change's PO number and note (absent in the request: as they are), in the event only when they
 * change. A change that does not lower the total never trips the minimum: an order staff accepted
 * below it, or one placed before the minimum was raised, can still take a line.
 */
export function notesOfChange(
  order: OrderState,
  request: Partial<OrderNotesRequest> | undefined,
  requirements: OrderRequirementsState = NO_REQUIREMENTS,
  totalCents: number,
  byStaff: boolean,
): { fields: NoteFields; changed: boolean } {
  const poNumber = request?.poNumber ?? order.poNumber
  const note = request?.note ?? order.note
  const lowered = totalCents < order.totalCents
  const below = checkRequirements(
    lowered ? requirements : { ...requirements, minimumOrderCents: null },
    { totalCents, poNumber },
    { belowMinimum: request?.belowMinimumConfirmed ?? false, byStaff },
  )
  const fields: NoteFields = {
    ...(poNumber !== order.poNumber ? { poNumber } : {}),
    ...(note !== order.note ? { note } : {}),
    ...(below ? { belowMinimumCents: requirements.minimumOrderCents ?? 0 } : {}),
  }
  return { fields, changed: 'poNumber' in fields || 'note' in fields }
}

/**
 * A placement merged into the order holding its date: a PO number the order lacks is taken, one
 * that differs is refused (one order carries one PO); the placement's note is added on a line of
 * its own. A merge only adds lines, so the minimum holds if it held.
 */
export function notesOfMerge(
  order: OrderState,
  request: OrderNotesRequest | undefined,
  requirements: OrderRequirementsState = NO_REQUIREMENTS,
  totalCents: number,
): NoteFields {
  const asked = request?.poNumber ?? ''
  if (asked && order.poNumber && asked !== order.poNumber) {
    throw conflict(PO_NUMBER_CONFLICT(order.id, order.poNumber), 'PO_NUMBER_MISMATCH')
  }
  const poNumber = order.poNumber || asked
  const added = request?.note ?? ''
  const note = added && added !== order.note ? [order.note, added].filter(Boolean).join('\n') : order.note
  if (textLength(note) > ORDER_NOTE_MAX) {
    throw invalid(
      `With this note, order #${order.id}'s note would pass ${ORDER_NOTE_MAX} characters; shorten it.`,
    )
  }
  checkRequirements(
    { ...requirements, minimumOrderCents: null },
    { totalCents, poNumber },
    {
      belowMinimum: false,
      byStaff: false,
    },
  )
  return {
    ...(poNumber !== order.poNumber ? { poNumber } : {}),
    ...(note !== order.note ? { note } : {}),
  }
}
