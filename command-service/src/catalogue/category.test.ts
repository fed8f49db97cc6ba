import type { DomainEvent } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { type CategoryCommand, categoryAggregate, decideCategory } from './category.ts'

const categoryCreated: DomainEvent = { type: 'CategoryCreated', data: eventExamples.CategoryCreated }
const categoryDeleted: DomainEvent = { type: 'CategoryDeleted', data: { categoryId: 3, name: 'Meat' } }
const meat = given(categoryAggregate, categoryCreated)
const neverExisted = given(categoryAggregate)
const deleted = given(categoryAggregate, categoryCreated, categoryDeleted)
const categoryNotFound = { kind: 'not-found', message: 'Category not found.', code: undefined, issues: [] }
const rename = (name: string): CategoryCommand => ({ type: 'RenameCategory', name })

describe('category aggregate', () => {
  it('creation makes the category active', () => {
    expect(meat).toEqual({ status: 'active', id: 3, name: 'Meat' })
  })

  it('a rename changes the name', () => {
    const renamed: DomainEvent = { type: 'CategoryRenamed', data: eventExamples.CategoryRenamed }
    expect(given(categoryAggregate, categoryCreated, renamed)).toEqual({
      status: 'active',
      id: 3,
      name: 'Meat & poultry',
    })
  })

  it('deletion marks the category deleted', () => {
    expect(deleted).toEqual({ status: 'deleted', id: 3, name: 'Meat' })
  })

  it('ignores events of other streams', () => {
    const product: DomainEvent = { type: 'ProductCreated', data: eventExamples.ProductCreated }
    expect(categoryAggregate.evolve(meat, product)).toBe(meat)
  })
})

describe('create category', () => {
  const create: CategoryCommand = { type: 'CreateCategory', categoryId: 3, name: 'Meat' }

  it('a new category is created', () => {
    expect(decideCategory(create, neverExisted)).toEqual([categoryCreated])
  })

  it.each([
    ['exists', meat],
    ['was deleted', deleted],
  ])('refuses a category that %s', (_case, state) => {
    expect(refusal(() => decideCategory(create, state))).toEqual({
      kind: 'conflict',
      message: 'That category already exists.',
      code: undefined,
      issues: [],
    })
  })
})

describe('rename category', () => {
  it.each([
    ['records the old and the new name', 'Meat & poultry'],
    ['a change of case alone is a rename', 'MEAT'],
  ])('%s', (_case, newName) => {
    expect(decideCategory(rename(newName), meat)).toEqual([
      { type: 'CategoryRenamed', data: { categoryId: 3, oldName: 'Meat', newName } },
    ])
  })

  it('records nothing when the name is the same', () => {
    expect(decideCategory(rename('Meat'), meat)).toEqual([])
  })
})

describe('delete category', () => {
  it('records the deletion with the name it had', () => {
    expect(decideCategory({ type: 'DeleteCategory' }, meat)).toEqual([categoryDeleted])
  })
})

describe('a category that never existed, or was deleted, is not found', () => {
  it.each([
    ['a rename', rename('Fish')],
    ['a delete', { type: 'DeleteCategory' } as const],
  ])('%s refuses it', (_case, command) => {
    for (const state of [neverExisted, deleted]) {
      expect(refusal(() => decideCategory(command, state))).toEqual(categoryNotFound)
    }
  })
})
