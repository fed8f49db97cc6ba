import type { CustomerProduct } from '../ordering/types.ts'

/** Sold by the pack or the case of 6, at a negotiated 12.50 a pack (list 13.00). */
export const oil: CustomerProduct = {
  id: 'OIL',
  productId: 'OIL',
  name: 'Olive oil',
  description: null,
  unitType: 'quantity',
  packsPerCase: 6,
  categoryId: 1,
  category: 'Pantry',
  price: 13,
  sellPrice: 12.5,
}

/** Sold by weight at 14.99 a lb. */
export const ribeye: CustomerProduct = {
  ...oil,
  id: 'RIB',
  productId: 'RIB',
  name: 'Ribeye',
  unitType: 'weight',
  packsPerCase: null,
  price: 14.99,
  sellPrice: 14.99,
}
