import { describe, expect, it } from 'vitest'
import {
  cutoffLabel,
  daysSummary,
  formatDateSpan,
  formatDeliveryDate,
  todayIn,
  zoneNote,
} from './deliveryFormat.ts'

describe('delivery formatting', () => {
  it('writes a calendar date with its weekday, the same day on every device', () => {
    expect(formatDeliveryDate('2099-12-01')).toBe('Tue, Dec 1, 2099')
    expect(formatDeliveryDate(null)).toBe('Not scheduled')
    expect(formatDeliveryDate('soon', '—')).toBe('—')
  })

  it('writes a span of closed days', () => {
    expect(formatDateSpan('2099-11-26', '2099-11-26')).toBe('Thu, Nov 26, 2099')
    expect(formatDateSpan('2099-12-24', '2099-12-26')).toBe('Thu, Dec 24, 2099 – Sat, Dec 26, 2099')
  })

  it('words a cut-off and a set of days', () => {
    expect(cutoffLabel({ cutoffDaysBefore: 1, cutoffTime: '22:00' })).toBe('The day before at 10:00 pm')
    expect(cutoffLabel({ cutoffDaysBefore: 2, cutoffTime: '06:30' })).toBe('2 days before at 6:30 am')
    expect(
      daysSummary([
        { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
        { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
      ]),
    ).toBe('Tue, Fri')
    expect(daysSummary(null)).toBe('No delivery days')
  })

  it("names the distributor's zone only when the device runs on another", () => {
    expect(zoneNote('America/Chicago', 'America/Chicago')).toBeNull()
    expect(zoneNote('America/Chicago', 'America/Los_Angeles')).toMatch(/America\/Chicago/)
  })

  it("reads today on the distributor's clock", () => {
    // 03:00 UTC on Dec 2 is still Dec 1 in Chicago.
    expect(todayIn('America/Chicago', new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01')
  })
})
