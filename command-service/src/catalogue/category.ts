import { conflict, notFound } from '@provender/events'
import { assertNever, type Decide, defineAggregate } from '../shared/aggregate.ts'
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

/** What may be done to a category (stream category-{id}). */
export type CategoryCommand =
  | { type: 'CreateCategory'; categoryId: number; name: string }
  | { type: 'RenameCategory'; name: string }
  /** Its products become Other: reads fold them there, and product decisions treat it as none. */
  | { type: 'DeleteCategory' }

export const decideCategory: Decide<'category', CategoryCommand, CategoryState> = (command, state) => {
  switch (command.type) {
    case 'CreateCategory':
      if (state.status !== 'new') throw conflict('That category already exists.')
      return [{ type: 'CategoryCreated', data: { categoryId: command.categoryId, name: command.name } }]
    case 'RenameCategory': {
      const { id: categoryId, name: oldName } = activeCategory(state)
      if (oldName === command.name) return []
      return [{ type: 'CategoryRenamed', data: { categoryId, oldName, newName: command.name } }]
    }
    case 'DeleteCategory': {
      const { id: categoryId, name } = activeCategory(state)
      return [{ type: 'CategoryDeleted', data: { categoryId, name } }]
    }
    default:
      return assertNever(command)
  }
}

function activeCategory(state: CategoryState): CategoryState {
  if (state.status !== 'active') throw notFound('Category not found.')
  return state
}
