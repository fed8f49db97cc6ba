import { describe, expect, it } from 'vitest'
import { type StandingDateState, upcomingStandingDates } from './standingOrders.ts'

// Tuesdays and Fridays, orders closing at 10:00 pm the day before, in Chicago.
const delivery = {
  schedule: [
    { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
    { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  ],
  closures: [],
  timeZone: 'America/Chicago',
}
// Tuesday, Dec 1, 10:00 am in Chicago: today's cut-off (Monday 10:00 pm) has passed.
const now = new Date('2026-12-01T16:00:00Z')
const todaysCutoff = new Date('2026-12-01T04:00:00Z')
const weekly = {
  startsOn: '2026-11-03',
  everyWeeks: 1 as const,
  status: 'active',
  lines: [{ productId: 'p1', quantity: 2, quantityType: 'case' as const }],
}
const nothingYet = () => undefined

describe('upcomingStandingDates', () => {
  it('shows a passed cut-off as scheduled while the placer is yet to place it, if the order was active then', () => {
    const upcoming = upcomingStandingDates({ ...weekly, wasActiveAt: () => true }, nothingYet, delivery, now)
    expect(upcoming.map((u) => [u.date, u.state])).toEqual([
      ['2026-12-01', 'scheduled'],
      ['2026-12-04', 'scheduled'],
      ['2026-12-08', 'scheduled'],
      ['2026-12-11', 'scheduled'],
      ['2026-12-15', 'scheduled'],
      ['2026-12-18', 'scheduled'],
    ])
  })

  it('leaves out a date whose cut-off the order was paused through, or not yet made at', () => {
    // Resumed (or created) at 9:00 am today, after Monday night's cut-off.
    const resumedAt = new Date('2026-12-01T15:00:00Z')
    const asked: Date[] = []
    const upcoming = upcomingStandingDates(
      {
        ...weekly,
        wasActiveAt: (instant) => {
          asked.push(instant)
          return instant >= resumedAt
        },
      },
      nothingYet,
      delivery,
      now,
    )
    expect(upcoming.map((u) => u.date)).toEqual([
      '2026-12-04',
      '2026-12-08',
      '2026-12-11',
      '2026-12-15',
      '2026-12-18',
      '2026-12-22',
    ])
    expect(asked).toEqual([todaysCutoff])
  })

  it('still shows what was placed or missed, whatever the order was at the cut-off', () => {
    const placed: StandingDateState = { skipped: false, editedLines: null, handled: 'placed', orderId: 21 }
    const upcoming = upcomingStandingDates(
      { ...weekly, wasActiveAt: () => false },
      (date) => (date === '2026-12-01' ? placed : undefined),
      delivery,
      now,
    )
    expect(upcoming[0]).toMatchObject({ date: '2026-12-01', state: 'placed', orderId: 21 })
  })
})
