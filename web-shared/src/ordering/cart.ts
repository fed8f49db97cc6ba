import {
  formatQuantityLimit,
  lineTotalCents,
  type QuantityProblem,
  type QuantityType,
  quantityProblem,
} from '@provender/events/rules/ordering'
import { productKey, quantityTypesOf, unitPriceCents } from './catalog.ts'
import type { CustomerProduct, OrderItemDraft } from './types.ts'

/** One product's entry as typed: the text stays as typed so "1." or "0.5" can be edited. */
export interface CartLine {
  quantityType: QuantityType
  amount: string
}

export type Cart = Readonly<Record<string, CartLine>>

/** Spec 5: a non-numeric quantity counts as 0. A negative one stays negative, to be refused. */
export function parseQuantity(text: string): number {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  const value = Number(trimmed.replace(',', '.'))
  return Number.isNaN(value) ? 0 : value
}

/** Spec 4: an item starts at 0, by pack (weight for weight products). */
export function lineFor(cart: Cart, product: CustomerProduct): CartLine {
  const key = productKey(product)
  // Own keys only: a product id such as "constructor" must not find Object's.
  const line = Object.hasOwn(cart, key) ? cart[key] : undefined
  return line ?? { quantityType: quantityTypesOf(product)[0] ?? 'pack', amount: '' }
}

export function withAmount(cart: Cart, product: CustomerProduct, amount: string): Cart {
  return { ...cart, [productKey(product)]: { ...lineFor(cart, product), amount } }
}

/** Spec 4: changing the unit resets the quantity to 0. */
export function withQuantityType(cart: Cart, product: CustomerProduct, quantityType: QuantityType): Cart {
  return { ...cart, [productKey(product)]: { quantityType, amount: '' } }
}

const PROBLEM_TEXT: Record<QuantityProblem, (type: QuantityType) => string> = {
  'not-above-zero': () => 'Enter an amount above 0',
  'not-whole': (type) => `Whole ${type}s only`,
  'too-many-decimals': () => 'Use at most 2 decimals',
  'above-limit': (type) => `At most ${formatQuantityLimit()} ${type === 'weight' ? 'lb' : `${type}s`}`,
}

/**
 * What is wrong with the line, in the words shown under its field, or null. An untouched
 * line (still 0) blocks submission without an error; anything typed that the server would
 * refuse says why, a negative amount included.
 */
export function lineProblem(line: CartLine): string | null {
  const quantity = parseQuantity(line.amount)
  if (quantity === 0 && line.amount.trim() === '') return null
  const problem = quantityProblem(line.quantityType, quantity)
  return problem ? PROBLEM_TEXT[problem](line.quantityType) : null
}

/** The line's estimated total, by the server's own pricing function (0 until the amount is valid). */
export function lineCents(product: CustomerProduct, line: CartLine): number {
  const quantity = parseQuantity(line.amount)
  if (quantityProblem(line.quantityType, quantity)) return 0
  return lineTotalCents(unitPriceCents(product), line.quantityType, quantity, product.packsPerCase)
}

export interface CartSummary {
  /** The lines to send, one per chosen product with a valid amount above 0. */
  items: OrderItemDraft[]
  /** The estimate of each line sent, by product. */
  centsByProduct: ReadonlyMap<string, number>
  totalCents: number
  /** Every chosen product has an amount the server accepts. */
  complete: boolean
}

/** The order of the chosen products: what it would send and cost. */
export function summarize(chosen: readonly CustomerProduct[], cart: Cart): CartSummary {
  const items: OrderItemDraft[] = []
  const centsByProduct = new Map<string, number>()
  let totalCents = 0
  for (const product of chosen) {
    const line = lineFor(cart, product)
    const quantity = parseQuantity(line.amount)
    if (quantityProblem(line.quantityType, quantity)) continue
    const cents = lineCents(product, line)
    items.push({ productId: productKey(product), quantity, quantityType: line.quantityType })
    centsByProduct.set(productKey(product), cents)
    totalCents += cents
  }
  return { items, centsByProduct, totalCents, complete: chosen.length > 0 && items.length === chosen.length }
}

/** Spec 5: Submit is off while any item is not above 0 (or refused), the total is 0, or submitting. */
export function canSubmit(summary: CartSummary, submitting: boolean): boolean {
  return !submitting && summary.complete && summary.totalCents > 0
}
