import { scheduleProblems } from '@provender/events'
import type { DeliveryDay } from '../dataProvider/index.ts'

/** The API's limit: a cut-off at most this many days before its delivery. */
export const MAX_CUTOFF_DAYS = 14
/** A new delivery day closes the day before at 10:00 pm, as most routes do (issue 25). */
export const DEFAULT_CUTOFF: Omit<DeliveryDay, 'weekday'> = { cutoffDaysBefore: 1, cutoffTime: '22:00' }

export const DAYS_MESSAGES = {
  noDay: 'Choose at least one delivery day.',
  tooEarly: `A cut-off can be at most ${MAX_CUTOFF_DAYS} days before its delivery.`,
  time: 'Cut-off time must be HH:MM, 24-hour.',
} as const

/** One weekday's row of the form: delivered or not, and its cut-off. */
export interface DayDraft {
  weekday: number
  on: boolean
  cutoffDaysBefore: number
  cutoffTime: string
}

/**
 * What the delivery-days form edits: follow the default (the distributor's days for a customer;
 * for the distributor, no days: orders are not scheduled), or these days.
 */
export interface ScheduleDraft {
  own: boolean
  days: DayDraft[]
}

/** The seven rows, Monday first, from the days set (or none). */
export function dayDrafts(days: readonly DeliveryDay[] | null | undefined): DayDraft[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const day = days?.find((d) => d.weekday === weekday)
    return { on: Boolean(day), ...(day ?? DEFAULT_CUTOFF), weekday }
  })
}

export function scheduleDraft(own: readonly DeliveryDay[] | null | undefined, shown = own): ScheduleDraft {
  return { own: Boolean(own), days: dayDrafts(shown) }
}

/** The PUT body's days: null for the default, else the weekdays chosen. */
export function scheduleDays(draft: ScheduleDraft): DeliveryDay[] | null {
  if (!draft.own) return null
  return draft.days
    .filter((d) => d.on)
    .map(({ weekday, cutoffDaysBefore, cutoffTime }) => ({ weekday, cutoffDaysBefore, cutoffTime }))
}

/** The first problem the server would answer, in its words; null when the days may be saved. */
export function scheduleProblem(draft: ScheduleDraft): string | null {
  const days = scheduleDays(draft)
  if (days === null) return null
  if (days.some((d) => d.cutoffDaysBefore > MAX_CUTOFF_DAYS)) return DAYS_MESSAGES.tooEarly
  if (days.some((d) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(d.cutoffTime))) return DAYS_MESSAGES.time
  return scheduleProblems(days)[0] ?? null
}

/** Whether the form differs from what is saved (Save stays disabled until it does). */
export function scheduleChanged(saved: ScheduleDraft, draft: ScheduleDraft): boolean {
  return JSON.stringify(scheduleDays(saved)) !== JSON.stringify(scheduleDays(draft))
}
