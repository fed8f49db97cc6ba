import type { DomainEvent, EventOf, ProductFields } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { type CatalogueFacts, decideProduct, type ProductCommand, productAggregate } from './product.ts'

const created: EventOf<'ProductCreated'> = { type: 'ProductCreated', data: eventExamples.ProductCreated }
const { productId, ...beef } = created.data
const productDeleted: DomainEvent = { type: 'ProductDeleted', data: eventExamples.ProductDeleted }
const active = given(productAggregate, created)
const neverExisted = given(productAggregate)
const deleted = given(productAggregate, created, productDeleted)

/** Category 3 (Meat) and 4 (Seafood) exist; any other does not, or was deleted. */
const facts: CatalogueFacts = { activeCategories: new Set([3, 4]) }
const noCategories: CatalogueFacts = { activeCategories: new Set() }
const noSuchCategory = {
  kind: 'invalid',
  message: 'Choose an existing category, or none for Other.',
  code: undefined,
  issues: ['categoryId: Choose an existing category, or none for Other.'],
}
const productNotFound = { kind: 'not-found', message: 'Product not found.', code: undefined, issues: [] }

const create = (fields: ProductFields, known = facts): ProductCommand => ({
  type: 'CreateProduct',
  productId,
  fields,
  facts: known,
})
const update = (fields: ProductFields, known = facts): ProductCommand => ({
  type: 'UpdateProduct',
  fields,
  facts: known,
})

describe('product aggregate', () => {
  it('creation makes the product active with its fields', () => {
    expect(active).toEqual({ status: 'active', id: productId, fields: beef, substitutes: [] })
  })

  it('an update replaces the fields', () => {
    const after: ProductFields = { ...beef, name: 'Ground beef 85/15', priceCents: 1399 }
    expect(
      given(productAggregate, created, { type: 'ProductUpdated', data: { productId, before: beef, after } }),
    ).toEqual({ status: 'active', id: productId, fields: after, substitutes: [] })
  })

  it('deletion marks the product deleted and keeps its fields', () => {
    expect(deleted).toEqual({ status: 'deleted', id: productId, fields: beef, substitutes: [] })
  })

  it('ignores events of other streams', () => {
    expect(productAggregate.evolve(active, { type: 'CustomerDeleted', data: { customerId: 1 } })).toBe(active)
  })
})

describe('create product', () => {
  it('a new product is created', () => {
    expect(decideProduct(create(beef), neverExisted)).toEqual([created])
  })

  it('a product without a category is created under Other, whatever categories exist', () => {
    expect(decideProduct(create({ ...beef, categoryId: null }, noCategories), neverExisted)).toEqual([
      { type: 'ProductCreated', data: { productId, ...beef, categoryId: null } },
    ])
  })

  it.each([
    ['exists', active],
    ['was deleted (its id stays taken)', deleted],
  ])('refuses an id that %s', (_case, state) => {
    expect(refusal(() => decideProduct(create(beef), state))).toEqual({
      kind: 'conflict',
      message: 'A product with that id already exists.',
      code: 'PRODUCT_ID_TAKEN',
      issues: [],
    })
  })

  it('refuses a category that does not exist (never made, or deleted)', () => {
    expect(refusal(() => decideProduct(create({ ...beef, categoryId: 9 }), neverExisted))).toEqual(
      noSuchCategory,
    )
  })
})

describe('update product', () => {
  const after: ProductFields = { ...beef, name: 'Ground beef 85/15', categoryId: 4, priceCents: 1399 }

  it('records the fields before and after', () => {
    expect(decideProduct(update(after), active)).toEqual([
      { type: 'ProductUpdated', data: { productId, before: beef, after } },
    ])
  })

  it('records nothing when nothing changes', () => {
    expect(decideProduct(update(beef), active)).toEqual([])
  })

  it('a product whose category was deleted saves as Other when the form sends that category back', () => {
    const renamed: ProductFields = { ...beef, name: 'Beef mince' }
    expect(decideProduct(update(renamed, noCategories), active)).toEqual([
      { type: 'ProductUpdated', data: { productId, before: beef, after: { ...renamed, categoryId: null } } },
    ])
  })

  it('refuses to move a product into a category that does not exist', () => {
    expect(refusal(() => decideProduct(update({ ...beef, categoryId: 9 }), active))).toEqual(noSuchCategory)
  })
})

describe('delete product', () => {
  it('records the deletion with the name it had', () => {
    expect(decideProduct({ type: 'DeleteProduct' }, active)).toEqual([productDeleted])
  })
})

describe('a product that never existed, or was deleted, is not found', () => {
  it.each([
    ['an update', update(beef)],
    ['a delete', { type: 'DeleteProduct' } as const],
  ])('%s refuses it', (_case, command) => {
    for (const state of [neverExisted, deleted]) {
      expect(refusal(() => decideProduct(command, state))).toEqual(productNotFound)
    }
  })
})
