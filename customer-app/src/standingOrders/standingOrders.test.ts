import { describe, expect, it } from 'vitest'
import { upcomingDate as date } from '../testing/standingOrders.ts'
import { byStatus, dateAction, linesSummary, type StandingOrder, stateLabel } from './standingOrders.ts'

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
