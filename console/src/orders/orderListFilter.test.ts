import { describe, expect, it } from 'vitest'
import { initialOrderFilter, scopeOf, tabOf, withScope, withTab } from './orderListFilter.ts'

describe('orders list filter', () => {
  it('opens on Current Orders, and on All for an admin', () => {
    expect(initialOrderFilter(true)).toEqual({ fulfilled: false, scope: 'all' })
    expect(initialOrderFilter(false)).toEqual({ fulfilled: false })
  })

  it('maps the tabs to the fulfilled flag and keeps the other filters', () => {
    const past = withTab({ fulfilled: false, q: 'deli', scope: 'mine' }, 'past')
    expect(past).toEqual({ fulfilled: true, q: 'deli', scope: 'mine' })
    expect(tabOf(past)).toBe('past')
    expect(tabOf(withTab(past, 'current'))).toBe('current')
    expect(tabOf({})).toBe('current')
  })

  it('switches scope between All and Mine', () => {
    expect(scopeOf({})).toBe('all')
    expect(scopeOf(withScope({ q: 'x' }, 'mine'))).toBe('mine')
  })
})
