import { describe, expect, it } from 'vitest'
import type { PriceChange } from '../dataProvider/index.ts'
import { dayBound, fromLocalInput, priceSeries, toLocalInput } from './historyFormat.ts'

const actor = { id: 1, name: 'Alex Morgan', role: 'admin' }

describe('history formatting', () => {
  it('round-trips a datetime-local value through an instant', () => {
    const date = new Date(2026, 2, 3, 14, 5)
    expect(toLocalInput(date)).toBe('2026-03-03T14:05')
    expect(fromLocalInput('2026-03-03T14:05')).toBe(date.toISOString())
    expect(fromLocalInput('yesterday')).toBeNull()
    expect(fromLocalInput('')).toBeNull()
  })

  it('turns a picked day into its first and last instants', () => {
    expect(dayBound('2026-03-03', false)).toBe(new Date(2026, 2, 3, 0, 0, 0, 0).toISOString())
    expect(dayBound('2026-03-03', true)).toBe(new Date(2026, 2, 3, 23, 59, 59, 999).toISOString())
    expect(dayBound('', true)).toBe('')
  })

  it('draws a line as steps: added, changed, removed, carried to now', () => {
    const changes: PriceChange[] = [
      { at: '2026-01-01T00:00:00.000Z', kind: 'added', oldPrice: null, newPrice: 12.5, actor },
      { at: '2026-02-01T00:00:00.000Z', kind: 'changed', oldPrice: 12.5, newPrice: 13.1, actor },
      { at: '2026-03-01T00:00:00.000Z', kind: 'removed', oldPrice: 13.1, newPrice: null, actor },
    ]
    expect(priceSeries(changes, new Date('2026-04-01T00:00:00.000Z'))).toEqual([
      { time: Date.parse('2026-01-01T00:00:00.000Z'), price: 12.5 },
      { time: Date.parse('2026-02-01T00:00:00.000Z'), price: 13.1 },
      { time: Date.parse('2026-03-01T00:00:00.000Z'), price: null },
      { time: Date.parse('2026-04-01T00:00:00.000Z'), price: null },
    ])
    expect(priceSeries([], new Date())).toEqual([])
  })
})
