import { describe, expect, it } from 'vitest'
import { upcomingDate as date } from '../testing/standingOrders.ts'
import {
  byStatus,
  dateAction,
  howOftenTitle,
  linesSummary,
  type StandingOrder,
  stateLabel,
} from './standingOrders.ts'

const now = new Date('2026-11-26T15:00:00Z')

describe('standing order dates', () => {
  it('may be skipped, or the skip taken back, until the cut-off of an active order', () => {
    expect(dateAction({ status: 'active' }, date(), now)).toBe('skip')
    expect(dateAction({ status: 'active' }, date({ state: 'skipped' }), now)).toBe('unskip')
    expect(dateAction({ status: 'active' }, date({ cutoff: '2026-11-26T14:00:00Z' }), now)).toBeNull()
    expect(dateAction({ status: 'active' }, date({ state: 'placed', orderId: 9 }), now)).toBeNull()
    expect(dateAction({ status: 'paused' }, date(), now)).toBeNull()
    expect(dateAction({ status: 'cancelled' }, date({ state: 'skipped' }), now)).toBeNull()
  })

  it('name how often and on which days, Monday first', () => {
    const on = (...dates: string[]) => dates.map((d) => date({ date: d }))
    // Fri Dec 4, Tue Dec 8, Fri Dec 11, Tue Dec 15.
    expect(
      howOftenTitle({ everyWeeks: 1, upcoming: on('2026-12-04', '2026-12-08', '2026-12-11', '2026-12-15') }),
    ).toBe('Every week on Tuesday and Friday')
    expect(howOftenTitle({ everyWeeks: 2, upcoming: on('2026-12-06', '2026-12-02', '2026-11-30') })).toBe(
      'Every other week on Monday, Wednesday, and Sunday',
    )
    expect(howOftenTitle({ everyWeeks: 1, upcoming: [] })).toBe('Every week')
  })

  it('say their state, a placed one its order', () => {
    expect(stateLabel(date())).toBe('Scheduled')
    expect(stateLabel(date({ edited: true }))).toBe('Scheduled (changed for this date)')
    expect(stateLabel(date({ state: 'placed', orderId: 12 }))).toBe('Placed: order #12')
    expect(stateLabel(date({ state: 'missed' }))).toBe('Missed')
  })

  it('sums up the lines, and lists live orders before cancelled ones', () => {
    expect(
      linesSummary([
        { productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case' },
        { productId: 'SALT', name: 'Sea salt', quantity: 1, quantityType: 'pack' },
      ]),
    ).toBe('Olive oil 2 cases, Sea salt 1 pack')
    const order = (id: string, status: StandingOrder['status']) => ({ id, status }) as StandingOrder
    expect(
      byStatus([order('a', 'cancelled'), order('b', 'paused'), order('c', 'active')]).map((o) => o.id),
    ).toEqual(['c', 'b', 'a'])
  })
})
