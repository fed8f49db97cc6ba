import { defaultMailPreferences } from '@provender/events'
import { describe, expect, it } from 'vitest'
import { LINK_PLACEHOLDERS, planOrderReminder, type ReminderInput } from './index.ts'
import { contact, ctx, customer, expectMail } from './testing.ts'

// Friday Nov 27, 2026. Orders at 11 PM Chicago time are the next day in UTC: the distributor's
// calendar decides which day an order was on.
const FRIDAYS = ['2026-11-21T04:30:00Z', '2026-11-14T04:30:00Z'] // Fri Nov 20 and Nov 13, 10:30 PM CST
const on = { ...defaultMailPreferences, reminders: true }
const input = (over: Partial<ReminderInput> = {}): ReminderInput => ({
  customer,
  preferences: on,
  orderedAt: FRIDAYS,
  day: '2026-11-27',
  closesAt: '2026-11-28T04:00:00Z',
  ...over,
})

describe('planOrderReminder', () => {
  it('reminds a customer that usually orders on this weekday and has not yet, naming the cut-off', () => {
    const mail = planOrderReminder(input(), ctx)
    expectMail(mail, {
      kind: 'order-reminder',
      source: 'order-reminder:7:2026-11-27',
      recipient: contact,
      subject: 'Reminder: ordering for Bistro Nord closes at 10:00 PM CST',
      text: [
        'Bistro Nord usually orders from Provender Foods on Fridays and has no order yet for today, Nov 27, 2026.\nOrdering closes at 10:00 PM CST.',
        'Order: https://order.example.com/customer/order-form',
        `Stop these mails: ${LINK_PLACEHOLDERS.unsubscribe}`,
      ],
    })
    expect(mail?.html).toContain('Ordering closes at 10:00 PM CST.')
  })

  it('without a cut-off (always open) names the weekday instead', () => {
    expect(planOrderReminder(input({ closesAt: null }), ctx)?.subject).toBe(
      'Reminder: Bistro Nord usually orders on Fridays',
    )
  })

  it('is off by default: no reminder unless the contact turned reminders on', () => {
    expect(planOrderReminder(input({ preferences: defaultMailPreferences }), ctx)).toBeNull()
  })

  it('says nothing once the customer ordered today (on the distributor calendar)', () => {
    expect(planOrderReminder(input({ orderedAt: [...FRIDAYS, '2026-11-27T15:00:00Z'] }), ctx)).toBeNull()
    // 03:00 UTC on the 28th is still Friday evening in Chicago.
    expect(planOrderReminder(input({ orderedAt: [...FRIDAYS, '2026-11-28T03:00:00Z'] }), ctx)).toBeNull()
  })

  it('says nothing on a day the customer does not usually order', () => {
    expect(planOrderReminder(input({ orderedAt: [FRIDAYS[0] as string] }), ctx)).toBeNull()
    // The same instants read in UTC would be Saturdays: the zone matters.
    expect(planOrderReminder(input({ day: '2026-11-28' }), ctx)).toBeNull()
    // Orders five weeks back and more are past the window.
    expect(
      planOrderReminder(input({ orderedAt: ['2026-10-24T04:30:00Z', '2026-10-17T04:30:00Z'] }), ctx),
    ).toBeNull()
    expect(planOrderReminder(input({ day: 'not-a-day' }), ctx)).toBeNull()
  })
})
