import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'

/**
 * The chosen products today's price list no longer has (removed or deactivated between the guide
 * and submit), by name: the form takes them out of the order and must say so.
 */
export function noLongerOffered(
  chosen: readonly CustomerProduct[],
  products: readonly CustomerProduct[],
): string[] {
  const offered = new Set(products.map(productKey))
  return chosen.filter((p) => !offered.has(productKey(p))).map((p) => p.name)
}

/** "Large eggs is no longer available and was taken out of your order." */
export function removedText(names: readonly string[]): string | null {
  if (names.length === 0) return null
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  const verb = names.length === 1 ? 'is' : 'are'
  return `${list} ${verb} no longer available and ${names.length === 1 ? 'was' : 'were'} taken out of your order.`
}
