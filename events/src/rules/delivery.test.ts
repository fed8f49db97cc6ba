import { describe, expect, it } from 'vitest'
import {
  type ClosureSpan,
  closedDeliveryDates,
  cutoffOf,
  type DeliveryDay,
  judgeDeliveryDate,
  nextDeliveryDate,
  scheduleProblems,
  upcomingDeliveryDates,
  weekdayOf,
} from './delivery.ts'
import { inStandingWeek, standingDates } from './standingDates.ts'

const zone = 'America/Chicago'
// Tuesday and Friday, orders in by 10:00 pm the evening before.
const blueDoor: DeliveryDay[] = [
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
]
const thanksgiving: ClosureSpan = { from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving' }
const everyWeekday: DeliveryDay[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  cutoffDaysBefore: 1,
  cutoffTime: '22:00',
}))
// Monday 30 November 2026, 12:00 in Chicago (18:00 UTC).
const mondayNoon = new Date('2026-11-30T18:00:00Z')

describe('delivery dates', () => {
  it('reads ISO weekdays', () => {
    expect(weekdayOf('2026-11-30')).toBe(1)
    expect(weekdayOf('2026-12-06')).toBe(7)
  })

  it('the cut-off for Tuesday is 10:00 pm Monday in the zone', () => {
    expect(cutoffOf('2026-12-01', blueDoor[0]!, zone).toISOString()).toBe('2026-12-01T04:00:00.000Z')
  })

  it('holds the wall-clock cut-off on both sides of a daylight-saving change', () => {
    // Clocks fall back on Sunday 1 November 2026: CDT (UTC-5) before, CST (UTC-6) after.
    const day: DeliveryDay = { weekday: 1, cutoffDaysBefore: 1, cutoffTime: '22:00' }
    expect(cutoffOf('2026-10-26', day, zone).toISOString()).toBe('2026-10-26T03:00:00.000Z')
    expect(cutoffOf('2026-11-02', day, zone).toISOString()).toBe('2026-11-02T04:00:00.000Z')
    // Spring forward on Sunday 8 March 2026: a 02:30 cut-off that morning happens at 03:00 CDT.
    const early: DeliveryDay = { weekday: 2, cutoffDaysBefore: 2, cutoffTime: '02:30' }
    expect(cutoffOf('2026-03-10', early, zone).toISOString()).toBe('2026-03-08T08:00:00.000Z')
  })

  it('offers the next date whose cut-off has not passed', () => {
    expect(nextDeliveryDate(blueDoor, [], mondayNoon, zone)?.date).toBe('2026-12-01')
    const mondayLate = new Date('2026-12-01T04:00:00Z') // 22:00 Monday, the cut-off itself
    expect(nextDeliveryDate(blueDoor, [], mondayLate, zone)?.date).toBe('2026-12-04')
  })

  it('skips a closed day and offers the next delivery day instead', () => {
    const wednesday = new Date('2026-11-25T12:00:00Z')
    expect(
      upcomingDeliveryDates(everyWeekday, [thanksgiving], wednesday, zone, 2).map((o) => o.date),
    ).toEqual(['2026-11-27', '2026-11-30'])
  })

  it("names the customer's delivery days a closure takes away, with the next date to choose", () => {
    const christmas: ClosureSpan = { from: '2026-12-24', to: '2026-12-25', reason: 'Christmas' }
    const stockTake: ClosureSpan = { from: '2026-12-01', to: '2026-12-01', reason: 'Stock-take' }
    const closures = [stockTake, christmas]
    const offered = upcomingDeliveryDates(blueDoor, closures, mondayNoon, zone, 8)
    const until = offered.at(-1)!.date
    expect(until).toBe('2027-01-01')
    expect(closedDeliveryDates(blueDoor, closures, offered, mondayNoon, zone, until)).toEqual([
      { date: '2026-12-01', reason: 'Stock-take', next: '2026-12-04' },
      // Thursday the 24th is no delivery day of Blue Door's: only Friday is named.
      { date: '2026-12-25', reason: 'Christmas', next: '2026-12-29' },
    ])
    // A closed date whose cut-off has passed anyway is not news: Tuesday's closed at 10 pm Monday.
    const mondayNight = new Date('2026-12-01T04:30:00Z')
    expect(
      closedDeliveryDates(blueDoor, closures, offered, mondayNight, zone, until).map((c) => c.date),
    ).toEqual(['2026-12-25'])
    expect(closedDeliveryDates(blueDoor, [], offered, mondayNoon, zone, until)).toEqual([])
  })

  it('judges a requested date', () => {
    expect(judgeDeliveryDate('2026-12-01', blueDoor, [], mondayNoon, zone)).toMatchObject({ ok: true })
    expect(judgeDeliveryDate('2026-12-02', blueDoor, [], mondayNoon, zone)).toEqual({
      ok: false,
      reason: 'not-a-delivery-day',
    })
    expect(judgeDeliveryDate('2026-11-27', blueDoor, [], mondayNoon, zone)).toMatchObject({
      ok: false,
      reason: 'past-cutoff',
    })
    expect(judgeDeliveryDate('2036-12-02', blueDoor, [], mondayNoon, zone)).toEqual({
      ok: false,
      reason: 'too-far',
    })
    const closed = judgeDeliveryDate(
      '2026-11-26',
      everyWeekday,
      [thanksgiving],
      new Date('2026-11-20T12:00:00Z'),
      zone,
    )
    expect(closed).toMatchObject({ ok: false, reason: 'closed', closure: thanksgiving })
  })

  it('counts every other week from the first week', () => {
    expect(inStandingWeek('2026-12-01', '2026-12-01', 2)).toBe(true)
    expect(inStandingWeek('2026-12-04', '2026-12-01', 2)).toBe(true)
    expect(inStandingWeek('2026-12-08', '2026-12-01', 2)).toBe(false)
    expect(inStandingWeek('2026-12-15', '2026-12-01', 2)).toBe(true)
    expect(inStandingWeek('2026-11-24', '2026-12-01', 1)).toBe(false)
  })

  it('lists the dates a standing order covers, a closed one moved to the next delivery day', () => {
    const dates = standingDates(
      { startsOn: '2026-11-24', everyWeeks: 1 },
      blueDoor,
      [{ from: '2026-11-27', to: '2026-11-27', reason: 'Stock-take' }],
      zone,
      '2026-11-20',
      '2026-12-04',
    )
    expect(dates.map((d) => [d.date, d.key])).toEqual([
      ['2026-11-24', '2026-11-24'],
      ['2026-12-01', '2026-11-27'],
      ['2026-12-01', '2026-12-01'],
      ['2026-12-04', '2026-12-04'],
    ])
  })

  it('refuses an empty weekday set, a weekday twice and a cut-off on the day itself', () => {
    expect(scheduleProblems([])).toEqual(['Choose at least one delivery day.'])
    expect(
      scheduleProblems([
        { weekday: 2, cutoffDaysBefore: 0, cutoffTime: '06:00' },
        { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '06:00' },
      ]),
    ).toEqual([
      'Each weekday can appear only once.',
      'A cut-off must come before its delivery day: at least 1 day before.',
    ])
  })
})
