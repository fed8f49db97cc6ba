import { type EventStore, wallClock, zonedInstant } from '@provender/events'
import type { Database } from '@provender/server-kit'
import { type MailContext, type NotificationFacts, planPriceDigest } from './messages/index.ts'
import type { PriceChangesSince } from './priceChangesSince.ts'
import { queueDaily, Ticker } from './ticker.ts'

type Knex = Database['knex']

export interface DigestDeps {
  knex: Knex
  store: EventStore
  clock: () => Date
  facts: NotificationFacts
  context: MailContext
  priceChanges: PriceChangesSince
  /** DIGEST_HOUR: from this hour of the day (context.timeZone) the previous day's digest is due. */
  digestHour: number
  killed: () => boolean
}

/** What a tick did: queued the digests of `day`, found nothing due, or found the read model behind. */
export type DigestTick = { day: string; queued: number } | 'not-due' | 'lagging'

const NAME = 'price-digest'
const DAY_MS = 86_400_000
/** Customers planned at once: their facts are read concurrently. */
const CONCURRENCY = 32

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The day whose digest is due at `now`: yesterday (in the zone) from DIGEST_HOUR on, the day
 * before until then. Digests name the day their changes happened, so a tick at 06:59 and one
 * at 07:00 disagree only about whether yesterday is over for mail.
 */
export function dueDigestDay(now: Date, timeZone: string, digestHour: number): string {
  const { date, time } = wallClock(now, timeZone)
  return shiftDate(date, Number(time.slice(0, 2)) >= digestHour ? -1 : -2)
}

async function lastDigestDay(knex: Knex): Promise<string | null> {
  const row = await knex('notifier_digest_days')
    .where({ name: NAME })
    .first<{ day: string } | undefined>('day')
  return row?.day ?? null
}

/** Forward only: a slower process must not move the day back (it would only repeat keyed work). */
async function saveDigestDay(knex: Knex, day: string, now: Date): Promise<void> {
  await knex.raw(
    `insert into notifier_digest_days as d (name, day, updated_at) values (:name, :day, :now)
     on conflict (name) do update set day = excluded.day, updated_at = excluded.updated_at
     where excluded.day > d.day`,
    { name: NAME, day, now },
  )
}

/**
 * The daily price digest: once a day, from DIGEST_HOUR in the distributor's zone, one mail to
 * each customer whose prices moved since the previous digest (the price-changes read model,
 * through the PriceChangesSince port), unless the customer's contact turned digests off.
 * Queued as the reactor queues (queue.ts) with source `price-digest:{customerId}:{day}`, so
 * the notification id makes it once per customer and day however many processes tick, and
 * however often. After time down only the latest due day is sent, with every move since the
 * last digest in it: one mail, not one per missed day. Its first run covers the due day only.
 */
export class PriceDigestScheduler extends Ticker<DigestTick> {
  protected readonly job = 'price digest'

  constructor(private readonly deps: DigestDeps) {
    super()
  }

  /** Queues the due day's digests if that was not done yet. */
  protected async run(): Promise<DigestTick> {
    const { knex, clock, context, killed } = this.deps
    const now = clock()
    const day = dueDigestDay(now, context.timeZone, this.deps.digestHour)
    const last = await lastDigestDay(knex)
    if (last !== null && last >= day) return 'not-due'
    const changes = await this.deps.priceChanges.between({
      from: zonedInstant(shiftDate(last ?? shiftDate(day, -1), 1), '00:00', context.timeZone),
      to: zonedInstant(shiftDate(day, 1), '00:00', context.timeZone),
    })
    if (changes === null) return 'lagging'
    const planned = []
    for (let i = 0; i < changes.length; i += CONCURRENCY) {
      planned.push(
        ...(await Promise.all(
          changes.slice(i, i + CONCURRENCY).map(async ({ customerId, lines }) => {
            const customer = await this.deps.facts.customer(customerId)
            if (!customer) return null
            const preferences = await this.deps.facts.preferences(customer.contact.userId)
            return planPriceDigest(customer, lines, day, context, preferences)
          }),
        )),
      )
    }
    const queued = await queueDaily(this.deps.store, planned, { name: NAME, day, now, killed })
    await saveDigestDay(knex, day, now)
    return { day, queued }
  }
}
