import type { Notifier } from '@provender/command-service'
import { orderTimesReadModel } from '@provender/query-service'
import { beforeAll, describe, expect, it } from 'vitest'
import { until } from '../../command-service/src/notifications/testing.ts'
import { mailDays, mailStackWith } from './testing/mailStack.ts'
import { demo } from './testing/stack.ts'

// Ordering-window reminders end to end: a customer that usually orders on a weekday and has not
// yet is mailed REMINDER_LEAD_MINUTES before the window closes, through a real SMTP server, once
// a day; its orders come from the query service's orders read model.
const ZONE = 'America/Chicago'
const { mail, stack, users, secondNotifier } = mailStackWith(['admin', 'blueDoor'], ZONE, {
  REMINDER_LEAD_MINUTES: '120',
})
const { admin, blueDoor } = users
let notifier: Notifier

const { dayAfter, at, mailDay } = mailDays(ZONE)
/** The reminder day: six weeks on, so the habit the test makes (two weeks before it) is after the demo data's. */
const D = 42
/** Blue Door's reminders for `day` (each names the day in its text). */
const reminders = (day: string) =>
  mail.received.filter(
    (m) =>
      JSON.stringify(m.to).includes(demo.blueDoor[0]) &&
      m.subject?.startsWith('Reminder:') &&
      m.text?.includes(mailDay(day)),
  )

async function placeOrderAt(day: string, time: string): Promise<void> {
  stack.clock.setTo(at(day, time))
  const placed = await blueDoor.client.request('POST', '/api/orders', {
    items: [{ productId: 'DRY-BUT-UNS', quantity: 1, quantityType: 'pack' }],
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
}

async function setReminders(on: boolean): Promise<void> {
  const saved = await blueDoor.client.request('PUT', '/api/me/mail-preferences', {
    orders: true,
    shipping: true,
    priceDigest: true,
    reminders: on,
    newOrders: false,
  })
  expect(saved.status).toBe(200)
}

/** Ticks the notifier at `time` on `day` and sends what it queued. */
async function tickAt(day: string, time: string, ...notifiers: Notifier[]) {
  stack.clock.setTo(at(day, time))
  const ticks = await Promise.all(notifiers.map((n) => n.reminders()))
  await Promise.all(notifiers.map((n) => n.catchUp()))
  return ticks
}

beforeAll(async () => {
  notifier = stack.running.notifier!
  await notifier.reminders()
  const window = await admin.client.request('PUT', '/api/settings/order-window/mine', {
    alwaysOpen: false,
    openTime: '06:00',
    closeTime: '21:00',
  })
  expect(window.status).toBe(200)
  // The habit: two of the four same weekdays before D.
  await placeOrderAt(dayAfter(D - 14), '10:00')
  await placeOrderAt(dayAfter(D - 7), '10:00')
})

describe('ordering-window reminders', () => {
  it('mails a customer with reminders on, within the lead time before the close, once that day', async () => {
    const day = dayAfter(D)
    // Off by default: inside the lead time, nothing until the customer turns them on.
    await tickAt(day, '19:30', notifier)
    expect(reminders(day)).toEqual([])

    await setReminders(true)
    // 2 h 30 before the close: not yet.
    await tickAt(day, '18:30', notifier)
    expect(reminders(day)).toEqual([])
    const [tick] = await tickAt(day, '19:30', notifier)
    expect(tick).toMatchObject({ day })
    await until(() => reminders(day).length > 0, 'the reminder to Blue Door')
    const [reminder] = reminders(day)
    expect(reminder!.subject).toMatch(/closes at 9:00\sPM C[SD]T/)
    expect(reminder!.text).toContain('Ordering closes at 9:00')

    await tickAt(day, '20:30', notifier)
    expect(reminders(day)).toHaveLength(1)
    // After the close: nothing, whatever the day's habit.
    await tickAt(day, '21:05', notifier)
    expect(reminders(day)).toHaveLength(1)
  })

  it('sends none once the customer ordered that day', async () => {
    const day = dayAfter(D + 7)
    await placeOrderAt(day, '12:00')
    await tickAt(day, '20:00', notifier)
    expect(reminders(day)).toEqual([])
  })

  it('sends none when the customer turned reminders off', async () => {
    const day = dayAfter(D + 14)
    await setReminders(false)
    await tickAt(day, '20:00', notifier)
    expect(reminders(day)).toEqual([])
  })

  it('two notifiers ticking at once send one reminder', async () => {
    const day = dayAfter(D + 21)
    // Set before the second notifier starts: its first tick (at its start) is for this day too.
    stack.clock.setTo(at(day, '19:45'))
    await setReminders(true)
    const second = await secondNotifier((knex, store) => ({
      orderTimes: orderTimesReadModel(knex, store, { timeoutMs: 5000 }),
    }))
    const ticks = await tickAt(day, '19:45', notifier, second)
    expect(ticks).toEqual([
      { day, queued: expect.any(Number) },
      { day, queued: expect.any(Number) },
    ])
    await until(() => reminders(day).length > 0, 'the reminder with two notifiers')
    await Promise.all([notifier.catchUp(), second.catchUp()])
    expect(reminders(day)).toHaveLength(1)
  })
})
