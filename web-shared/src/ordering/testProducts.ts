import type { CustomerProduct } from './types.ts'

/** A product of a customer's price list for tests: a 6-pack at $1, uncategorised unless told. */
export function testProduct(id: string, overrides: Partial<CustomerProduct> = {}): CustomerProduct {
  return {
    id,
    productId: id,
    name: `Product ${id}`,
    description: null,
    unitType: 'quantity',
    packsPerCase: 6,
    categoryId: null,
    category: null,
    price: 1,
    ...overrides,
  }
}
