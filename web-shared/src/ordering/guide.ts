import type { QuantityType } from '@provender/events'
import { groupProducts, matchesSearch, type ProductSection, productKey } from './catalog.ts'
import type { CustomerProduct } from './types.ts'

/** One row of GET /api/customers/{id}/usual-items (the agreed shape, issue 24). */
export interface UsualItem {
  productId: string
  name: string
  lastQuantity: number
  lastQuantityType: QuantityType
  /** The most ever ordered, in the product's base unit (lb, or packs: a case is packsPerCase packs). */
  largestBaseQuantity: number
  orderCount: number
  lastOrderedAt: string
}

/** A line of a past order as the guide gets it back: what was sold, and at what price per its unit. */
export interface PastLine {
  productId: string
  name: string
  quantity: number
  quantityType: QuantityType
  /** Dollars per quantityType when sold; absent (or null) when the source does not say. */
  unitPrice?: number | null
}

export interface UsualItems {
  items: UsualItem[]
  lastOrder: { id: number; createdAt: string; items: PastLine[] } | null
}

/** The step 1 filter that narrows the sections to what the customer usually orders. */
export const USUAL_FILTER = 'Usual items'

/**
 * Spec 2.14 step 1's sections (favourites, the categories by name, Other last), narrowed by the
 * search and, with `usualOnly`, to the customer's usual items. Each product is listed once, so it
 * has a single stepper; a usual item the customer can no longer buy is not listed.
 */
export function orderFormSections(
  products: readonly CustomerProduct[],
  usual: readonly UsualItem[],
  search = '',
  usualOnly = false,
): ProductSection[] {
  const usualIds = new Set(usual.map((item) => item.productId))
  return groupProducts(
    products.filter((p) => matchesSearch(p, search) && (!usualOnly || usualIds.has(productKey(p)))),
  )
}

/**
 * Lines copied from a past order at today's prices: each product still offered in the same unit
 * is kept; the others are named as left out. A line whose price per its unit moved carries both.
 */
export interface CopiedLines {
  lines: Map<string, { quantityType: QuantityType; amount: string }>
  leftOut: string[]
  priceMoves: Map<string, { from: number; to: number; quantityType: QuantityType }>
}

/** Today's price per pack, case or lb, in dollars, by spec 9 (a case is packsPerCase packs). */
export function unitPriceToday(product: CustomerProduct, quantityType: QuantityType): number {
  const perPack = product.sellPrice ?? product.price
  const perCase = product.packsPerCase && product.packsPerCase > 1 ? product.packsPerCase : 1
  return quantityType === 'case' ? Math.round(perPack * perCase * 100) / 100 : perPack
}

export function copyPastLines(
  past: readonly PastLine[],
  products: readonly CustomerProduct[],
  allowed: (product: CustomerProduct) => readonly QuantityType[],
): CopiedLines {
  const byKey = new Map(products.map((p) => [productKey(p), p]))
  const copied: CopiedLines = { lines: new Map(), leftOut: [], priceMoves: new Map() }
  for (const line of past) {
    const product = byKey.get(line.productId)
    if (!product || !allowed(product).includes(line.quantityType) || copied.lines.has(line.productId)) {
      copied.leftOut.push(line.name)
      continue
    }
    copied.lines.set(line.productId, { quantityType: line.quantityType, amount: String(line.quantity) })
    const today = unitPriceToday(product, line.quantityType)
    if (typeof line.unitPrice === 'number' && Math.round(line.unitPrice * 100) !== Math.round(today * 100)) {
      copied.priceMoves.set(line.productId, {
        from: line.unitPrice,
        to: today,
        quantityType: line.quantityType,
      })
    }
  }
  return copied
}
