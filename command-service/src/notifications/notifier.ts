import { join } from 'node:path'
import type { ClosureSpan, EventStore } from '@provender/events'
import type { Database, Metrics, Settings } from '@provender/server-kit'
import { closureAsAdded } from './closureAsAdded.ts'
import { type DigestTick, PriceDigestScheduler } from './digest.ts'
import { logFacts } from './facts.ts'
import {
  type ClosureReopening,
  type MailContext,
  type NotificationFacts,
  planForEvent,
  type StandingOrderMoves,
} from './messages/index.ts'
import { type DeliveryPolicy, defaultDeliveryPolicy } from './notification.ts'
import type { OrderTimesSince } from './orderTimes.ts'
import type { PriceChangesSince } from './priceChangesSince.ts'
import { watchMailQueue } from './queueMetrics.ts'
import { NotificationReactor, type Planner, prepareNotifier } from './reactor.ts'
import { OrderReminderScheduler, type ReminderTick } from './reminders.ts'
import { NotificationSender } from './sender.ts'
import { type MailTransport, outboxTransport, smtpTransport } from './transport.ts'

export type NotifierSettings = Pick<
  Settings,
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'APP_URL'
  | 'DISTRIBUTOR_NAME'
  | 'TIME_ZONE'
  | 'DATA_DIR'
  | 'PORT'
  | 'DIGEST_HOUR'
  | 'REMINDER_LEAD_MINUTES'
>

export interface NotifierParts {
  knex: Database['knex']
  store: EventStore
  settings: NotifierSettings
  /** SESSION_SECRET: the mail links' keys are derived from it, one per purpose. */
  linkSecret: string
  clock?: () => Date
  /** Where mail goes; from SMTP_URL (or the outbox folder) when not given. */
  transport?: MailTransport
  policy?: Partial<DeliveryPolicy>
  plan?: Planner
  facts?: NotificationFacts
  batchSize?: number
  /**
   * The price moves behind the daily digest (the query service's read model, given by the
   * composition root); without it no digest goes out.
   */
  priceChanges?: PriceChangesSince
  /** How often the digest looks whether a day is due (every minute unless told). */
  digestIntervalMs?: number
  /**
   * When customers placed their orders (the query service's orders read model, given by the
   * composition root); without it no order reminder goes out.
   */
  orderTimes?: OrderTimesSince
  /** How often the order reminders look whether one is due (every minute unless told). */
  reminderIntervalMs?: number
  /**
   * Which standing-order dates a closure moved (the query service's standing-orders read model,
   * given by the composition root); without it no closure mail goes out (issue 36).
   */
  standingMoves?: StandingMovesOf
  /** The process's metrics: the mail queue's gauges are read at each scrape. */
  metrics?: Metrics
}

/** The standing-order dates a closure moved, by standing order; null: not caught up yet. */
export interface StandingMovesOf {
  movedBy(closureId: string, now: Date): Promise<StandingOrderMoves[] | null>
  /** A removed closure (as it was added) laid back over those of now; absent: no removal mail. */
  reopenedBy?(closure: ClosureSpan & { id: string }, now: Date): Promise<ClosureReopening | null>
}

const NOTHING_REOPENED: ClosureReopening = { standing: [], orders: [] }

/** The facts the closure mails ask, from the standing-orders port (and the log, for a removal). */
function closureFacts(store: EventStore, port: StandingMovesOf | undefined): Partial<NotificationFacts> {
  if (!port) return {}
  const { reopenedBy } = port
  return {
    standingMoves: (id, now) => port.movedBy(id, now),
    ...(reopenedBy
      ? {
          closureReopening: async (id, now) => {
            const closure = await closureAsAdded(store, id)
            return closure ? reopenedBy(closure, now) : NOTHING_REOPENED
          },
        }
      : {}),
  }
}

export interface Notifier {
  /** Handles every event committed so far (queues its mail), then sends what is due. */
  catchUp(): Promise<void>
  /** Sends what is due now. */
  deliverDue(): Promise<void>
  /** Queues the daily price digest if one is due and not queued yet (null: no price changes port). */
  digest(): Promise<DigestTick | null>
  /** Queues the order reminders due now and not queued yet (null: no order times port). */
  reminders(): Promise<ReminderTick | null>
  /** Finishes the step in hand (the message in flight), then stops; the transport is closed. */
  stop(): Promise<void>
  /**
   * Stops at the next write, as a killed process would (tests of crashes): what was in hand is
   * left half done, exactly as the log and the tables have it.
   */
  kill(): void
  readonly appUrl: string
}

/** Where mail is delivered: SMTP_URL's server, else .eml files under DATA_DIR/outbox/. */
export function transportFor(settings: Pick<Settings, 'SMTP_URL' | 'DATA_DIR'>): MailTransport {
  return settings.SMTP_URL
    ? smtpTransport(settings.SMTP_URL)
    : outboxTransport(join(settings.DATA_DIR, 'outbox'))
}

/**
 * The notifier: mail from the event log (docs/mail.md). Runs in the command service's process
 * (NOTIFIER=false turns it off); any number of processes may run it on one database. Mails what
 * is committed from its first start on (see prepareNotifier): start it before taking requests.
 */
export async function startNotifier(parts: NotifierParts): Promise<Notifier> {
  const clock = parts.clock ?? (() => new Date())
  const policy = { ...defaultDeliveryPolicy, ...parts.policy }
  const facts: NotificationFacts = {
    ...(parts.facts ?? logFacts(parts.store)),
    ...closureFacts(parts.store, parts.standingMoves),
  }
  const transport = parts.transport ?? transportFor(parts.settings)
  const appUrl = parts.settings.APP_URL ?? `http://localhost:${parts.settings.PORT}`
  const context: MailContext = {
    distributorName: parts.settings.DISTRIBUTOR_NAME,
    timeZone: parts.settings.TIME_ZONE,
    appUrl,
  }
  let killed = false
  const isKilled = () => killed
  const sender = new NotificationSender({
    knex: parts.knex,
    store: parts.store,
    clock,
    transport,
    facts,
    policy,
    from: parts.settings.MAIL_FROM,
    appUrl,
    linkSecret: parts.linkSecret,
    killed: isKilled,
  })
  const reactor = new NotificationReactor({
    knex: parts.knex,
    store: parts.store,
    clock,
    plan: parts.plan ?? planForEvent,
    facts,
    context,
    policy,
    batchSize: parts.batchSize,
    onBatch: () => void sender.deliverDue(),
    killed: isKilled,
  })
  const digest = parts.priceChanges
    ? new PriceDigestScheduler({
        knex: parts.knex,
        store: parts.store,
        clock,
        facts,
        context,
        priceChanges: parts.priceChanges,
        digestHour: parts.settings.DIGEST_HOUR,
        killed: isKilled,
      })
    : null
  const reminders = parts.orderTimes
    ? new OrderReminderScheduler({
        store: parts.store,
        clock,
        facts,
        context,
        orderTimes: parts.orderTimes,
        leadMinutes: parts.settings.REMINDER_LEAD_MINUTES,
        killed: isKilled,
      })
    : null
  await prepareNotifier(parts.knex, parts.store, clock)
  if (parts.metrics) watchMailQueue(parts.metrics, parts.knex)
  reactor.start()
  sender.start()
  digest?.start(parts.digestIntervalMs)
  reminders?.start(parts.reminderIntervalMs)
  return {
    appUrl,
    async catchUp() {
      await reactor.catchUp()
      await sender.deliverDue()
    },
    deliverDue: () => sender.deliverDue(),
    digest: async () => (digest ? digest.tick() : null),
    reminders: async () => (reminders ? reminders.tick() : null),
    async stop() {
      // All at once: each ends after the step in hand, so the stop takes the longest one, not the sum.
      await Promise.all([digest?.stop(), reminders?.stop(), reactor.stop(), sender.stop()])
      transport.close()
    },
    kill() {
      killed = true
      void Promise.all([digest?.stop(), reminders?.stop(), reactor.stop(), sender.stop()]).then(() =>
        transport.close(),
      )
    },
  }
}
