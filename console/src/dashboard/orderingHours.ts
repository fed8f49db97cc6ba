import { formatClockTime } from '@provender/web-shared/format/index.ts'
import type { OrderWindow } from '../dataProvider/index.ts'

/** Spec 9: a 5-minute step; 06:00 to 21:00 when hours are first set. */
export const TIME_STEP_MINUTES = 5
export const DEFAULT_OPEN = '06:00'
export const DEFAULT_CLOSE = '21:00'

export const HOURS_MESSAGES = {
  bothTimes: 'Please choose both times.',
  closeAfterOpen: 'Close time must be later than open time.',
  saved: 'Ordering hours saved.',
  failed: 'Failed to save ordering hours.',
} as const

export interface HoursDraft {
  alwaysOpen: boolean
  openTime: string
  closeTime: string
}

export function draftOf(window: OrderWindow | undefined): HoursDraft {
  return {
    alwaysOpen: window?.alwaysOpen ?? true,
    openTime: window?.openTime ?? DEFAULT_OPEN,
    closeTime: window?.closeTime ?? DEFAULT_CLOSE,
  }
}

/** Every time of day on the 5-minute step, as HH:MM. */
export function timeOptions(): string[] {
  const times: string[] = []
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    )
  }
  return times
}

/** "13:05" → "1:05 pm" (spec 2.13 shows times in 12-hour am/pm form). */
export function twelveHour(time: string): string {
  return formatClockTime(time)
}

/** Spec 5: both times when not always open, and the close later than the open. */
export function validateHours(draft: HoursDraft): string | null {
  if (draft.alwaysOpen) return null
  if (!draft.openTime || !draft.closeTime) return HOURS_MESSAGES.bothTimes
  if (draft.closeTime <= draft.openTime) return HOURS_MESSAGES.closeAfterOpen
  return null
}

/** Spec 5: Save is disabled while nothing has changed; times do not count while always open. */
export function hoursChanged(saved: HoursDraft, draft: HoursDraft): boolean {
  if (saved.alwaysOpen !== draft.alwaysOpen) return true
  if (draft.alwaysOpen) return false
  return saved.openTime !== draft.openTime || saved.closeTime !== draft.closeTime
}

/** Spec 6: the sales variant says whom the hours apply to. */
export function hoursScopeText(role: string | null, inherited: boolean | undefined): string {
  if (role === 'sales') {
    const base = 'These hours apply to all customers assigned to you.'
    return inherited ? `${base} Until you save your own, the company hours apply.` : base
  }
  return "These are the company's ordering hours. They apply to every customer whose sales rep has not set their own."
}
