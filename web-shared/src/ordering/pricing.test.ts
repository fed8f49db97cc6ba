import { describe, expect, it } from 'vitest'
import { priceLabel } from './pricing.ts'
import type { CustomerProduct } from './types.ts'

const base: CustomerProduct = {
  id: 'X',
  name: 'X',
  description: null,
  unitType: 'quantity',
  packsPerCase: 12,
  categoryId: null,
  category: null,
  price: 2.5,
  sellPrice: 2.25,
}

describe('price labels', () => {
  it('shows pack and case prices from the negotiated price', () => {
    expect(priceLabel(base)).toBe('$2.25 /pack · $27.00 /case of 12')
  })
  it('shows a per-pound price for weight products', () => {
    expect(priceLabel({ ...base, unitType: 'weight', packsPerCase: null })).toBe('$2.25 /lb')
  })
  it('shows only the pack price when a case is one pack', () => {
    expect(priceLabel({ ...base, packsPerCase: 1 })).toBe('$2.25 /pack')
  })
})
