import type { DomainEvent, ProductFields } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { categoryAggregate, decideCreateCategory } from './category.ts'
import { decideCreateProduct, productAggregate } from './product.ts'

const beef: ProductFields = {
  name: 'Ground beef',
  description: '80/20, vacuum packed',
  categoryId: 3,
  unitType: 'weight',
  packsPerCase: null,
  priceCents: 1265,
}
const created: DomainEvent = { type: 'ProductCreated', data: { productId: 'BEEF-01', ...beef } }
const productDeleted: DomainEvent = {
  type: 'ProductDeleted',
  data: { productId: 'BEEF-01', name: 'Ground beef' },
}

describe('product aggregate', () => {
  it('creation makes the product active with its fields', () => {
    expect(given(productAggregate, created)).toEqual({ status: 'active', id: 'BEEF-01', fields: beef })
  })

  it('an update replaces the fields', () => {
    const after: ProductFields = { ...beef, name: 'Ground beef 85/15', priceCents: 1399 }
    expect(
      given(productAggregate, created, {
        type: 'ProductUpdated',
        data: { productId: 'BEEF-01', before: beef, after },
      }),
    ).toEqual({ status: 'active', id: 'BEEF-01', fields: after })
  })

  it('deletion marks the product deleted and keeps its fields', () => {
    expect(given(productAggregate, created, productDeleted)).toEqual({
      status: 'deleted',
      id: 'BEEF-01',
      fields: beef,
    })
  })

  it('ignores events of other streams', () => {
    const state = given(productAggregate, created)
    expect(productAggregate.evolve(state, { type: 'CustomerDeleted', data: { customerId: 1 } })).toBe(state)
  })
})

describe('create product', () => {
  it('a new product is created', () => {
    expect(decideCreateProduct({ productId: 'BEEF-01', ...beef }, given(productAggregate))).toEqual([created])
  })

  it.each([
    ['exists', given(productAggregate, created)],
    ['was deleted (its id stays taken)', given(productAggregate, created, productDeleted)],
  ])('refuses an id that %s', (_case, state) => {
    expect(refusal(() => decideCreateProduct({ productId: 'BEEF-01', ...beef }, state))).toEqual({
      kind: 'conflict',
      message: 'A product with that id already exists.',
      code: 'PRODUCT_ID_TAKEN',
      issues: [],
    })
  })
})

const categoryCreated: DomainEvent = { type: 'CategoryCreated', data: { categoryId: 3, name: 'Meat' } }
const categoryDeleted: DomainEvent = { type: 'CategoryDeleted', data: { categoryId: 3, name: 'Meat' } }

describe('category aggregate', () => {
  it('creation makes the category active', () => {
    expect(given(categoryAggregate, categoryCreated)).toEqual({ status: 'active', id: 3, name: 'Meat' })
  })

  it('a rename changes the name', () => {
    expect(
      given(categoryAggregate, categoryCreated, {
        type: 'CategoryRenamed',
        data: { categoryId: 3, oldName: 'Meat', newName: 'Meat & poultry' },
      }),
    ).toEqual({ status: 'active', id: 3, name: 'Meat & poultry' })
  })

  it('deletion marks the category deleted', () => {
    expect(given(categoryAggregate, categoryCreated, categoryDeleted)).toEqual({
      status: 'deleted',
      id: 3,
      name: 'Meat',
    })
  })

  it('ignores events of other streams', () => {
    const state = given(categoryAggregate, categoryCreated)
    expect(categoryAggregate.evolve(state, created)).toBe(state)
  })
})

describe('create category', () => {
  it('a new category is created', () => {
    expect(decideCreateCategory({ categoryId: 3, name: 'Meat' }, given(categoryAggregate))).toEqual([
      categoryCreated,
    ])
  })

  it.each([
    ['exists', given(categoryAggregate, categoryCreated)],
    ['was deleted', given(categoryAggregate, categoryCreated, categoryDeleted)],
  ])('refuses a category that %s', (_case, state) => {
    expect(refusal(() => decideCreateCategory({ categoryId: 3, name: 'Meat' }, state))).toEqual({
      kind: 'conflict',
      message: 'That category already exists.',
      code: undefined,
      issues: [],
    })
  })
})
