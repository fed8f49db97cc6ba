import type { StandingOrder, UpcomingDate } from '../standingOrders/standingOrders.ts'

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

/**
 * A test's standing order: customer 7's, active, every week from Tuesday, Dec 1, two cases of
 * olive oil, with Dec 1 and Dec 8 coming up.
 */
export const standingOrder = (changes: Partial<StandingOrder> = {}): StandingOrder => ({
  id: 'so-1',
  customerId: 7,
  everyWeeks: 1,
  status: 'active',
  startsOn: '2026-12-01',
  lines: [{ productId: 'OIL', name: 'Olive oil', quantity: 2, quantityType: 'case' }],
  upcoming: [upcomingDate(), upcomingDate({ date: '2026-12-08', cutoff: '2026-12-08T04:00:00.000Z' })],
  ...changes,
})
