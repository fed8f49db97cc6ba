import { describe, expect, it } from 'vitest'
import {
  calendarDateIn,
  formatCalendarDate,
  formatCutoff,
  formatDeliveryDate,
  formatDeliveryDateShort,
  formatWeekdaysOf,
} from './delivery.ts'

// Intl separates with a narrow or plain no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const CHICAGO = 'America/Chicago'
// 10:00 pm on Monday 30 November 2026 in Chicago (CST, UTC-6).
const mondayTenPm = '2026-12-01T04:00:00Z'
// 9:00 am on Thursday 26 November 2026 in Chicago.
const thursdayMorning = new Date('2026-11-26T15:00:00Z')

describe('formatDeliveryDate', () => {
  it('writes a calendar date with its weekday, the same date in every zone', () => {
    expect(formatDeliveryDate('2026-12-01', { today: '2026-11-26' })).toBe('Tuesday, Dec 1')
    expect(formatDeliveryDateShort('2026-12-01', { today: '2026-11-26' })).toBe('Tue, Dec 1')
    expect(formatDeliveryDate('2026-12-01', { today: '2026-11-26', locale: 'es-ES' })).toBe('martes, 1 dic')
  })

  it('says the year of a date in another year', () => {
    expect(formatDeliveryDate('2027-01-05', { today: '2026-12-30' })).toBe('Tuesday, Jan 5, 2027')
    expect(formatDeliveryDate('2025-12-02', { today: '2026-11-26', locale: 'es-ES' })).toBe(
      'martes, 2 de dic de 2025',
    )
  })

  it('writes nothing for what is no calendar date', () => {
    expect(formatDeliveryDate(null)).toBe('')
    expect(formatDeliveryDate('2026-02-30')).toBe('')
    expect(formatDeliveryDate('2026-12-01T00:00:00Z')).toBe('')
  })
})

describe('formatCutoff', () => {
  const here = { deviceZone: CHICAGO, now: thursdayMorning }

  it('writes the hour and the weekday on the distributor’s clock', () => {
    expect(plain(formatCutoff(mondayTenPm, CHICAGO, here))).toBe('10:00 pm Monday')
    expect(plain(formatCutoff(mondayTenPm, CHICAGO, { ...here, locale: 'es-ES' }))).toBe('22:00 lunes')
  })

  it('says today or tomorrow when that near, and the date beyond a week', () => {
    const sundayMorning = new Date('2026-11-29T15:00:00Z')
    const mondayMorning = new Date('2026-11-30T15:00:00Z')
    expect(plain(formatCutoff(mondayTenPm, CHICAGO, { ...here, now: mondayMorning }))).toBe('10:00 pm today')
    expect(plain(formatCutoff(mondayTenPm, CHICAGO, { ...here, now: sundayMorning }))).toBe(
      '10:00 pm tomorrow',
    )
    expect(plain(formatCutoff(mondayTenPm, CHICAGO, { ...here, now: sundayMorning, locale: 'es-ES' }))).toBe(
      '22:00 mañana',
    )
    const twoWeeksBefore = new Date('2026-11-16T15:00:00Z')
    expect(plain(formatCutoff(mondayTenPm, CHICAGO, { ...here, now: twoWeeksBefore }))).toBe(
      '10:00 pm Monday, Nov 30',
    )
  })

  it('names the distributor’s zone when the phone is elsewhere, and not under another name of it', () => {
    const tokyo = { ...here, deviceZone: 'Asia/Tokyo' }
    // 10:00 pm Monday in Chicago is Tuesday 1:00 pm in Tokyo: the distributor's day is the one said.
    expect(plain(formatCutoff(mondayTenPm, CHICAGO, tokyo))).toBe('10:00 pm Monday (Central Time)')
    expect(plain(formatCutoff(mondayTenPm, 'US/Central', here))).toBe('10:00 pm Monday')
  })

  it('keeps the wall-clock hour across a daylight-saving change', () => {
    // 10:00 pm on Sunday 8 March 2026 in Chicago, the day clocks went forward (CDT, UTC-5).
    const now = new Date('2026-03-06T15:00:00Z')
    expect(plain(formatCutoff('2026-03-09T03:00:00Z', CHICAGO, { deviceZone: CHICAGO, now }))).toBe(
      '10:00 pm Sunday',
    )
  })

  it('falls back to the phone’s clock for an unknown zone, and nothing for no instant', () => {
    expect(plain(formatCutoff(mondayTenPm, 'Mars/Olympus', { ...here, deviceZone: 'UTC' }))).toBe(
      '4:00 am Tuesday',
    )
    expect(formatCutoff('never', CHICAGO)).toBe('')
    expect(formatCutoff(null, CHICAGO)).toBe('')
  })

  it('reads the calendar date of an instant in a zone', () => {
    expect(calendarDateIn(new Date(mondayTenPm), CHICAGO)).toBe('2026-11-30')
    expect(calendarDateIn(new Date(mondayTenPm), 'Asia/Tokyo')).toBe('2026-12-01')
  })
})

describe('formatCalendarDate', () => {
  it('writes a printed date in full, whatever the year and the zone', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('Dec 1, 2026')
    expect(formatCalendarDate('2026-12-01', { weekday: true })).toBe('Tuesday, Dec 1, 2026')
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30')
  })

  it('names the weekdays dates fall on, each once, Monday first', () => {
    // Fri Dec 4, Tue Dec 8, Fri Dec 11, Tue Dec 15.
    expect(formatWeekdaysOf(['2026-12-04', '2026-12-08', '2026-12-11', '2026-12-15'])).toBe(
      'Tuesday and Friday',
    )
    expect(formatWeekdaysOf(['2026-12-06', '2026-12-02', '2026-11-30', 'soon'])).toBe(
      'Monday, Wednesday, and Sunday',
    )
    expect(formatWeekdaysOf(['2026-12-04', '2026-12-08'], 'es')).toBe('martes y viernes')
    expect(formatWeekdaysOf([])).toBe('')
  })
})
