import { formatQuantity } from '../format/index.ts'
import { productKey } from './catalog.ts'
import type { UsualItem } from './guide.ts'
import type { CustomerProduct, OrderItemDraft } from './types.ts'

/** A line this many times the customer's largest earlier quantity of the product asks first. */
export const OUTLIER_FACTOR = 5

/** The line in the product's base unit: pounds, or packs (a case is packsPerCase packs). */
export function baseQuantity(item: OrderItemDraft, product: CustomerProduct): number {
  const perCase = product.packsPerCase && product.packsPerCase > 1 ? product.packsPerCase : 1
  return item.quantityType === 'case' ? item.quantity * perCase : item.quantity
}

/**
 * Issue 24's soft warning: the lines far above what this customer usually orders (more than
 * 5× its largest earlier quantity) or above the product's limit staff set, each as the question
 * asked before submit ("99,999 packs of Large eggs — is that right?"). The server still
 * enforces the hard limit; this only asks.
 */
export function outlierQuestions(
  items: readonly OrderItemDraft[],
  products: readonly CustomerProduct[],
  usual: readonly UsualItem[],
): string[] {
  const byKey = new Map(products.map((p) => [productKey(p), p]))
  const largest = new Map(usual.map((u) => [u.productId, u.largestBaseQuantity]))
  return items.flatMap((item) => {
    const product = byKey.get(item.productId)
    if (!product) return []
    const base = baseQuantity(item, product)
    const usualMost = largest.get(item.productId) ?? 0
    const aboveUsual = usualMost > 0 && base > OUTLIER_FACTOR * usualMost
    const aboveLimit = typeof product.warnAbove === 'number' && base > product.warnAbove
    if (!aboveUsual && !aboveLimit) return []
    return [`${formatQuantity(item.quantity, item.quantityType)} of ${product.name} — is that right?`]
  })
}
