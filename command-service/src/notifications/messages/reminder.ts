import { type MailPreferences, wallClock } from '@provender/events'
import { formatMailDay, formatMailTime, formatMailWeekday } from './format.ts'
import { appLink, dailyContactMail, paragraph } from './layout.ts'
import { html, oneLine, subjectLine } from './text.ts'
import type { CustomerFacts, MailContext, PlannedNotification } from './types.ts'

/** How many of the same weekdays before the day are looked at, and how many must hold an order. */
export const REMINDER_WEEKS = 4
export const REMINDER_USUAL = 2

export interface ReminderInput {
  customer: CustomerFacts
  /** The contact's preferences: reminders are off unless it turned them on. */
  preferences: MailPreferences
  /** When the customer's orders were placed (ISO instants); the last REMINDER_WEEKS weeks suffice. */
  orderedAt: readonly string[]
  /** The distributor's calendar day the reminder is for, 'YYYY-MM-DD'. */
  day: string
  /** When ordering closes that day (orderingSchedule's closesAt); null: always open, no cut-off. */
  closesAt: string | null
}

/** 'YYYY-MM-DD' `days` earlier. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/**
 * Whether the customer usually orders on `day`'s weekday: at least REMINDER_USUAL of the
 * REMINDER_WEEKS same weekdays before it hold an order, on the distributor's calendar.
 */
export function usuallyOrdersOn(orderDays: ReadonlySet<string>, day: string): boolean {
  let weeks = 0
  for (let week = 1; week <= REMINDER_WEEKS; week++) if (orderDays.has(daysBefore(day, 7 * week))) weeks++
  return weeks >= REMINDER_USUAL
}

/**
 * 'order-reminder': on a day the customer usually orders and has not yet, a nudge to its contact
 * before the cut-off. The caller picks the moment (e.g. an hour before closesAt) and calls this
 * at most once per customer and day; null when no reminder is due.
 */
export function planOrderReminder(input: ReminderInput, ctx: MailContext): PlannedNotification | null {
  const { customer, day, closesAt } = input
  if (!input.preferences.reminders || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const orderDays = new Set(
    input.orderedAt.flatMap((at) =>
      Number.isNaN(Date.parse(at)) ? [] : [wallClock(new Date(at), ctx.timeZone).date],
    ),
  )
  if (orderDays.has(day) || !usuallyOrdersOn(orderDays, day)) return null
  const business = oneLine(customer.businessName)
  const weekday = formatMailWeekday(day)
  const until = closesAt ? formatMailTime(closesAt, ctx.timeZone) : null
  const subject = subjectLine(
    until
      ? `Reminder: ordering for ${business} closes at ${until}`
      : `Reminder: ${business} usually orders on ${weekday}s`,
  )
  const lead = paragraph(
    `${business} usually orders from ${oneLine(ctx.distributorName)} on ${weekday}s and has no order yet for today, ${formatMailDay(day)}.`,
    until ? `Ordering closes at ${until}.` : null,
  )
  const link = appLink(ctx, '/customer/order-form')
  return dailyContactMail('order-reminder', customer, day, {
    ctx,
    subject,
    text: [lead.text, `Order: ${link}`],
    body: html`${lead.html}
<p><a href="${link}">Order now</a></p>`,
    optional: 'You get this mail because reminders are on in your mail preferences.',
  })
}
