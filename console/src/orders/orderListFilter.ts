import type { OrderScope } from '../dataProvider/index.ts'

/** Spec 4: Current Orders are the unfulfilled ones, Past Orders the fulfilled ones. */
export type OrderTab = 'current' | 'past'

export type OrderFilter = Record<string, unknown>

export function tabOf(filter: OrderFilter): OrderTab {
  return filter.fulfilled === true ? 'past' : 'current'
}

export function withTab(filter: OrderFilter, tab: OrderTab): OrderFilter {
  return { ...filter, fulfilled: tab === 'past' }
}

export function scopeOf(filter: OrderFilter): OrderScope {
  return filter.scope === 'mine' ? 'mine' : 'all'
}

export function withScope(filter: OrderFilter, scope: OrderScope): OrderFilter {
  return { ...filter, scope }
}

/** The list opens on Current Orders; an admin's opens on All (spec 2.4). */
export function initialOrderFilter(canChooseScope: boolean): OrderFilter {
  return canChooseScope ? { fulfilled: false, scope: 'all' } : { fulfilled: false }
}
