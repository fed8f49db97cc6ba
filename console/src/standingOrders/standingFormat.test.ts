import { describe, expect, it } from 'vitest'
import {
  dateAction,
  everyLabel,
  linesLabel,
  standingMadeMessage,
  standingOrdersPath,
} from './standingFormat.ts'

const now = new Date('2026-11-20T12:00:00Z')
const later = '2026-11-23T04:00:00Z'
const earlier = '2026-11-19T04:00:00Z'

describe('standing orders, as the console shows them', () => {
  it('lets staff skip a scheduled date, or undo the skip, until its cut-off', () => {
    expect(dateAction({ status: 'active' }, { state: 'scheduled', cutoff: later }, now)).toBe('skip')
    expect(dateAction({ status: 'active' }, { state: 'skipped', cutoff: later }, now)).toBe('unskip')
    expect(dateAction({ status: 'active' }, { state: 'scheduled', cutoff: earlier }, now)).toBeNull()
    expect(dateAction({ status: 'active' }, { state: 'placed', cutoff: later }, now)).toBeNull()
    expect(dateAction({ status: 'active' }, { state: 'missed', cutoff: later }, now)).toBeNull()
  })

  it('still lets a paused one skip ahead, but nothing is done with a cancelled one', () => {
    expect(dateAction({ status: 'paused' }, { state: 'scheduled', cutoff: later }, now)).toBe('skip')
    expect(dateAction({ status: 'cancelled' }, { state: 'scheduled', cutoff: later }, now)).toBeNull()
  })

  it('words its rhythm and where it is listed', () => {
    expect(everyLabel(1)).toBe('Every week')
    expect(everyLabel(2)).toBe('Every other week')
    expect(standingMadeMessage({ everyWeeks: 2, startsOn: '2099-12-01' })).toBe(
      'Standing order made: every other week from Tue, Dec 1, 2099.',
    )
    expect(standingOrdersPath(7)).toBe('/customers/7/edit#standing-orders')
    expect(linesLabel(1)).toBe('1 line')
  })
})
