import { describe, expect, it } from 'vitest'
import { groupProducts, matchesSearch } from './catalog.ts'
import { testProduct } from './testProducts.ts'
import type { CustomerProduct } from './types.ts'

const product = (id: string, name: string, category: string | null, favorite = false): CustomerProduct =>
  testProduct(id, { name, categoryId: category ? 1 : null, category, sellPrice: 1, favorite })

describe('grouping the order form products', () => {
  const products = [
    product('a', 'zucchini', 'Produce'),
    product('b', 'Apples', 'Produce'),
    product('c', 'Napkins', null),
    product('d', 'Ribeye', 'meat'),
    product('e', 'butter', 'Dairy', true),
    product('f', 'Bacon', 'meat', true),
    product('g', 'Cups', null),
  ]

  it('puts favourites first, categories by name, Other last', () => {
    expect(groupProducts(products).map((s) => s.title)).toEqual(['Favorites', 'meat', 'Produce', 'Other'])
  })

  it('sorts products by name without regard to case', () => {
    const sections = groupProducts(products)
    expect(sections[0]?.products.map((p) => p.name)).toEqual(['Bacon', 'butter'])
    expect(sections[2]?.products.map((p) => p.name)).toEqual(['Apples', 'zucchini'])
    expect(sections[3]?.products.map((p) => p.name)).toEqual(['Cups', 'Napkins'])
  })

  it('lists a favourite once, and drops a category left empty', () => {
    const sections = groupProducts(products)
    expect(sections.flatMap((s) => s.products)).toHaveLength(products.length)
    expect(sections.find((s) => s.title === 'Dairy')).toBeUndefined()
  })

  it('has no Favorites section without favourites', () => {
    expect(groupProducts([product('a', 'A', 'X')]).map((s) => s.title)).toEqual(['X'])
  })
})

describe('searching the products', () => {
  const creme = { ...product('CR-1', 'Crème fraîche', 'Dairy'), description: 'Cultured, 40% fat' }

  it('ignores case and accents', () => {
    expect(matchesSearch(creme, 'CREME')).toBe(true)
    expect(matchesSearch(creme, 'fraiche')).toBe(true)
  })

  it('matches every typed word, in any field and order', () => {
    expect(matchesSearch(creme, 'fat creme')).toBe(true)
    expect(matchesSearch(creme, 'dairy cultured')).toBe(true)
    expect(matchesSearch(creme, 'creme butter')).toBe(false)
  })

  it('finds a product by its code, and everything for an empty search', () => {
    expect(matchesSearch(creme, 'cr-1')).toBe(true)
    expect(matchesSearch(creme, '   ')).toBe(true)
  })

  it('finds products without a category under Other', () => {
    expect(matchesSearch(product('N', 'Napkins', null), 'other')).toBe(true)
  })
})
