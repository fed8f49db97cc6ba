import type { OrderLine } from '../catalogue/events.ts'

/** Two cases of olive oil at 7.50 a pack (6 packs a case): the order line the order tests share. */
export const oliveOilCases: OrderLine = {
  productId: 'OIL',
  name: 'Olive oil',
  unitType: 'quantity',
  packsPerCase: 6,
  quantityType: 'case',
  quantity: 2,
  unitPriceCents: 750,
  lineTotalCents: 9000,
}
