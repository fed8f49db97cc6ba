import { describe, expect, it } from 'vitest'
import { formatDateTime } from './dateTime.ts'

describe('formatDateTime', () => {
  it('writes an instant as a medium date and a short time, in the local time zone', () => {
    const local = new Date(2026, 10, 20, 14, 3)
    expect(formatDateTime(local.toISOString())).toBe('Nov 20, 2026, 2:03 PM')
  })

  it('writes the fallback, or nothing, for what is not an instant', () => {
    expect(formatDateTime('soon')).toBe('')
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('soon', 'soon')).toBe('soon')
  })
})
