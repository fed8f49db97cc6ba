import { lineTotalCents, type QuantityType, quantityIsValid } from '@provender/events'
import { productKey, quantityTypesOf, unitPriceCents } from './catalog.ts'
import type { CustomerProduct, OrderItemDraft } from './types.ts'

/** One product's entry as typed: the text stays as typed so "1." or "0.5" can be edited. */
export interface CartLine {
  quantityType: QuantityType
  amount: string
}

export type Cart = Readonly<Record<string, CartLine>>

/** Spec 5: a non-numeric quantity counts as 0. */
export function parseQuantity(text: string): number {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0
}

/** Spec 4: an item starts at 0, by pack (weight for weight products). */
export function lineFor(cart: Cart, product: CustomerProduct): CartLine {
  return cart[productKey(product)] ?? { quantityType: quantityTypesOf(product)[0] ?? 'pack', amount: '' }
}

export function withAmount(cart: Cart, product: CustomerProduct, amount: string): Cart {
  return { ...cart, [productKey(product)]: { ...lineFor(cart, product), amount } }
}

/** Spec 4: changing the unit resets the quantity to 0. */
export function withQuantityType(cart: Cart, product: CustomerProduct, quantityType: QuantityType): Cart {
  return { ...cart, [productKey(product)]: { quantityType, amount: '' } }
}

/** The line's estimated total, by the same rule the server applies. */
export function lineCents(product: CustomerProduct, line: CartLine): number {
  const quantity = parseQuantity(line.amount)
  if (quantity === 0 || !quantityIsValid(line.quantityType, quantity)) return 0
  return lineTotalCents(unitPriceCents(product), line.quantityType, quantity, product.packsPerCase)
}

export function lineProblem(line: CartLine): string | null {
  const quantity = parseQuantity(line.amount)
  if (quantity === 0 || quantityIsValid(line.quantityType, quantity)) return null
  return line.quantityType === 'weight' ? 'Use at most 2 decimals' : 'Whole numbers only'
}

export interface CartSummary {
  items: OrderItemDraft[]
  totalCents: number
  /** Products whose typed quantity the server would refuse. */
  invalid: string[]
}

export function summarize(products: readonly CustomerProduct[], cart: Cart): CartSummary {
  const items: OrderItemDraft[] = []
  const invalid: string[] = []
  let totalCents = 0
  for (const product of products) {
    const line = cart[productKey(product)]
    if (!line) continue
    if (lineProblem(line)) {
      invalid.push(productKey(product))
      continue
    }
    const quantity = parseQuantity(line.amount)
    if (quantity === 0) continue
    items.push({ productId: productKey(product), quantity, quantityType: line.quantityType })
    totalCents += lineCents(product, line)
  }
  return { items, totalCents, invalid }
}

/** Spec 5: nothing to order, a zero total, a bad quantity or a pending submission all block it. */
export function canSubmit(summary: CartSummary, submitting: boolean): boolean {
  return !submitting && summary.items.length > 0 && summary.totalCents > 0 && summary.invalid.length === 0
}
