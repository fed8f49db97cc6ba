import { describe, expect, it } from 'vitest'
import { DEFAULT_WINDOW, effectiveWindow, isOpenAt, localTime, type OrderWindow } from './orderWindow.ts'

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
