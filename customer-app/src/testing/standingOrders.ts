import type { UpcomingDate } from '../standingOrders/standingOrders.ts'

/** A test's upcoming date of a standing order: scheduled for Tuesday, Dec 1, not placed yet. */
export const upcomingDate = (changes: Partial<UpcomingDate> = {}): UpcomingDate => ({
  date: '2026-12-01',
  cutoff: '2026-12-01T04:00:00.000Z',
  state: 'scheduled',
  edited: false,
  lines: [],
  orderId: null,
  ...changes,
})
