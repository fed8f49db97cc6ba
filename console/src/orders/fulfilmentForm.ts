import { lineTotalCents, maxShippedQuantity, shippedProblem, toCents } from '@provender/events'
import { formatQuantity, formatWeight } from '@provender/web-shared/format/index.ts'
import type { Order, OrderItem, ShippedAmount } from '../dataProvider/index.ts'

/** One line of the fulfil dialog: what shipped, as typed, prefilled with what was ordered. */
export interface ShippedDraft {
  productId: string
  quantityType: OrderItem['quantityType']
  ordered: number
  text: string
  outOfStock: boolean
  /** Issue 36: a named substitute shipped for the line when short; '' none. */
  substituteId: string
  substituteUnit: OrderItem['quantityType']
  substituteText: string
}

export function draftsOf(order: Pick<Order, 'OrderItems'>): ShippedDraft[] {
  return order.OrderItems.map((item) => ({
    productId: item.productId,
    quantityType: item.quantityType,
    ordered: item.quantity,
    text: String(item.quantity),
    outOfStock: false,
    substituteId: '',
    substituteUnit: item.quantityType,
    substituteText: '',
  }))
}

/** The amount a line ships: 0 when out of stock, else the typed number (NaN when not one). */
export function shippedOf(draft: ShippedDraft): number {
  if (draft.outOfStock) return 0
  const text = draft.text.trim()
  return text === '' ? Number.NaN : Number(text)
}

const units = (draft: ShippedDraft) => (draft.quantityType === 'weight' ? 'lb' : `${draft.quantityType}s`)

/** What is wrong with a line, in the words of the dialog; the server judges by the same rule. */
export function draftProblem(draft: ShippedDraft, tolerancePercent: number): string | null {
  if (draft.outOfStock) return null
  if (draft.text.trim() === '') return 'Enter the amount shipped, or mark it out of stock.'
  const shipped = shippedOf(draft)
  switch (shippedProblem(draft.quantityType, draft.ordered, shipped, tolerancePercent)) {
    case null:
      return null
    case 'negative':
      return `Enter 0 ${units(draft)} or more.`
    case 'too-many-decimals':
      return 'Enter the weight with at most two decimals.'
    case 'not-whole':
      return `Enter a whole number of ${units(draft)}.`
    case 'more-than-ordered':
      return `At most ${formatQuantity(draft.ordered, draft.quantityType)}, the amount ordered.`
    case 'over-tolerance': {
      const most = formatWeight(maxShippedQuantity(draft.quantityType, draft.ordered, tolerancePercent))
      return `At most ${most} (${tolerancePercent}% over the ${formatWeight(draft.ordered)} ordered).`
    }
  }
}

/** The request body's lines: every line, so what staff confirmed is what is recorded. */
export function shippedBody(drafts: ShippedDraft[]): ShippedAmount[] {
  return drafts.map((d) => {
    const quantity = shippedOf(d)
    const substitute = isShort(d) && d.substituteId !== '' ? substituteOf(d) : null
    return { productId: d.productId, quantity, ...(substitute ? { substitute } : {}) }
  })
}

/** The line ships less than ordered (or nothing): a substitute may go in its place. */
export const isShort = (d: ShippedDraft) => shippedOf(d) < d.ordered

function substituteOf(d: ShippedDraft) {
  const text = d.substituteText.trim()
  return {
    productId: d.substituteId,
    quantityType: d.substituteUnit,
    quantity: text === '' ? Number.NaN : Number(text),
  }
}

/** The final total the dialog previews, at the order's prices; null while a line is not valid. */
export function previewTotalCents(
  order: Pick<Order, 'OrderItems'>,
  drafts: ShippedDraft[],
  tolerancePercent: number,
): number | null {
  let total = 0
  for (const [i, item] of order.OrderItems.entries()) {
    const draft = drafts[i]
    if (!draft || draftProblem(draft, tolerancePercent)) return null
    total += lineTotalCents(
      toCents(item.sellPrice),
      item.quantityType,
      shippedOf(draft),
      item.Product?.packsPerCase ?? null,
    )
  }
  return total
}
