import type { DomainEvent } from '@provender/events'
import { conflict, notFound } from '@provender/events'
import { assertNever, defineAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface CategoryState {
  status: 'new' | 'active' | 'deleted'
  id: number
  name: string
}

export const categoryAggregate: Aggregate<CategoryState> = defineAggregate(
  'category',
  { status: 'new', id: 0, name: '' },
  (state, event): CategoryState => {
    switch (event.type) {
      case 'CategoryCreated':
        return { status: 'active', id: event.data.categoryId, name: event.data.name }
      case 'CategoryRenamed':
        return { ...state, name: event.data.newName }
      case 'CategoryDeleted':
        return { ...state, status: 'deleted' }
      default:
        return assertNever(event)
    }
  },
)

/** The category name stream: which category holds a name, so no two share one. */
export interface CategoryNameState {
  ownerId: number | null
}

export const categoryNameAggregate: Aggregate<CategoryNameState> = defineAggregate(
  'categoryName',
  { ownerId: null },
  (_state, event): CategoryNameState => {
    switch (event.type) {
      case 'CategoryNameReserved':
        return { ownerId: event.data.categoryId }
      case 'CategoryNameReleased':
        return { ownerId: null }
      default:
        return assertNever(event)
    }
  },
)

export interface CategoryNameClaim {
  name: string
  categoryId: number
}

/** `holderExists`: whether the category holding the name exists (see ClaimStream.reserve). */
export function decideReserveCategoryName(
  claim: CategoryNameClaim,
  state: CategoryNameState,
  holderExists: boolean,
): DomainEvent[] {
  if (state.ownerId === claim.categoryId) return []
  if (state.ownerId !== null && holderExists) {
    throw conflict('A category with that name already exists.', 'CATEGORY_NAME_TAKEN')
  }
  return [{ type: 'CategoryNameReserved', data: claim }]
}

/** Gives a name back; a name held by another category is left alone. */
export function decideReleaseCategoryName(claim: CategoryNameClaim, state: CategoryNameState): DomainEvent[] {
  return state.ownerId === claim.categoryId ? [{ type: 'CategoryNameReleased', data: claim }] : []
}

export function decideCreateCategory(
  command: { categoryId: number; name: string },
  state: CategoryState,
): DomainEvent[] {
  if (state.status !== 'new') throw conflict('That category already exists.')
  return [{ type: 'CategoryCreated', data: command }]
}

function activeCategory(state: CategoryState): CategoryState {
  if (state.status !== 'active') throw notFound('Category not found.')
  return state
}

export function decideRenameCategory(command: { name: string }, state: CategoryState): DomainEvent[] {
  const category = activeCategory(state)
  if (category.name === command.name) return []
  return [
    {
      type: 'CategoryRenamed',
      data: { categoryId: category.id, oldName: category.name, newName: command.name },
    },
  ]
}

/** Its products become Other: reads fold them there, and product decisions treat it as none. */
export function decideDeleteCategory(state: CategoryState): DomainEvent[] {
  const category = activeCategory(state)
  return [{ type: 'CategoryDeleted', data: { categoryId: category.id, name: category.name } }]
}
