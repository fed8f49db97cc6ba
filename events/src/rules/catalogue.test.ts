import { describe, expect, it } from 'vitest'
import { streams } from '../catalogue/streams.ts'
import { normalizeCategoryName, productInputSchema } from './catalogue.ts'

const valid = {
  id: ' DRY-BUT-UNS ',
  name: ' Unsalted butter ',
  description: 'Sweet cream',
  unitType: 'quantity',
  packsPerCase: 36,
  price: 4.25,
  categoryId: 2,
}

function messages(body: unknown): string[] {
  const result = productInputSchema.safeParse(body)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('category names', () => {
  it('are the same name regardless of case and spacing', () => {
    expect(normalizeCategoryName('  Dry   Goods ')).toBe('dry goods')
    expect(streams.categoryName('Dry goods')).toBe(streams.categoryName('DRY  GOODS'))
  })
})

describe('product input', () => {
  it('trims text and keeps the price in cents', () => {
    expect(productInputSchema.parse(valid)).toEqual({
      id: 'DRY-BUT-UNS',
      name: 'Unsalted butter',
      description: 'Sweet cream',
      unitType: 'quantity',
      packsPerCase: 36,
      priceCents: 425,
      categoryId: 2,
    })
  })

  it('reads numbers typed as text, and no category as Other', () => {
    expect(
      productInputSchema.parse({
        ...valid,
        price: '0.29',
        packsPerCase: '12',
        categoryId: '',
        description: null,
      }),
    ).toMatchObject({ priceCents: 29, packsPerCase: 12, categoryId: null, description: '' })
  })

  it('a weight product has no cases: packs per case is stored as none', () => {
    expect(
      productInputSchema.parse({ ...valid, unitType: 'weight', packsPerCase: 12 }).packsPerCase,
    ).toBeNull()
    expect(
      productInputSchema.parse({ ...valid, unitType: 'weight', packsPerCase: undefined }).packsPerCase,
    ).toBeNull()
  })

  it.each([
    [{ packsPerCase: undefined }, 'Packs per case is required for products sold by the pack or case.'],
    [{ packsPerCase: null }, 'Packs per case is required for products sold by the pack or case.'],
    [{ packsPerCase: 0 }, 'Packs per case must be a whole number from 1 to 10000.'],
    [{ packsPerCase: 2.5 }, 'Packs per case must be a whole number from 1 to 10000.'],
    [{ price: undefined }, 'Price is required.'],
    [{ price: '' }, 'Price is required.'],
    [{ price: -1 }, 'Price cannot be negative.'],
    [{ price: 1.005 }, 'Price can have at most two decimals.'],
    [{ id: '' }, 'Product id is required.'],
    [{ id: 'has space' }, 'Product id may hold only letters, digits, -, _ and .'],
    [{ id: 'x'.repeat(65) }, 'Product id is at most 64 characters.'],
    [{ name: '  ' }, 'Name is required.'],
    [{ unitType: 'case' }, 'Unit type must be quantity or weight.'],
    [{ categoryId: 0 }, 'Choose an existing category, or none for Other.'],
    [{ categoryId: 'abc' }, 'Choose an existing category, or none for Other.'],
  ])('refuses %o', (change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message)
  })
})
