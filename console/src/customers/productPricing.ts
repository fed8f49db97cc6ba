import { formatMoney, toCents } from '@provender/events'

/**
 * Spec 9: a pack product is priced per pack and per case (price x packsPerCase); a weight
 * product per lb.
 */
export function unitOfPrice(product: { unitType: string; packsPerCase: number | null }): string {
  if (product.unitType === 'weight') return 'per lb'
  return product.packsPerCase && product.packsPerCase > 1
    ? `per pack, ${product.packsPerCase} packs a case`
    : 'per pack'
}

export function priceLabels(product: {
  unitType: string
  packsPerCase: number | null
  price: number
}): string[] {
  const cents = toCents(product.price)
  if (product.unitType === 'weight') return [`${formatMoney(cents)} / lb`]
  const perCase = product.packsPerCase && product.packsPerCase > 1 ? cents * product.packsPerCase : null
  return perCase === null
    ? [`${formatMoney(cents)} / pack`]
    : [`${formatMoney(cents)} / pack`, `${formatMoney(perCase)} / case`]
}
