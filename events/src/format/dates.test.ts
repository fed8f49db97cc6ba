// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatZonedTime,
  formatZoneName,
  sameTimeZone,
} from './dates.ts'
import { documentLocale } from './locale.ts'

// Intl separates with a narrow or plain no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('dates', () => {
  it('writes one date style, in the local time zone', () => {
    const local = new Date(2026, 10, 27, 14, 3)
    expect(formatDate(local)).toBe('Nov 27, 2026')
    expect(formatDate(local.toISOString())).toBe('Nov 27, 2026')
    expect(formatDate(local, '', 'es-ES')).toBe('27 nov 2026')
  })

  it('writes an instant as a medium date and a short time', () => {
    const local = new Date(2026, 10, 20, 14, 3)
    expect(plain(formatDateTime(local.toISOString()))).toBe('Nov 20, 2026, 2:03 PM')
    expect(formatDateTime(local, '', 'es-ES')).toBe('20 nov 2026, 14:03')
  })

  it('writes the fallback, or nothing, for what is not an instant', () => {
    expect(formatDate('soon')).toBe('')
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('soon', '—')).toBe('—')
    expect(formatDate(new Date(Number.NaN), '—')).toBe('—')
  })
})

describe('formatZonedTime', () => {
  const tenPmInChicago = '2026-11-27T04:00:00Z'

  it('names the distributor’s zone when the device is elsewhere', () => {
    expect(plain(formatZonedTime(tenPmInChicago, 'America/Chicago', 'America/New_York'))).toBe('10:00 PM CST')
    expect(plain(formatZonedTime(tenPmInChicago, 'America/Chicago', 'Europe/Madrid', 'es-ES'))).toBe(
      '22:00 GMT-6',
    )
  })

  it('leaves the zone out when the device shares it, under any of its names', () => {
    expect(plain(formatZonedTime(tenPmInChicago, 'America/Chicago', 'America/Chicago'))).toBe('10:00 PM')
    expect(plain(formatZonedTime(tenPmInChicago, 'US/Central', 'America/Chicago'))).toBe('10:00 PM')
  })

  it('falls back to the device’s clock for a zone Intl does not know, and nothing for no instant', () => {
    expect(formatZonedTime(tenPmInChicago, 'Mars/Olympus', 'UTC')).not.toBe('')
    expect(formatZonedTime('never', 'America/Chicago')).toBe('')
  })

  it('knows one zone under its different names', () => {
    expect(sameTimeZone('US/Central', 'America/Chicago')).toBe(true)
    expect(sameTimeZone('America/Chicago', 'America/New_York')).toBe(false)
    expect(sameTimeZone('Not/AZone', 'Not/AZone')).toBe(true)
  })

  it('names a zone in words', () => {
    expect(formatZoneName('America/Chicago', new Date(tenPmInChicago))).toBe('Central Time')
    expect(formatZoneName('Mars/Olympus')).toBe('Mars/Olympus')
  })
})

describe('documentLocale', () => {
  afterEach(() => {
    document.documentElement.lang = ''
  })

  it('follows the page’s language, en-US when it names none or one Intl cannot read', () => {
    expect(documentLocale()).toBe('en-US')
    document.documentElement.lang = 'es-es'
    expect(documentLocale()).toBe('es-ES')
    expect(formatDate(new Date(2026, 10, 27))).toBe('27 nov 2026')
    document.documentElement.lang = 'not a tag!'
    expect(documentLocale()).toBe('en-US')
  })
})

describe('formatClockTime', () => {
  it('writes an HH:MM wall-clock time in the 12-hour am/pm form, and leaves other text alone', () => {
    expect(['06:00', '00:05', '12:00', '21:30'].map(formatClockTime)).toEqual([
      '6:00 am',
      '12:05 am',
      '12:00 pm',
      '9:30 pm',
    ])
    expect(formatClockTime('25:00')).toBe('25:00')
    expect(formatClockTime('soon')).toBe('soon')
  })
})
