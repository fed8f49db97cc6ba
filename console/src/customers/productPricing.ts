import { formatUnitPrice } from '@provender/web-shared/format/index.ts'

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
  if (product.unitType === 'weight') return [formatUnitPrice(product.price, 'weight')]
  const cents = Math.round(product.price * 100)
  const perCase = product.packsPerCase && product.packsPerCase > 1 ? cents * product.packsPerCase : null
  return perCase === null
    ? [formatUnitPrice(product.price, 'pack')]
    : [formatUnitPrice(product.price, 'pack'), formatUnitPrice(perCase / 100, 'case')]
}
