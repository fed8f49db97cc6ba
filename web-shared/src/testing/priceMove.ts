import type { PriceMove } from '../priceMove.ts'

/** Ribeye by the case, 12.50 → 13.10: the move the price-change tests start from. */
export const ribeyeMove: PriceMove = {
  id: '4-0b7c8f36-2f4e-4c1a-9a55-0d3c1f2e7a10',
  productId: 'RIB',
  productName: 'Ribeye',
  quantityType: 'case',
  oldPrice: 12.5,
  newPrice: 13.1,
  difference: 0.6,
  changedAt: '2026-11-20T15:00:00.000Z',
}
