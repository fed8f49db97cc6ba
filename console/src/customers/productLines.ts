import { hasAtMostTwoDecimals, PRICE_MAX } from '@provender/events'
import type { CustomerProductLine, Product } from '../dataProvider/index.ts'

/**
 * Spec 2.6 and 4: the customer's product lines are edited here, in memory, and sent whole
 * on Save. Every function returns a new list and leaves the one it got alone.
 */
export type ProductLine = CustomerProductLine

/** Spec 5: a product cannot be added twice; adding one already there changes nothing. */
export function addLine(lines: readonly ProductLine[], product: Product, price: number): ProductLine[] {
  if (lines.some((line) => line.productId === product.id)) return [...lines]
  return [
    ...lines,
    {
      productId: product.id,
      name: product.name,
      description: product.description,
      unitType: product.unitType,
      packsPerCase: product.packsPerCase,
      defaultPrice: product.price,
      price,
    },
  ]
}

export function repriceLine(lines: readonly ProductLine[], productId: string, price: number): ProductLine[] {
  return lines.map((line) => (line.productId === productId ? { ...line, price } : line))
}

export function removeLine(lines: readonly ProductLine[], productId: string): ProductLine[] {
  return lines.filter((line) => line.productId !== productId)
}

/** Spec 5: the picker hides the products already on the list. */
export function availableProducts(catalogue: readonly Product[], lines: readonly ProductLine[]): Product[] {
  const used = new Set(lines.map((line) => line.productId))
  return catalogue.filter((product) => !used.has(product.id))
}

/** Spec 5: min 0, step 0.01; text that is not such a price is null. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value >= 0 && value <= PRICE_MAX && hasAtMostTwoDecimals(value) ? value : null
}

export const PRICE_HINT = 'Enter a price of 0 or more, with at most two decimals.'

/** Whether the lines differ from those loaded: another product, price or order. */
export function linesChanged(before: readonly ProductLine[], after: readonly ProductLine[]): boolean {
  if (before.length !== after.length) return true
  return before.some((line, i) => line.productId !== after[i]?.productId || line.price !== after[i]?.price)
}

/** What the API keeps of a line (spec 7: products of { productId, price }). */
export function linesBody(lines: readonly ProductLine[]): { productId: string; price: number }[] {
  return lines.map(({ productId, price }) => ({ productId, price }))
}
