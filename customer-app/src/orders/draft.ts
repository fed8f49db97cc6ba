import type { QuantityType } from '@provender/events'
import type { CartLine } from '@provender/web-shared/ordering/cart.ts'
import { productKey, quantityTypesOf } from '@provender/web-shared/ordering/catalog.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { EMPTY_WIZARD, type WizardState, withLines, withStep } from '@provender/web-shared/ordering/wizard.ts'

/** What the customer has chosen and typed so far; kept per tab so a reload or a rotation loses nothing. */
export interface OrderDraft extends WizardState {
  /** Set when the draft was started from a past order ("Order again"). */
  reorder: { orderId: number; leftOut: string[] } | null
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
    const reorder = raw.reorder as OrderDraft['reorder'] | undefined
    return {
      step: raw.step === 'amounts' && selected.length > 0 ? 'amounts' : 'choose',
      selected: [...new Set(selected)],
      cart,
      reorder:
        reorder && typeof reorder.orderId === 'number' && Array.isArray(reorder.leftOut)
          ? { orderId: reorder.orderId, leftOut: reorder.leftOut.filter((n) => typeof n === 'string') }
          : null,
    }
  } catch {
    return EMPTY_DRAFT
  }
}

/** A line of a past order, as "Order again" hands it over. */
export interface PastLine {
  productId: string
  name: string
  quantity: number
  quantityType: QuantityType
}

/** What "Order again" hands to the order form through the router's state. */
export interface ReorderState {
  reorder: { orderId: number; lines: PastLine[] }
}

/**
 * "Order again": the same products and amounts, priced today. A line whose product is no
 * longer on the customer's list, or no longer sold in that unit, is left out and named.
 */
export function draftFromPastOrder(
  orderId: number,
  lines: readonly PastLine[],
  products: readonly CustomerProduct[],
): OrderDraft {
  const byKey = new Map(products.map((p) => [productKey(p), p]))
  const copied = new Map<string, CartLine>()
  const leftOut: string[] = []
  for (const line of lines) {
    const product = byKey.get(line.productId)
    if (!product || !quantityTypesOf(product).includes(line.quantityType) || copied.has(line.productId)) {
      leftOut.push(line.name)
      continue
    }
    copied.set(line.productId, { quantityType: line.quantityType, amount: String(line.quantity) })
  }
  return withStep(withLines({ ...EMPTY_DRAFT, reorder: { orderId, leftOut } }, copied), 'amounts')
}
