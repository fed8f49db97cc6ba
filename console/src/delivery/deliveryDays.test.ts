import { describe, expect, it } from 'vitest'
import {
  DAYS_MESSAGES,
  dayDrafts,
  scheduleChanged,
  scheduleDays,
  scheduleDraft,
  scheduleProblem,
} from './deliveryDays.ts'

const tuesFri = [
  { weekday: 2, cutoffDaysBefore: 1, cutoffTime: '22:00' },
  { weekday: 5, cutoffDaysBefore: 2, cutoffTime: '18:30' },
]

describe('delivery days form', () => {
  it('shows seven rows, Monday first, the set days on with their cut-offs', () => {
    const rows = dayDrafts(tuesFri)
    expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(rows.filter((r) => r.on).map((r) => r.weekday)).toEqual([2, 5])
    expect(rows[4]).toEqual({ weekday: 5, on: true, cutoffDaysBefore: 2, cutoffTime: '18:30' })
    expect(rows[0]).toEqual({ weekday: 1, on: false, cutoffDaysBefore: 1, cutoffTime: '22:00' })
  })

  it('sends null for the default and the chosen weekdays otherwise', () => {
    expect(scheduleDays(scheduleDraft(null))).toBeNull()
    expect(scheduleDays(scheduleDraft(tuesFri))).toEqual(tuesFri)
  })

  it("shows the distributor's days while a customer follows them, without owning them", () => {
    const draft = scheduleDraft(null, tuesFri)
    expect(draft.own).toBe(false)
    expect(draft.days.filter((d) => d.on)).toHaveLength(2)
    expect(scheduleDays(draft)).toBeNull()
  })

  it("answers the server's problems before it is asked", () => {
    const none = { own: true, days: dayDrafts(null) }
    expect(scheduleProblem(none)).toBe(DAYS_MESSAGES.noDay)
    const far = scheduleDraft([{ weekday: 3, cutoffDaysBefore: 15, cutoffTime: '10:00' }])
    expect(scheduleProblem(far)).toBe(DAYS_MESSAGES.tooEarly)
    const badTime = scheduleDraft([{ weekday: 3, cutoffDaysBefore: 1, cutoffTime: '24:00' }])
    expect(scheduleProblem(badTime)).toBe(DAYS_MESSAGES.time)
    expect(scheduleProblem(scheduleDraft(tuesFri))).toBeNull()
    expect(scheduleProblem(scheduleDraft(null))).toBeNull()
  })

  it('counts a change only in what would be sent', () => {
    const saved = scheduleDraft(tuesFri)
    const same = scheduleDraft(tuesFri)
    same.days[0] = { weekday: 1, on: false, cutoffDaysBefore: 3, cutoffTime: '09:00' }
    expect(scheduleChanged(saved, same)).toBe(false)
    expect(scheduleChanged(saved, { ...saved, own: false })).toBe(true)
  })
})
