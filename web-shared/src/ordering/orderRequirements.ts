import { toCents } from '@provender/events/rules/money'
import { ApiError } from '../api.ts'
import { formatMoneyCents } from '../format/index.ts'

/** What every order of a customer must carry (GET /api/customers/{id}/order-requirements). */
export interface OrderRequirements {
  poNumberRequired: boolean
  /** In dollars, as prices are; null: no minimum. */
  minimumOrder: number | null
  /** Issue 36: whether the customer's lines allow a substitute unless each says; absent: not said. */
  substitutesAllowed?: boolean
}

/** Until the requirements load (or when they fail to), nothing is asked of the order here: the server still checks. */
export const NO_REQUIREMENTS: OrderRequirements = { poNumberRequired: false, minimumOrder: null }

export const orderRequirementsPath = (customerId: number | string) =>
  `/api/customers/${encodeURIComponent(String(customerId))}/order-requirements`

/** Reads the answer; a field missing or of another type counts as no requirement rather than breaking the form. */
export function parseOrderRequirements(body: unknown): OrderRequirements {
  if (!body || typeof body !== 'object') return NO_REQUIREMENTS
  const { poNumberRequired, minimumOrder, substitutesAllowed } = body as Record<string, unknown>
  return {
    ...(typeof substitutesAllowed === 'boolean' ? { substitutesAllowed } : {}),
    poNumberRequired: poNumberRequired === true,
    minimumOrder:
      typeof minimumOrder === 'number' && Number.isFinite(minimumOrder) && minimumOrder > 0
        ? minimumOrder
        : null,
  }
}

/** How many cents the order lacks to reach the minimum; 0 when it reaches it or there is none. */
export function minimumShortCents(requirements: OrderRequirements, totalCents: number): number {
  if (requirements.minimumOrder === null) return 0
  return Math.max(0, toCents(requirements.minimumOrder) - totalCents)
}

/** "Add $12.40 to reach your $150.00 minimum order" while short of it; null otherwise. */
export function minimumText(requirements: OrderRequirements, totalCents: number): string | null {
  const short = minimumShortCents(requirements, totalCents)
  if (short === 0 || requirements.minimumOrder === null) return null
  return `Add ${formatMoneyCents(short)} to reach your ${formatMoneyCents(toCents(requirements.minimumOrder))} minimum order`
}

/**
 * Whether the minimum stops the order being sent. A change that does not lower the total is never
 * refused for it (the server's rule), so a change passes `placedCents`, the order's total before.
 */
export function blockedByMinimum(
  requirements: OrderRequirements,
  totalCents: number,
  placedCents?: number,
): boolean {
  if (minimumShortCents(requirements, totalCents) === 0) return false
  return placedCents === undefined || totalCents < placedCents
}

/** The PO number and note to the warehouse as typed (issue 36); '' is none. */
export interface OrderNotes {
  poNumber: string
  note: string
}

export const NO_NOTES: OrderNotes = { poNumber: '', note: '' }

/** The body fields of a placement: only what was typed, so an order without either sends neither. */
export function notesFields(notes: OrderNotes): Partial<OrderNotes> {
  const poNumber = notes.poNumber.trim()
  const note = notes.note.trim()
  return { ...(poNumber && { poNumber }), ...(note && { note }) }
}

/**
 * The body fields of a change: only what differs from the order as read ('' removes one), so a
 * change of lines alone leaves the PO number and note as they are.
 */
export function changedNotesFields(before: OrderNotes, typed: OrderNotes): Partial<OrderNotes> {
  const poNumber = typed.poNumber.trim()
  const note = typed.note.trim()
  return {
    ...(poNumber !== before.poNumber.trim() && { poNumber }),
    ...(note !== before.note.trim() && { note }),
  }
}

/**
 * Staff's order below the customer's minimum (409 BELOW_MINIMUM): the server's words say how
 * short it is; staff may confirm and send it again with `belowMinimum: true`. Nothing was placed.
 */
export function belowMinimumQuestion(error: unknown): string | null {
  if (!(error instanceof ApiError && error.status === 409 && error.code === 'BELOW_MINIMUM')) return null
  return error.message || 'This order is below the customer’s minimum order. Accept it anyway?'
}
