import { formatUnitPrice } from '../format/index.ts'
import { unitPriceCents, unitTypeOf } from './catalog.ts'
import type { CustomerProduct } from './types.ts'

/** Spec 9: packs show per pack and per case (price x packsPerCase); weight per lb. */
export function priceLabel(product: CustomerProduct): string {
  const dollars = unitPriceCents(product) / 100
  if (unitTypeOf(product) === 'weight') return formatUnitPrice(dollars, 'weight')
  const perCase = product.packsPerCase ?? 0
  if (perCase <= 1) return formatUnitPrice(dollars, 'pack')
  return `${formatUnitPrice(dollars, 'pack')} · ${formatUnitPrice((unitPriceCents(product) * perCase) / 100, 'case')} of ${perCase}`
}
