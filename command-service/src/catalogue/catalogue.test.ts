import type { DomainEvent, ProductFields } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import {
  categoryAggregate,
  categoryNameAggregate,
  decideCreateCategory,
  decideDeleteCategory,
  decideReleaseCategoryName,
  decideRenameCategory,
  decideReserveCategoryName,
} from './category.ts'
import {
  type CatalogueFacts,
  decideCreateProduct,
  decideDeleteProduct,
  decideUpdateProduct,
  productAggregate,
} from './product.ts'

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
    expect(decideCreateProduct({ productId: 'BEEF-01', ...beef }, given(productAggregate), facts)).toEqual([
      created,
    ])
  })

  it('a product without a category is created under Other, whatever categories exist', () => {
    const command = { productId: 'BEEF-01', ...beef, categoryId: null }
    expect(decideCreateProduct(command, given(productAggregate), noCategories)).toEqual([
      { type: 'ProductCreated', data: command },
    ])
  })

  it.each([
    ['exists', given(productAggregate, created)],
    ['was deleted (its id stays taken)', given(productAggregate, created, productDeleted)],
  ])('refuses an id that %s', (_case, state) => {
    expect(refusal(() => decideCreateProduct({ productId: 'BEEF-01', ...beef }, state, facts))).toEqual({
      kind: 'conflict',
      message: 'A product with that id already exists.',
      code: 'PRODUCT_ID_TAKEN',
      issues: [],
    })
  })

  it('refuses a category that does not exist (never made, or deleted)', () => {
    expect(
      refusal(() =>
        decideCreateProduct({ productId: 'BEEF-01', ...beef, categoryId: 9 }, given(productAggregate), facts),
      ),
    ).toEqual(noSuchCategory)
  })
})

describe('update product', () => {
  const after: ProductFields = { ...beef, name: 'Ground beef 85/15', categoryId: 4, priceCents: 1399 }

  it('records the fields before and after', () => {
    expect(
      decideUpdateProduct({ productId: 'BEEF-01', fields: after }, given(productAggregate, created), facts),
    ).toEqual([{ type: 'ProductUpdated', data: { productId: 'BEEF-01', before: beef, after } }])
  })

  it('records nothing when nothing changes', () => {
    expect(
      decideUpdateProduct({ productId: 'BEEF-01', fields: beef }, given(productAggregate, created), facts),
    ).toEqual([])
  })

  it('a product whose category was deleted saves as Other when the form sends that category back', () => {
    const state = given(productAggregate, created)
    const renamed: ProductFields = { ...beef, name: 'Beef mince' }
    expect(decideUpdateProduct({ productId: 'BEEF-01', fields: renamed }, state, noCategories)).toEqual([
      {
        type: 'ProductUpdated',
        data: { productId: 'BEEF-01', before: beef, after: { ...renamed, categoryId: null } },
      },
    ])
  })

  it('refuses to move a product into a category that does not exist', () => {
    const state = given(productAggregate, created)
    expect(
      refusal(() =>
        decideUpdateProduct({ productId: 'BEEF-01', fields: { ...beef, categoryId: 9 } }, state, facts),
      ),
    ).toEqual(noSuchCategory)
  })

  it.each([
    ['never existed', given(productAggregate)],
    ['was deleted', given(productAggregate, created, productDeleted)],
  ])('refuses a product that %s', (_case, state) => {
    expect(refusal(() => decideUpdateProduct({ productId: 'BEEF-01', fields: after }, state, facts))).toEqual(
      productNotFound,
    )
  })
})

describe('delete product', () => {
  it('records the deletion with the name it had', () => {
    expect(decideDeleteProduct(given(productAggregate, created))).toEqual([productDeleted])
  })

  it.each([
    ['never existed', given(productAggregate)],
    ['was deleted already', given(productAggregate, created, productDeleted)],
  ])('refuses a product that %s', (_case, state) => {
    expect(refusal(() => decideDeleteProduct(state))).toEqual(productNotFound)
  })
})

const categoryCreated: DomainEvent = { type: 'CategoryCreated', data: { categoryId: 3, name: 'Meat' } }
const categoryDeleted: DomainEvent = { type: 'CategoryDeleted', data: { categoryId: 3, name: 'Meat' } }
const categoryNotFound = { kind: 'not-found', message: 'Category not found.', code: undefined, issues: [] }

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

describe('rename category', () => {
  it('records the old and the new name', () => {
    expect(
      decideRenameCategory({ name: 'Meat & poultry' }, given(categoryAggregate, categoryCreated)),
    ).toEqual([
      { type: 'CategoryRenamed', data: { categoryId: 3, oldName: 'Meat', newName: 'Meat & poultry' } },
    ])
  })

  it('a change of case alone is a rename', () => {
    expect(decideRenameCategory({ name: 'MEAT' }, given(categoryAggregate, categoryCreated))).toEqual([
      { type: 'CategoryRenamed', data: { categoryId: 3, oldName: 'Meat', newName: 'MEAT' } },
    ])
  })

  it('records nothing when the name is the same', () => {
    expect(decideRenameCategory({ name: 'Meat' }, given(categoryAggregate, categoryCreated))).toEqual([])
  })

  it.each([
    ['never existed', given(categoryAggregate)],
    ['was deleted', given(categoryAggregate, categoryCreated, categoryDeleted)],
  ])('refuses a category that %s', (_case, state) => {
    expect(refusal(() => decideRenameCategory({ name: 'Fish' }, state))).toEqual(categoryNotFound)
  })
})

describe('delete category', () => {
  it('records the deletion with the name it had', () => {
    expect(decideDeleteCategory(given(categoryAggregate, categoryCreated))).toEqual([categoryDeleted])
  })

  it.each([
    ['never existed', given(categoryAggregate)],
    ['was deleted already', given(categoryAggregate, categoryCreated, categoryDeleted)],
  ])('refuses a category that %s', (_case, state) => {
    expect(refusal(() => decideDeleteCategory(state))).toEqual(categoryNotFound)
  })
})

describe('category names', () => {
  const meat = { name: 'Meat', categoryId: 3 }
  const reserved: DomainEvent = { type: 'CategoryNameReserved', data: meat }
  const released: DomainEvent = { type: 'CategoryNameReleased', data: meat }

  it('the name stream knows its holder, and forgets it on release', () => {
    expect(given(categoryNameAggregate, reserved)).toEqual({ ownerId: 3 })
    expect(given(categoryNameAggregate, reserved, released)).toEqual({ ownerId: null })
  })

  it.each([
    ['never held', given(categoryNameAggregate)],
    ['given back', given(categoryNameAggregate, reserved, released)],
  ])('a name %s can be reserved', (_case, state) => {
    expect(decideReserveCategoryName({ name: 'MEAT', categoryId: 5 }, state, false)).toEqual([
      { type: 'CategoryNameReserved', data: { name: 'MEAT', categoryId: 5 } },
    ])
  })

  it('reserving a name the category already holds records nothing', () => {
    expect(decideReserveCategoryName(meat, given(categoryNameAggregate, reserved), true)).toEqual([])
  })

  it('refuses a name another category holds', () => {
    expect(
      refusal(() =>
        decideReserveCategoryName(
          { name: 'meat', categoryId: 5 },
          given(categoryNameAggregate, reserved),
          true,
        ),
      ),
    ).toEqual({
      kind: 'conflict',
      message: 'A category with that name already exists.',
      code: 'CATEGORY_NAME_TAKEN',
      issues: [],
    })
  })

  it('takes a name whose holder does not exist (never created, or deleted): no real holder', () => {
    expect(
      decideReserveCategoryName(
        { name: 'meat', categoryId: 5 },
        given(categoryNameAggregate, reserved),
        false,
      ),
    ).toEqual([{ type: 'CategoryNameReserved', data: { name: 'meat', categoryId: 5 } }])
  })

  it('only the holder gives a name back', () => {
    expect(decideReleaseCategoryName(meat, given(categoryNameAggregate, reserved))).toEqual([released])
    expect(
      decideReleaseCategoryName({ name: 'Meat', categoryId: 5 }, given(categoryNameAggregate, reserved)),
    ).toEqual([])
    expect(decideReleaseCategoryName(meat, given(categoryNameAggregate))).toEqual([])
  })
})
