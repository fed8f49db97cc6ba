import { describe, expect, it } from 'vitest'
import * as hours from './orderingHours.ts'

describe('ordering hours (spec 2.4, 5, 9)', () => {
  it('offers every time of day on a 5-minute step', () => {
    const times = hours.timeOptions()
    expect(times).toHaveLength(288)
    expect(times.slice(0, 3)).toEqual(['00:00', '00:05', '00:10'])
    expect(times.at(-1)).toBe('23:55')
  })
  it('defaults to always open, 06:00 to 21:00 once times are set', () => {
    expect(hours.draftOf(undefined)).toEqual({ alwaysOpen: true, openTime: '06:00', closeTime: '21:00' })
  })
  it('needs both times, and a close later than the open', () => {
    expect(hours.validateHours({ alwaysOpen: true, openTime: '', closeTime: '' })).toBeNull()
    expect(hours.validateHours({ alwaysOpen: false, openTime: '08:00', closeTime: '' })).toBe(
      hours.HOURS_MESSAGES.bothTimes,
    )
    expect(hours.validateHours({ alwaysOpen: false, openTime: '10:00', closeTime: '10:00' })).toBe(
      hours.HOURS_MESSAGES.closeAfterOpen,
    )
    expect(hours.validateHours({ alwaysOpen: false, openTime: '10:00', closeTime: '09:55' })).toBe(
      hours.HOURS_MESSAGES.closeAfterOpen,
    )
    expect(hours.validateHours({ alwaysOpen: false, openTime: '06:00', closeTime: '21:00' })).toBeNull()
    expect(hours.HOURS_MESSAGES).toMatchObject({
      bothTimes: 'Please choose both times.',
      closeAfterOpen: 'Close time must be later than open time.',
    })
  })
  it('sees no change while the times do not matter or are unchanged', () => {
    const saved = { alwaysOpen: true, openTime: '06:00', closeTime: '21:00' }
    expect(hours.hoursChanged(saved, { ...saved, openTime: '07:00' })).toBe(false)
    expect(hours.hoursChanged(saved, { ...saved, alwaysOpen: false })).toBe(true)
    const timed = { ...saved, alwaysOpen: false }
    expect(hours.hoursChanged(timed, { ...timed })).toBe(false)
    expect(hours.hoursChanged(timed, { ...timed, closeTime: '20:55' })).toBe(true)
  })
  it('tells a sales rep the hours apply to all of its customers', () => {
    expect(hours.hoursScopeText('sales', false)).toBe('These hours apply to all customers assigned to you.')
    expect(hours.hoursScopeText('admin', undefined)).toMatch(/company/)
  })
  it('shows times in 12-hour form', () => {
    expect(hours.twelveHour('00:05')).toBe('12:05 am')
    expect(hours.twelveHour('12:00')).toBe('12:00 pm')
    expect(hours.twelveHour('21:30')).toBe('9:30 pm')
  })
})
