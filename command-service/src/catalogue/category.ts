import type { DomainEvent } from '@provender/events'
import { conflict } from '@provender/events/server'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface CategoryState {
  status: 'new' | 'active' | 'deleted'
  id: number
  name: string
}

export const categoryAggregate: Aggregate<CategoryState> = {
  initial: { status: 'new', id: 0, name: '' },
  evolve(state, event) {
    switch (event.type) {
      case 'CategoryCreated':
        return { status: 'active', id: event.data.categoryId, name: event.data.name }
      case 'CategoryRenamed':
        return { ...state, name: event.data.newName }
      case 'CategoryDeleted':
        return { ...state, status: 'deleted' }
      default:
        return state
    }
  },
}

export function decideCreateCategory(
  command: { categoryId: number; name: string },
  state: CategoryState,
): DomainEvent[] {
  if (state.status !== 'new') throw conflict('That category already exists.')
  return [{ type: 'CategoryCreated', data: command }]
}
