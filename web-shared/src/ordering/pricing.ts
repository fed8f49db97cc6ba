import { formatMoney } from '@provender/events'
import { unitPriceCents, unitTypeOf } from './catalog.ts'
import type { CustomerProduct } from './types.ts'

/** Spec 9: packs show per pack and per case (price x packsPerCase); weight per lb. */
export function priceLabel(product: CustomerProduct): string {
  const cents = unitPriceCents(product)
  if (unitTypeOf(product) === 'weight') return `${formatMoney(cents)} / lb`
  const perCase = product.packsPerCase ?? 0
  if (perCase <= 1) return `${formatMoney(cents)} / pack`
  return `${formatMoney(cents)} / pack · ${formatMoney(cents * perCase)} / case of ${perCase}`
}
