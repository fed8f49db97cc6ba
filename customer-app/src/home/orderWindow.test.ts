import { describe, expect, it } from 'vitest'
import { closedReason, formatTime12, type OrderWindow, windowSubtitle } from './orderWindow.ts'

const hours = (open: boolean): OrderWindow => ({
  alwaysOpen: false,
  openTime: '06:00',
  closeTime: '21:30',
  open,
})
const at = (h: number, m = 0) => new Date(2026, 10, 20, h, m)

describe('ordering window', () => {
  it('formats 24-hour times in 12-hour am/pm form', () => {
    expect(formatTime12('06:00')).toBe('6:00 am')
    expect(formatTime12('00:05')).toBe('12:05 am')
    expect(formatTime12('12:00')).toBe('12:00 pm')
    expect(formatTime12('21:30')).toBe('9:30 pm')
  })

  it('describes the window', () => {
    expect(windowSubtitle({ alwaysOpen: true, openTime: null, closeTime: null, open: true })).toBe(
      'Ordering available 24/7.',
    )
    expect(windowSubtitle(hours(true))).toBe('Ordering hours: 6:00 am – 9:30 pm')
  })

  it('explains why ordering is closed', () => {
    expect(closedReason(hours(true), at(12))).toBeNull()
    expect(closedReason(hours(false), at(5))).toBe('Orders open from 6:00 am')
    expect(closedReason(hours(false), at(22))).toBe('Ordering closed until 6:00 am')
    expect(closedReason({ alwaysOpen: true, openTime: null, closeTime: null, open: false }, at(12))).toBe(
      'Ordering temporarily unavailable',
    )
  })
})
