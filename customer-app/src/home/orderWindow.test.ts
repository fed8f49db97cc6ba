import { describe, expect, it } from 'vitest'
import {
  closedReason,
  formatTime12,
  homeWindowLine,
  type OrderWindow,
  windowSubtitle,
  zoneName,
} from './orderWindow.ts'

const CHICAGO = 'America/Chicago'
const hours = (changes: Partial<OrderWindow> = {}): OrderWindow => ({
  alwaysOpen: false,
  openTime: '06:00',
  closeTime: '21:30',
  open: false,
  opensAt: null,
  closesAt: null,
  timeZone: CHICAGO,
  ...changes,
})
// 04:30 in Chicago on 20 November 2026 (CST, UTC-6)
const early = new Date('2026-11-20T10:30:00Z')
// 22:00 in Chicago on 20 November
const late = new Date('2026-11-21T04:00:00Z')
// 06:00 in Chicago on 21 November
const sixAm = '2026-11-21T12:00:00.000Z'

describe('ordering window texts', () => {
  it('formats 24-hour times in 12-hour am/pm form', () => {
    expect(formatTime12('06:00')).toBe('6:00 am')
    expect(formatTime12('00:05')).toBe('12:05 am')
    expect(formatTime12('12:00')).toBe('12:00 pm')
    expect(formatTime12('21:30')).toBe('9:30 pm')
  })

  it('describes the window, naming the zone only when the phone is elsewhere', () => {
    expect(windowSubtitle(hours({ alwaysOpen: true }), CHICAGO, early)).toBe('Ordering available 24/7.')
    expect(windowSubtitle(hours(), CHICAGO, early)).toBe('Ordering hours: 6:00 am – 9:30 pm')
    // The same zone under its older name is not "elsewhere".
    expect(windowSubtitle(hours(), 'US/Central', early)).toBe('Ordering hours: 6:00 am – 9:30 pm')
    expect(windowSubtitle(hours(), 'Asia/Tokyo', early)).toBe(
      'Ordering hours: 6:00 am – 9:30 pm Central Time',
    )
  })

  it('leaves 24/7 out on home where a cut-off applies, and waits for the delivery days', () => {
    const always = hours({ alwaysOpen: true, open: true })
    expect(homeWindowLine(always, true, CHICAGO, early)).toBeNull()
    expect(homeWindowLine(always, undefined, CHICAGO, early)).toBe('')
    expect(homeWindowLine(always, false, CHICAGO, early)).toBe('Ordering available 24/7.')
    // Hours are their own limit: shown beside any cut-off.
    expect(homeWindowLine(hours(), true, CHICAGO, early)).toBe('Ordering hours: 6:00 am – 9:30 pm')
    expect(homeWindowLine(hours(), undefined, CHICAGO, early)).toBe('Ordering hours: 6:00 am – 9:30 pm')
  })

  it('is open: no reason', () => {
    expect(closedReason(hours({ open: true, closesAt: '2026-11-21T03:30:00Z' }), early, CHICAGO)).toBeNull()
  })

  it('before opening, in the distributor zone: Orders open from', () => {
    expect(closedReason(hours({ opensAt: '2026-11-20T12:00:00Z' }), early, CHICAGO)).toBe(
      'Orders open from 6:00 am',
    )
  })

  it('after closing: Ordering closed until the next opening', () => {
    expect(closedReason(hours({ opensAt: sixAm }), late, CHICAGO)).toBe('Ordering closed until 6:00 am')
  })

  it("reads the server's instant in the distributor zone, not the phone's", () => {
    // In Tokyo 06:00 Chicago is 21:00; the phone shows Chicago's time and names the zone.
    expect(closedReason(hours({ opensAt: sixAm }), late, 'Asia/Tokyo')).toBe(
      'Ordering closed until 6:00 am Central Time',
    )
    // "Today" is the distributor's day: 22:00 in Chicago is already the 21st in Tokyo,
    // yet the opening at 06:00 on the 21st is still "until" for the distributor.
    expect(closedReason(hours({ opensAt: sixAm }), late, 'Asia/Tokyo')).toMatch(/^Ordering closed until/)
  })

  it('closed without a known opening: temporarily unavailable', () => {
    expect(closedReason(hours({ alwaysOpen: true }), early, CHICAGO)).toBe('Ordering temporarily unavailable')
    expect(closedReason(hours({ opensAt: 'not a date' }), early, CHICAGO)).toBe(
      'Ordering temporarily unavailable',
    )
  })

  it('names a zone', () => {
    expect(zoneName(CHICAGO, early)).toBe('Central Time')
    expect(zoneName('Not/AZone', early)).toBe('Not/AZone')
  })
})
