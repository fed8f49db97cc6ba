import { describe, expect, it } from 'vitest'
import * as format from './deliveryFormat.ts'

describe('delivery formatting', () => {
  it('writes a calendar date with its weekday, the same day on every device', () => {
    expect(format.formatDeliveryDate('2099-12-01')).toBe('Tue, Dec 1, 2099')
    expect(format.formatDeliveryDate(null)).toBe('Not scheduled')
    expect(format.formatDeliveryDate('soon', '—')).toBe('—')
  })

  it('writes a span of closed days', () => {
    expect(format.formatDateSpan('2099-11-26', '2099-11-26')).toBe('Thu, Nov 26, 2099')
    expect(format.formatDateSpan('2099-12-24', '2099-12-26')).toBe('Thu, Dec 24, 2099 – Sat, Dec 26, 2099')
  })

  it('words a cut-off and a set of days', () => {
    expect(format.cutoffLabel({ cutoffDaysBefore: 1, cutoffTime: '22:00' })).toBe(
      'The day before at 10:00 pm',
    )
    expect(format.cutoffLabel({ cutoffDaysBefore: 2, cutoffTime: '06:30' })).toBe('2 days before at 6:30 am')
    expect(
      format.daysSummary([
        { weekday: 5, cutoffDaysBefore: 1, cutoffTime: '22:00' },
        { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
      ]),
    ).toBe('Tue, Fri')
    expect(format.daysSummary(null)).toBe('No delivery days')
  })

  it("names the distributor's zone only when the device runs on another", () => {
    expect(format.zoneNote('America/Chicago', 'America/Chicago')).toBeNull()
    expect(format.zoneNote('America/Chicago', 'America/Los_Angeles')).toMatch(/America\/Chicago/)
  })

  it("reads today on the distributor's clock", () => {
    // 03:00 UTC on Dec 2 is still Dec 1 in Chicago.
    expect(format.todayIn('America/Chicago', new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01')
  })
})
