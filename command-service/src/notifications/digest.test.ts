import { describe, expect, it } from 'vitest'
import { dueDigestDay } from './digest.ts'

const ZONE = 'America/Chicago'

describe('dueDigestDay', () => {
  it('is yesterday from DIGEST_HOUR in the zone, the day before until then', () => {
    // 12:59 UTC is 06:59 in Chicago (CST), 13:00 is 07:00.
    expect(dueDigestDay(new Date('2026-11-25T12:59:00Z'), ZONE, 7)).toBe('2026-11-23')
    expect(dueDigestDay(new Date('2026-11-25T13:00:00Z'), ZONE, 7)).toBe('2026-11-24')
  })

  it('reads the day in the zone, not in UTC', () => {
    // 03:00 UTC on the 26th is still the evening of the 25th in Chicago.
    expect(dueDigestDay(new Date('2026-11-26T03:00:00Z'), ZONE, 7)).toBe('2026-11-24')
  })

  it('keeps the hour across a DST change (CDT: 07:00 is 12:00 UTC)', () => {
    expect(dueDigestDay(new Date('2026-03-09T11:59:00Z'), ZONE, 7)).toBe('2026-03-07')
    expect(dueDigestDay(new Date('2026-03-09T12:00:00Z'), ZONE, 7)).toBe('2026-03-08')
  })

  it('at hour 0 the previous day is due from midnight', () => {
    expect(dueDigestDay(new Date('2026-11-25T06:00:00Z'), ZONE, 0)).toBe('2026-11-24')
  })
})
