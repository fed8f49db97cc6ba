import {
  type EventStore,
  effectiveWindow,
  type OrderWindow,
  streams,
  wallClock,
  zonedInstant,
} from '@provender/events'
import { foldStreams } from '@provender/server-kit'
import { customerAggregate } from '../customers/customer.ts'
import { orderWindowAggregate } from '../orderWindow/orderWindow.ts'
import type { MailContext, NotificationFacts } from './messages/index.ts'
import { planOrderReminder, REMINDER_WEEKS } from './messages/reminder.ts'
import type { OrderTimesSince } from './orderTimes.ts'
import { queueDaily, Ticker } from './ticker.ts'

export interface ReminderDeps {
  store: EventStore
  clock: () => Date
  facts: NotificationFacts
  context: MailContext
  orderTimes: OrderTimesSince
  /** REMINDER_LEAD_MINUTES: how long before the ordering window closes the reminder goes out. */
  leadMinutes: number
  killed: () => boolean
}

/** What a tick did: queued `queued` reminders for `day`, or found the read model behind. */
export type ReminderTick = { day: string; queued: number } | 'lagging'

const NAME = 'order-reminder'
const DAY_MS = 86_400_000
/** Customers looked at at once: their streams are read concurrently. */
const CONCURRENCY = 32

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * Ordering-window reminders (docs/mail.md): on a day a customer usually orders and has not yet,
 * its contact is told REMINDER_LEAD_MINUTES before its ordering window closes (the rep's window,
 * else the company's, as placing an order judges it; always open: no cut-off, no reminder).
 * Only contacts that turned reminders on are looked at further. Queued as every message is
 * (queue.ts) with source `order-reminder:{customerId}:{day}`, so each customer gets at most one
 * a day however many notifiers tick and however often. A notifier down through the lead time
 * sends none for that day: a reminder after the close would be no use.
 */
export class OrderReminderScheduler extends Ticker<ReminderTick> {
  protected readonly job = 'order reminders'
  /** Customers planned today (queued, or found with nothing due) by this process: later ticks skip them. */
  private done = { day: '', customers: new Set<number>() }

  constructor(private readonly deps: ReminderDeps) {
    super()
  }

  /** Queues the reminders due now that were not queued yet. */
  protected async run(): Promise<ReminderTick> {
    const { clock, context, killed, store } = this.deps
    const now = clock()
    const { timeZone } = context
    const day = wallClock(now, timeZone).date
    if (this.done.day !== day) this.done = { day, customers: new Set() }
    const orders = await this.deps.orderTimes.between({
      from: zonedInstant(shiftDate(day, -7 * REMINDER_WEEKS), '00:00', timeZone),
      to: zonedInstant(shiftDate(day, 1), '00:00', timeZone),
    })
    if (orders === null) return 'lagging'
    const windows = new WindowReader(store)
    const candidates = orders.filter((o) => !this.done.customers.has(o.customerId))
    const planned = []
    const settled: number[] = []
    for (let i = 0; i < candidates.length; i += CONCURRENCY) {
      const slice = candidates.slice(i, i + CONCURRENCY)
      planned.push(
        ...(await Promise.all(
          slice.map(async ({ customerId, orderedAt }) => {
            // Reminders are off unless turned on: that one read settles most customers. A
            // customer's contact is its own login user, which has the customer's id.
            const preferences = await this.deps.facts.preferences(customerId)
            if (!preferences.reminders) return null
            const closesAt = dueClose(await windows.forCustomer(customerId), now, day, timeZone)
            if (!closesAt || closesAt.getTime() - now.getTime() > this.deps.leadMinutes * 60_000) return null
            const customer = await this.deps.facts.customer(customerId)
            if (!customer || customer.contact.userId !== customerId) return null
            settled.push(customerId)
            const input = { customer, preferences, orderedAt, day, closesAt: closesAt.toISOString() }
            return planOrderReminder(input, context)
          }),
        )),
      )
    }
    const queued = await queueDaily(store, planned, { name: NAME, day, now, killed })
    for (const customerId of settled) this.done.customers.add(customerId)
    return { day, queued }
  }
}

/** When ordering closes on `day` under `window`, if that is still ahead of `now`. */
function dueClose(window: OrderWindow, now: Date, day: string, timeZone: string): Date | null {
  if (window.alwaysOpen) return null
  const closesAt = zonedInstant(day, window.closeTime, timeZone)
  return closesAt > now ? closesAt : null
}

/** Each customer's effective ordering window, the company's and each rep's read once a tick. */
class WindowReader {
  private readonly windows = new Map<string, Promise<OrderWindow | null>>()

  constructor(private readonly store: EventStore) {}

  async forCustomer(customerId: number): Promise<OrderWindow> {
    const stream = streams.customer(customerId)
    const customer = (await foldStreams(this.store, [[stream, customerAggregate]])).state(
      stream,
      customerAggregate,
    )
    const [rep, company] = await Promise.all([
      this.window(streams.salesOrderWindow(customer.salesUserId)),
      this.window(streams.companyOrderWindow()),
    ])
    return effectiveWindow(rep, company)
  }

  private window(stream: string): Promise<OrderWindow | null> {
    let found = this.windows.get(stream)
    if (!found) {
      found = foldStreams(this.store, [[stream, orderWindowAggregate]]).then(
        (read) => read.state(stream, orderWindowAggregate).window,
      )
      this.windows.set(stream, found)
    }
    return found
  }
}
