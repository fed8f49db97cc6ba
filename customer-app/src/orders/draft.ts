import type { QuantityType } from '@provender/events'
import type { CartLine } from '@provender/web-shared/ordering/cart.ts'
import { quantityTypesOf } from '@provender/web-shared/ordering/catalog.ts'
import { copyPastLines, type PastLine } from '@provender/web-shared/ordering/guide.ts'
import { cartSignature, randomKey } from '@provender/web-shared/ordering/idempotency.ts'
import type { OrderNotes } from '@provender/web-shared/ordering/orderRequirements.ts'
import type { CustomerProduct, OrderItemDraft } from '@provender/web-shared/ordering/types.ts'
import {
  EMPTY_WIZARD,
  type WizardState,
  type WizardStep,
  withLines,
  withStep,
} from '@provender/web-shared/ordering/wizard.ts'
import { NO_CHOICES, parseChoices, type SubstituteChoices } from './substitutes.ts'

export type { PastLine } from '@provender/web-shared/ordering/guide.ts'

/** A copied line whose price per its unit is not what it was sold at (dollars). */
export interface PriceMove {
  productId: string
  from: number
  to: number
  quantityType: QuantityType
}

/** Where the copied lines came from, and what is marked about them before submit. */
export interface ReorderInfo {
  orderId: number
  /** Names of the products no longer offered (or not in that unit): left out. */
  leftOut: string[]
  priceMoves: PriceMove[]
}

/** A Submit not yet answered: the cart it was for and the Idempotency-Key it was sent with. */
export interface PendingSubmission {
  signature: string
  key: string
  /**
   * Submitted without a network, to be sent once it returns. Stored with the key, so a tab
   * reloaded (or reopened from the app shell) while offline still waits, and sends once.
   */
  waiting?: boolean
}

/** What the customer has chosen and typed so far; kept per tab so a reload or a rotation loses nothing. */
export interface OrderDraft extends WizardState {
  /** Set when the draft was started from a past order ("Order again", "Fill from last order"). */
  reorder: ReorderInfo | null
  /**
   * Kept until the order is confirmed (or refused): a Submit after a reload resends the same
   * cart with the same key, so an order whose answer was lost is placed once.
   */
  submission?: PendingSubmission
  /** The delivery date asked for (YYYY-MM-DD) when not the next one offered (issue 25). */
  deliveryDate?: string
  /** The PO number and note to the warehouse typed so far (issue 36). */
  notes?: OrderNotes
  /** Each line's "Substitute OK" where the customer switched it from its default (issue 36). */
  substitutes?: SubstituteChoices
}

export const EMPTY_DRAFT: OrderDraft = { ...EMPTY_WIZARD, reorder: null }

export const draftKey = (customerId: number) => `provender.orderDraft.${customerId}`

const QUANTITY_TYPES: readonly string[] = ['pack', 'case', 'weight']

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false
  const line = value as Record<string, unknown>
  return (
    typeof line.amount === 'string' &&
    line.amount.length <= 32 &&
    typeof line.quantityType === 'string' &&
    QUANTITY_TYPES.includes(line.quantityType)
  )
}

/** Reads a stored draft; anything unexpected (an older shape, a hand edit) starts afresh. */
export function parseDraft(text: string | null): OrderDraft {
  if (!text) return EMPTY_DRAFT
  try {
    const raw = JSON.parse(text) as Record<string, unknown>
    const selected = Array.isArray(raw.selected)
      ? raw.selected.filter((id): id is string => typeof id === 'string')
      : []
    // A Map-like object without a prototype, so a product id like __proto__ stays a plain key.
    const cart: Record<string, CartLine> = Object.create(null)
    if (raw.cart && typeof raw.cart === 'object') {
      for (const [id, line] of Object.entries(raw.cart)) if (isCartLine(line)) cart[id] = line
    }
    const reorder = raw.reorder as Partial<ReorderInfo> | undefined
    const step =
      (selected.length > 0 &&
        typeof raw.step === 'string' &&
        Object.hasOwn(STEPS, raw.step) &&
        STEPS[raw.step]) ||
      'choose'
    const submission = raw.submission as Partial<PendingSubmission> | undefined
    const notes = raw.notes as Partial<OrderNotes> | undefined
    const substitutes = parseChoices(raw.substitutes)
    return {
      ...(substitutes !== NO_CHOICES && { substitutes }),
      ...(typeof notes?.poNumber === 'string' &&
        typeof notes.note === 'string' && { notes: { poNumber: notes.poNumber, note: notes.note } }),
      ...(typeof raw.deliveryDate === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(raw.deliveryDate) && { deliveryDate: raw.deliveryDate }),
      ...(typeof submission?.signature === 'string' &&
        typeof submission.key === 'string' &&
        submission.key.length <= 64 && {
          submission: {
            signature: submission.signature,
            key: submission.key,
            ...(submission.waiting === true && { waiting: true }),
          },
        }),
      step,
      selected: [...new Set(selected)],
      cart,
      reorder:
        reorder && typeof reorder.orderId === 'number' && Array.isArray(reorder.leftOut)
          ? {
              orderId: reorder.orderId,
              leftOut: reorder.leftOut.filter((n) => typeof n === 'string'),
              priceMoves: Array.isArray(reorder.priceMoves) ? reorder.priceMoves.filter(isPriceMove) : [],
            }
          : null,
    }
  } catch {
    return EMPTY_DRAFT
  }
}

/**
 * The key for sending `items`: the pending one when it was for this very cart, else a new one
 * (the draft changed since, or nothing was sent yet). Returns the draft itself when unchanged.
 */
export function withSubmissionKey(
  draft: OrderDraft,
  items: readonly OrderItemDraft[],
  newKey: () => string = randomKey,
): { draft: OrderDraft; key: string } {
  const signature = cartSignature(items)
  if (draft.submission?.signature === signature) return { draft, key: draft.submission.key }
  const submission = { signature, key: newKey() }
  return { draft: { ...draft, submission }, key: submission.key }
}

/** Marks the pending submission as waiting for the network (or not); without one, nothing waits. */
export function withWaiting(draft: OrderDraft, waiting: boolean): OrderDraft {
  const pending = draft.submission
  if (!pending || Boolean(pending.waiting) === waiting) return draft
  const { waiting: _was, ...rest } = pending
  return { ...draft, submission: waiting ? { ...rest, waiting: true } : rest }
}

/** After a definite answer (placed, or refused) the next Submit is a new attempt. */
export function withoutSubmission(draft: OrderDraft): OrderDraft {
  if (!draft.submission) return draft
  const { submission: _sent, ...rest } = draft
  return rest
}

/** What "Order again" hands to the order form through the router's state. */
export interface ReorderState {
  reorder: { orderId: number; lines: PastLine[] }
}

/**
 * "Order again" and "Fill from last order": the same products and amounts, priced today, added to
 * the draft. A line whose product is no longer on the customer's list, or no longer sold in that
 * unit, is left out and named; a line whose price moved is marked.
 */
export function withPastOrder(
  draft: OrderDraft,
  orderId: number,
  lines: readonly PastLine[],
  products: readonly CustomerProduct[],
  step: WizardStep,
): OrderDraft {
  const copied = copyPastLines(lines, products, quantityTypesOf)
  const priceMoves = [...copied.priceMoves].map(([productId, move]) => ({ productId, ...move }))
  const filled = withLines(
    { ...draft, reorder: { orderId, leftOut: copied.leftOut, priceMoves } },
    copied.lines,
  )
  return withStep(filled, step)
}

/** A new draft from a past order ("Order again"), opened on step 2: Submit Order is the next tap. */
export const draftFromPastOrder = (
  orderId: number,
  lines: readonly PastLine[],
  products: readonly CustomerProduct[],
): OrderDraft => withPastOrder(EMPTY_DRAFT, orderId, lines, products, 'amounts')

/** The steps a stored draft may be on; 'review' is the order guide's, now step 2. */
const STEPS: Readonly<Record<string, WizardStep>> = {
  choose: 'choose',
  amounts: 'amounts',
  review: 'amounts',
}

function isPriceMove(value: unknown): value is PriceMove {
  const move = value as Partial<PriceMove> | null
  return (
    typeof move?.productId === 'string' &&
    typeof move.from === 'number' &&
    typeof move.to === 'number' &&
    QUANTITY_TYPES.includes(String(move.quantityType))
  )
}
