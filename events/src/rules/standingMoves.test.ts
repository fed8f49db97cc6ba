import { describe, expect, it } from 'vitest'
import type { ClosureSpan, DeliveryDay } from './delivery.ts'
import { movedStandingDate, standingDateNamed, standingDates } from './standingDates.ts'
import { datesMovedBy, type StandingDateState, upcomingStandingDates } from './standingOrders.ts'

// Issue 36: a standing-order date a closure falls on moves to the customer's delivery day before
// or after it. Given a schedule, closures and a standing order's date states; when its dates are
// computed; then where each is delivered, under which key, with which cut-off.

const zone = 'America/Chicago'
// A standing order covers every delivery day of its weeks. Tuesdays and Thursdays here, orders
// closing at 10:00 pm the evening before.
const tueThu: DeliveryDay[] = [2, 4].map((weekday) => ({
  weekday,
  cutoffDaysBefore: 1,
  cutoffTime: '22:00',
}))
const THANKSGIVING = '3f0c1d2e-0000-4000-8000-000000000026'
const thanksgiving = (standingMove: 'previous' | 'next', addedAt?: string): ClosureSpan => ({
  id: THANKSGIVING,
  from: '2026-11-26',
  to: '2026-11-26',
  reason: 'Thanksgiving',
  standingMove,
  ...(addedAt ? { addedAt } : {}),
})
// Every other week from Tuesday Nov 24: Nov 24 and 26, Dec 8 and 10 (Dec 1 and 3 are off weeks).
const fortnightly = { startsOn: '2026-11-24', everyWeeks: 2 as const }
const weekly = { startsOn: '2026-11-03', everyWeeks: 1 as const }
const thursdayOnly: DeliveryDay[] = [{ weekday: 4, cutoffDaysBefore: 1, cutoffTime: '22:00' }]
const dates = (
  standing: { startsOn: string; everyWeeks: 1 | 2 },
  closures: ClosureSpan[],
  schedule: DeliveryDay[] = tueThu,
  from = '2026-11-20',
  to = '2026-12-05',
) =>
  standingDates(standing, schedule, closures, zone, from, to).map((d) => ({
    date: d.date,
    key: d.key,
    cutoff: d.cutoff.toISOString(),
    movedBy: d.movedBy?.reason ?? null,
  }))

const at = (date: string, key = date, movedBy: string | null = null) => ({
  date,
  key,
  // Every cut-off here: 10:00 pm Chicago the evening before (04:00 UTC on the day).
  cutoff: `${date}T04:00:00.000Z`,
  movedBy,
})

describe('a closed standing-order date moves (issue 36)', () => {
  it("'next': to the customer's next delivery day, keyed by its scheduled date, with that day's cut-off", () => {
    expect(dates(fortnightly, [thanksgiving('next')])).toEqual([
      at('2026-11-24'),
      at('2026-12-01', '2026-11-26', 'Thanksgiving'),
    ])
  })

  it("'previous': to the delivery day before it; on a day the order also delivers it stays a date of its own", () => {
    expect(dates(fortnightly, [thanksgiving('previous')])).toEqual([
      at('2026-11-24'),
      at('2026-11-24', '2026-11-26', 'Thanksgiving'),
    ])
  })

  it('a closure without a direction (added before issue 36) moves to the next day', () => {
    const { standingMove: _, ...old } = thanksgiving('previous')
    expect(dates(fortnightly, [old]).map((d) => d.date)).toEqual(['2026-11-24', '2026-12-01'])
  })

  it('a closed day is passed over: the nearest open delivery day takes it', () => {
    const tuesday: ClosureSpan = { from: '2026-12-01', to: '2026-12-01', reason: 'Stock-take' }
    expect(dates(fortnightly, [thanksgiving('next'), tuesday])).toEqual([
      at('2026-11-24'),
      at('2026-12-03', '2026-11-26', 'Thanksgiving'),
    ])
  })

  it('a closure removed again gives the date back', () => {
    expect(dates(fortnightly, [])).toEqual([at('2026-11-24'), at('2026-11-26')])
  })

  it('does not move to a day already cut off when the closure was added: the other side then', () => {
    // Added Tuesday Nov 24 at 9:00 am: Tuesday's cut-off (Monday 10:00 pm) had passed.
    const late = thanksgiving('previous', '2026-11-24T15:00:00.000Z')
    expect(dates(fortnightly, [late])).toEqual([
      at('2026-11-24'),
      at('2026-12-01', '2026-11-26', 'Thanksgiving'),
    ])
    expect(movedStandingDate('2026-11-26', late, tueThu, [late], zone, fortnightly.startsOn)).toEqual({
      date: '2026-12-01',
      cutoff: new Date('2026-12-01T04:00:00.000Z'),
    })
  })

  it('not before the standing order starts', () => {
    // Starting on Thanksgiving itself: the Tuesday before is not its to take.
    expect(dates({ startsOn: '2026-11-26', everyWeeks: 2 }, [thanksgiving('previous')])).toEqual([
      at('2026-12-01', '2026-11-26', 'Thanksgiving'),
    ])
  })

  it('a customer delivered on Thursdays only: a week on, beside that week’s own date', () => {
    expect(dates(weekly, [thanksgiving('next')], thursdayOnly)).toEqual([
      at('2026-12-03', '2026-11-26', 'Thanksgiving'),
      at('2026-12-03'),
    ])
  })

  it('a date is named by its scheduled date, or by the day it moved to when that is not ambiguous', () => {
    const named = (
      standing: { startsOn: string; everyWeeks: 1 | 2 },
      date: string,
      closures: ClosureSpan[],
    ) => {
      const found = standingDateNamed(standing, date, tueThu, closures, zone)
      return found === null || found === 'ambiguous' ? found : found.key
    }
    const previous = [thanksgiving('previous')]
    expect(named(weekly, '2026-11-26', previous)).toBe('2026-11-26')
    // Nov 24 is a date of its own as well: it names that one.
    expect(named(weekly, '2026-11-24', previous)).toBe('2026-11-24')
    expect(named(weekly, '2026-11-25', previous)).toBeNull()
    expect(named(fortnightly, '2026-12-01', [thanksgiving('next')])).toBe('2026-11-26')
    // Tuesday and Thursday both closed, both moved to the next Tuesday (an off week).
    const both: ClosureSpan = {
      from: '2026-11-24',
      to: '2026-11-26',
      reason: 'Thanksgiving',
      standingMove: 'next',
    }
    expect(named(fortnightly, '2026-12-01', [both])).toBe('ambiguous')
  })
})

describe('upcoming standing dates with a closure (issue 36)', () => {
  // Friday Nov 20, noon in Chicago.
  const now = new Date('2026-11-20T18:00:00Z')
  const order = {
    ...fortnightly,
    status: 'active',
    lines: [{ productId: 'p1', quantity: 2, quantityType: 'case' as const }],
    wasActiveAt: () => true,
  }
  const delivery = (closure: ClosureSpan) => ({ schedule: tueThu, closures: [closure], timeZone: zone })
  const state = (s: Partial<StandingDateState>): StandingDateState => ({
    skipped: false,
    editedLines: null,
    handled: null,
    orderId: null,
    ...s,
  })
  const on26 = (s: StandingDateState) => (date: string) => (date === '2026-11-26' ? s : undefined)

  it('shows a moved date as such, with its new cut-off', () => {
    const upcoming = upcomingStandingDates(order, () => undefined, delivery(thanksgiving('next')), now)
    expect(upcoming[1]).toMatchObject({
      date: '2026-12-01',
      cutoff: '2026-12-01T04:00:00.000Z',
      movedFrom: { date: '2026-11-26', reason: 'Thanksgiving' },
      state: 'scheduled',
    })
  })

  it('a skip or an edit kept under the scheduled date holds for the moved one', () => {
    const edited = [{ productId: 'p2', quantity: 1, quantityType: 'pack' as const }]
    const closure = delivery(thanksgiving('next'))
    const skipped = upcomingStandingDates(order, on26(state({ skipped: true })), closure, now)
    expect(skipped[1]).toMatchObject({ date: '2026-12-01', state: 'skipped' })
    const changed = upcomingStandingDates(order, on26(state({ editedLines: edited })), closure, now)
    expect(changed[1]).toMatchObject({ date: '2026-12-01', edited: true, lines: edited })
  })

  it('a date placed before the closure stays on its day (the order is flagged and moved by staff)', () => {
    const placed = on26(state({ handled: 'placed', orderId: 40 }))
    const upcoming = upcomingStandingDates(order, placed, delivery(thanksgiving('next')), now)
    expect(upcoming[1]).toMatchObject({ date: '2026-11-26', movedFrom: null, state: 'placed', orderId: 40 })
  })

  it('a date placed where the closure moved it shows there', () => {
    const placed = on26(state({ handled: 'placed', orderId: 41, movedTo: '2026-12-01' }))
    const upcoming = upcomingStandingDates(order, placed, delivery(thanksgiving('next')), now)
    expect(upcoming[1]).toMatchObject({
      date: '2026-12-01',
      movedFrom: { date: '2026-11-26', reason: 'Thanksgiving' },
      state: 'placed',
    })
  })

  it('datesMovedBy: the dates a closure moves, not those handled or already cut off', () => {
    const closure = thanksgiving('next')
    expect(datesMovedBy(order, () => undefined, delivery(closure), closure, now)).toEqual([
      { from: '2026-11-26', to: '2026-12-01', cutoff: new Date('2026-12-01T04:00:00Z'), skipped: false },
    ])
    expect(
      datesMovedBy(order, on26(state({ skipped: true })), delivery(closure), closure, now),
    ).toMatchObject([{ skipped: true }])
    expect(datesMovedBy(order, () => state({ handled: 'missed' }), delivery(closure), closure, now)).toEqual(
      [],
    )
    const afterCutoff = new Date('2026-12-01T05:00:00Z')
    expect(datesMovedBy(order, () => undefined, delivery(closure), closure, afterCutoff)).toEqual([])
    const paused = { ...order, status: 'paused' }
    expect(datesMovedBy(paused, () => undefined, delivery(closure), closure, now)).toEqual([])
  })
})
