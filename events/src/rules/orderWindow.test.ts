import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WINDOW,
  effectiveWindow,
  isOpenAt,
  localTime,
  type OrderWindow,
  orderingSchedule,
  zonedInstant,
} from './orderWindow.ts'

const CHICAGO = 'America/Chicago'
const company: OrderWindow = { alwaysOpen: false, openTime: '06:00', closeTime: '21:00' }
const rep: OrderWindow = { alwaysOpen: false, openTime: '08:00', closeTime: '12:00' }

describe('local time in the distributor time zone', () => {
  it.each([
    ['winter (CST, UTC-6)', '2026-01-15T12:00:00Z', '06:00'],
    ['summer (CDT, UTC-5)', '2026-07-15T12:00:00Z', '07:00'],
    ['midnight', '2026-01-15T06:00:00Z', '00:00'],
    ['the minute before midnight', '2026-01-16T05:59:00Z', '23:59'],
    ['the last minute before spring-forward', '2026-03-08T07:59:00Z', '01:59'],
    ['the first minute after spring-forward', '2026-03-08T08:00:00Z', '03:00'],
  ])('%s', (_case, instant, expected) => {
    expect(localTime(new Date(instant), CHICAGO)).toBe(expected)
  })

  it('drops the seconds', () => {
    expect(localTime(new Date('2026-01-15T12:00:59.999Z'), CHICAGO)).toBe('06:00')
  })

  it('the same instant reads differently in another zone', () => {
    expect(localTime(new Date('2026-01-15T12:00:00Z'), 'UTC')).toBe('12:00')
  })
})

describe('is ordering open', () => {
  it.each([
    ['winter, the minute before opening', '2026-01-15T11:59:00Z', false],
    ['winter, the opening minute', '2026-01-15T12:00:00Z', true],
    ['winter, mid-day', '2026-01-15T18:30:00Z', true],
    ['winter, the last minute open', '2026-01-16T02:59:00Z', true],
    ['winter, the closing minute', '2026-01-16T03:00:00Z', false],
    ['winter, at midnight', '2026-01-15T06:00:00Z', false],
    ['summer, the minute before opening', '2026-07-15T10:59:00Z', false],
    ['summer, the opening minute', '2026-07-15T11:00:00Z', true],
    ['summer, the last minute open', '2026-07-16T01:59:00Z', true],
    ['summer, the closing minute', '2026-07-16T02:00:00Z', false],
  ])('06:00 to 21:00 in Chicago: %s', (_case, instant, open) => {
    expect(isOpenAt(company, new Date(instant), CHICAGO)).toBe(open)
  })

  it('is judged in the given zone, not in UTC', () => {
    // 05:00 in Chicago is 11:00 UTC, inside the window were it read in UTC.
    expect(isOpenAt(company, new Date('2026-01-15T11:00:00Z'), CHICAGO)).toBe(false)
    expect(isOpenAt(company, new Date('2026-01-15T11:00:00Z'), 'UTC')).toBe(true)
  })

  it('a window that is always open ignores its hours', () => {
    const always = { ...company, alwaysOpen: true }
    expect(isOpenAt(always, new Date('2026-01-15T09:00:00Z'), CHICAGO)).toBe(true)
    expect(isOpenAt(always, new Date('2026-01-16T03:00:00Z'), CHICAGO)).toBe(true)
  })
})

describe('effective window', () => {
  it("a rep's window overrides the company's", () => {
    expect(effectiveWindow(rep, company)).toBe(rep)
    // 07:00 Chicago: open by the company's hours, closed by the rep's
    const seven = new Date('2026-01-15T13:00:00Z')
    expect(isOpenAt(company, seven, CHICAGO)).toBe(true)
    expect(isOpenAt(effectiveWindow(rep, company), seven, CHICAGO)).toBe(false)
  })

  it("a rep's always-open window overrides company hours", () => {
    const repAlways = { ...rep, alwaysOpen: true }
    expect(isOpenAt(effectiveWindow(repAlways, company), new Date('2026-01-16T04:00:00Z'), CHICAGO)).toBe(
      true,
    )
  })

  it("without a rep's window the company's applies", () => {
    expect(effectiveWindow(null, company)).toBe(company)
  })

  it('with neither, the default applies: always open, 06:00 to 21:00 offered', () => {
    expect(effectiveWindow(null, null)).toEqual({ alwaysOpen: true, openTime: '06:00', closeTime: '21:00' })
    expect(DEFAULT_WINDOW).toEqual({ alwaysOpen: true, openTime: '06:00', closeTime: '21:00' })
    expect(isOpenAt(effectiveWindow(null, null), new Date('2026-01-15T09:00:00Z'), CHICAGO)).toBe(true)
  })
})

describe('the instant of a wall-clock time in a zone', () => {
  it.each([
    ['a winter morning', '2026-01-15', '06:00', '2026-01-15T12:00:00.000Z'],
    ['a summer morning', '2026-07-15', '06:00', '2026-07-15T11:00:00.000Z'],
    ['midnight', '2026-01-16', '00:00', '2026-01-16T06:00:00.000Z'],
    ['spring-forward day, after the jump', '2026-03-08', '06:00', '2026-03-08T11:00:00.000Z'],
    ['spring-forward day, before the jump', '2026-03-08', '01:30', '2026-03-08T07:30:00.000Z'],
    // 02:30 does not exist on 8 March: the clock reads 03:00 at 08:00Z.
    ['spring-forward day, inside the skipped hour', '2026-03-08', '02:30', '2026-03-08T08:00:00.000Z'],
    // 01:30 happens twice on 1 November (CDT, then CST): the first one counts.
    ['fall-back day, the repeated hour', '2026-11-01', '01:30', '2026-11-01T06:30:00.000Z'],
    ['fall-back day, after the repeat', '2026-11-01', '06:00', '2026-11-01T12:00:00.000Z'],
  ])('%s in Chicago', (_case, date, time, expected) => {
    expect(zonedInstant(date, time, CHICAGO).toISOString()).toBe(expected)
  })

  it('a zone whose clocks jump at midnight: 00:00 happens at 01:00', () => {
    // Santiago springs forward from 00:00 (UTC-4) to 01:00 (UTC-3) on 6 September 2026.
    expect(zonedInstant('2026-09-06', '00:00', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    )
    const midnightWindow = { alwaysOpen: false, openTime: '00:00', closeTime: '10:00' }
    // 23:00 on the 5th in Santiago: ordering opens when the clock jumps past midnight.
    expect(
      orderingSchedule(
        midnightWindow,
        new Date('2026-09-06T03:00:00Z'),
        'America/Santiago',
      ).opensAt?.toISOString(),
    ).toBe('2026-09-06T04:00:00.000Z')
  })

  it('a half-hour daylight-saving shift (Lord Howe Island)', () => {
    expect(zonedInstant('2026-10-04', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      '2026-10-03T15:30:00.000Z',
    )
  })

  it('in a zone east of UTC, the instant falls on the day before', () => {
    expect(zonedInstant('2026-01-15', '06:00', 'Asia/Tokyo').toISOString()).toBe('2026-01-14T21:00:00.000Z')
  })
})

describe('ordering schedule: open now, and when that changes', () => {
  const iso = (d: Date | null) => d?.toISOString() ?? null
  const at = (instant: string, window: OrderWindow = company) => {
    const s = orderingSchedule(window, new Date(instant), CHICAGO)
    return { open: s.open, opensAt: iso(s.opensAt), closesAt: iso(s.closesAt) }
  }
  /** Closed now, opening at `opensAt`; open now, closing at `closesAt`. */
  const closedUntil = (opensAt: string) => ({ open: false, opensAt, closesAt: null })
  const openUntil = (closesAt: string) => ({ open: true, opensAt: null, closesAt })

  it('always open has no times', () => {
    expect(at('2026-01-15T09:00:00Z', { ...company, alwaysOpen: true })).toEqual({
      open: true,
      opensAt: null,
      closesAt: null,
    })
  })

  it('before opening: opens later today', () => {
    // 05:00 Chicago
    expect(at('2026-01-15T11:00:00Z')).toEqual(closedUntil('2026-01-15T12:00:00.000Z'))
  })

  it('while open: closes tonight', () => {
    expect(at('2026-01-15T18:00:00Z')).toEqual(openUntil('2026-01-16T03:00:00.000Z'))
  })

  it('after closing, the closed night spans midnight: opens tomorrow', () => {
    // 22:00 Chicago on the 15th is 04:00Z on the 16th; it opens at 06:00 on the 16th.
    expect(at('2026-01-16T04:00:00Z').opensAt).toBe('2026-01-16T12:00:00.000Z')
    // 23:59 and 00:01 Chicago both wait for the same opening.
    expect(at('2026-01-16T05:59:00Z').opensAt).toBe('2026-01-16T12:00:00.000Z')
    expect(at('2026-01-16T06:01:00Z').opensAt).toBe('2026-01-16T12:00:00.000Z')
  })

  it('the night the clocks spring forward: opens at 06:00 CDT, an hour earlier in UTC', () => {
    // 22:00 CST on 7 March
    expect(at('2026-03-08T04:00:00Z')).toEqual(closedUntil('2026-03-08T11:00:00.000Z'))
  })

  it('the night the clocks fall back: opens at 06:00 CST, an hour later in UTC', () => {
    expect(at('2026-11-01T03:00:00Z').opensAt).toBe('2026-11-01T12:00:00.000Z')
  })

  it('a window opening inside the skipped hour opens when the clock jumps', () => {
    const early = { alwaysOpen: false, openTime: '02:30', closeTime: '10:00' }
    expect(at('2026-03-08T07:00:00Z', early)).toEqual(closedUntil('2026-03-08T08:00:00.000Z'))
    // and it is indeed open from that minute on
    expect(isOpenAt(early, new Date('2026-03-08T08:00:00Z'), CHICAGO)).toBe(true)
  })

  it('a window closing at 23:55 waits for the next day', () => {
    const late = { alwaysOpen: false, openTime: '00:00', closeTime: '23:55' }
    // 23:57 Chicago on the 15th
    expect(at('2026-01-16T05:57:00Z', late)).toEqual(closedUntil('2026-01-16T06:00:00.000Z'))
  })

  it('agrees with isOpenAt at every opening and closing it announces', () => {
    for (let hour = 0; hour < 48; hour++) {
      const now = new Date(Date.parse('2026-03-07T00:00:00Z') + hour * 3_600_000)
      const schedule = orderingSchedule(company, now, CHICAGO)
      expect(schedule.open).toBe(isOpenAt(company, now, CHICAGO))
      const change = schedule.opensAt ?? schedule.closesAt
      expect(change && change > now).toBe(true)
      if (!change) continue
      expect(isOpenAt(company, change, CHICAGO)).toBe(!schedule.open)
      expect(isOpenAt(company, new Date(change.getTime() - 60_000), CHICAGO)).toBe(schedule.open)
    }
  })
})
