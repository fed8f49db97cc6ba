import { randomUUID } from 'node:crypto'
import {
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type LogPosition,
  streams,
  WrongExpectedRevisionError,
} from '@provender/events'
import { type Database, deterministicUuid, logger, RepeatingRun } from '@provender/server-kit'
import { applySteps, dueDeliveries, nextDue, stepOf } from './deliveries.ts'
import { fillLinks, UnsendableMessage } from './links.ts'
import type { NotificationFacts } from './messages/index.ts'
import {
  type DeliveryPolicy,
  dueAt,
  foldNotification,
  type NotificationState,
  notificationEventId,
  retryAfterFailure,
} from './notification.ts'
import { Killed } from './reactor.ts'
import { DeliveryError, type MailTransport } from './transport.ts'

export interface SenderDeps {
  knex: Database['knex']
  store: EventStore
  clock: () => Date
  transport: MailTransport
  facts: Pick<NotificationFacts, 'user'>
  policy: DeliveryPolicy
  from: string
  appUrl: string
  /** The root of the links' keys (SESSION_SECRET). */
  linkSecret: string
  killed: () => boolean
}

type Outcome = 'done' | 'skipped' | 'transport-down'

const BATCH = 100
/** The longest the sender sleeps without looking (a clock moved by a test, a row missed). */
const MAX_SLEEP_MS = 60_000

/**
 * Sends what is due, oldest queued first, one message at a time. Each attempt is claimed by
 * appending NotificationSending at the stream's current revision: of two senders only one
 * claim is stored, the other skips. Then the message goes out, then its outcome is appended
 * after the claim. A sender that dies between the two leaves a claim with no outcome; once
 * the claim's lease is over the message is tried again (the one window where a message can
 * arrive twice, both copies with the same Message-ID: docs/mail.md).
 */
export class NotificationSender {
  private readonly run = new RepeatingRun(() => this.drain(), {
    keepGoing: () => !this.deps.killed() && !this.stopped,
    afterPasses: () => this.sleepUntilDue(),
    onError: (error) => {
      if (error instanceof Killed) return
      logger().error({ err: error }, 'notifier send run failed; it will be retried')
      this.schedule(MAX_SLEEP_MS)
    },
  })
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  /** While the mail server is unreachable: not before this time, and then the oldest first. */
  private pausedUntil = 0

  constructor(private readonly deps: SenderDeps) {}

  start(): void {
    void this.deliverDue()
  }

  /**
   * Ends after the message in flight, its outcome recorded: the backlog is the next process's
   * (or this one's after a restart), so a stop fits in SHUTDOWN_GRACE_SECONDS however long it is.
   */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.run.current
  }

  /** Sends everything due now; concurrent calls share one run. */
  deliverDue(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    return this.run.request()
  }

  private async drain(): Promise<void> {
    for (;;) {
      const now = this.deps.clock()
      if (this.stopped || now.getTime() < this.pausedUntil) return
      const due = await dueDeliveries(this.deps.knex, now, BATCH)
      let progressed = false
      for (const id of due) {
        // Between two messages: nothing is claimed, so what is left is simply still queued.
        if (this.stopped) return
        const outcome = await this.deliver(id)
        if (outcome === 'transport-down') return
        if (outcome === 'done') progressed = true
      }
      if (due.length < BATCH || !progressed) return
    }
  }

  private async sleepUntilDue(): Promise<void> {
    if (this.stopped || this.deps.killed()) return
    const next = await nextDue(this.deps.knex)
    const at = Math.max(next?.getTime() ?? Number.POSITIVE_INFINITY, this.pausedUntil)
    this.schedule(at - this.deps.clock().getTime())
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.deliverDue(), Math.max(10, Math.min(delayMs, MAX_SLEEP_MS)))
    this.timer.unref()
  }

  /** One message: claim, send, record. */
  private async deliver(notificationId: string): Promise<Outcome> {
    const { store, clock, policy } = this.deps
    const events = await store.readStream(streams.notification(notificationId))
    const state = foldNotification(events)
    const now = clock()
    const due = dueAt(state, policy)
    const message = state.message
    if (!message || !due || due > now) {
      // Another sender moved it since the index was written: the index catches up.
      await this.index(events.at(-1))
      return 'skipped'
    }
    if (!(await this.deps.facts.user(message.recipient.userId))) {
      const reason = 'Not sent: the recipient no longer has an account.'
      await this.record(
        state,
        { type: 'failed', attempt: state.attempt, reason, retryAt: null },
        state.revision,
      )
      return 'done'
    }
    const attempt = state.attempt + 1
    const claimed = await this.append(
      notificationId,
      state.revision,
      randomUUID(),
      { type: 'NotificationSending', data: { notificationId, attempt } },
      state,
    )
    if (!claimed) return 'skipped'
    const claimRevision = state.revision + 1
    try {
      const filled = await fillLinks(message, {
        store,
        secret: this.deps.linkSecret,
        appUrl: this.deps.appUrl,
        now,
      })
      const deliveredTo = await this.deps.transport.send({
        notificationId,
        from: this.deps.from,
        to: { name: message.recipient.name, address: message.recipient.email },
        subject: message.subject,
        text: filled.text,
        html: filled.html,
      })
      await this.record(state, { type: 'sent', attempt, deliveredTo }, claimRevision)
      return 'done'
    } catch (error) {
      if (error instanceof Killed) throw error
      const tried = { ...state, attempt }
      const permanent =
        error instanceof UnsendableMessage || (error instanceof DeliveryError && error.kind === 'permanent')
      const retryAt = permanent ? null : retryAfterFailure(tried, clock(), policy)
      const reason = error instanceof Error ? error.message : String(error)
      await this.record(
        state,
        { type: 'failed', attempt, reason: reason.slice(0, 1000), retryAt },
        claimRevision,
      )
      if (error instanceof DeliveryError && error.kind === 'transport') {
        // Every message would fail now: the oldest is tried again first, later ones wait behind it.
        this.pausedUntil = (retryAt ?? clock()).getTime()
        logger().warn({ err: error, retryAt }, 'mail server unreachable; sending paused')
        return 'transport-down'
      }
      return 'done'
    }
  }

  private record(
    state: NotificationState,
    outcome:
      | { type: 'sent'; attempt: number; deliveredTo: string }
      | { type: 'failed'; attempt: number; reason: string; retryAt: Date | null },
    expected: number,
  ): Promise<boolean> {
    const notificationId = state.message!.notificationId
    if (outcome.type === 'sent') {
      const { attempt, deliveredTo } = outcome
      return this.append(
        notificationId,
        expected,
        notificationEventId.outcome(notificationId, expected + 1),
        {
          type: 'NotificationSent',
          data: { notificationId, attempt, deliveredTo: deliveredTo.slice(0, 500) },
        },
        state,
      )
    }
    const { attempt, reason, retryAt } = outcome
    return this.append(
      notificationId,
      expected,
      notificationEventId.outcome(notificationId, expected + 1),
      {
        type: 'NotificationFailed',
        data: { notificationId, attempt, reason, retryAt: retryAt?.toISOString() ?? null },
      },
      state,
    )
  }

  /** Appends one step after `expected`; false when another sender moved the stream first. */
  private async append(
    notificationId: string,
    expected: number,
    eventId: string,
    event: DomainEvent,
    state: NotificationState,
  ): Promise<boolean> {
    if (this.deps.killed()) throw new Killed()
    const metadata: EventMetadata = {
      actorId: null,
      actorRole: 'system',
      correlationId: deterministicUuid(`notification:${notificationId}`),
      causationId: state.queuedEventId,
      occurredAt: this.deps.clock().toISOString(),
    }
    let position: LogPosition
    try {
      const stream = streams.notification(notificationId)
      position = (await this.deps.store.append(stream, expected, [{ id: eventId, event, metadata }])).position
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false
      throw error
    }
    // The index learns of it now, not when the log follower gets there: the next look skips it.
    await this.index({ event, metadata, revision: expected + 1, position })
    return true
  }

  private async index(step: Parameters<typeof stepOf>[0] | undefined): Promise<void> {
    const indexed = step && stepOf(step, this.deps.policy)
    if (indexed) await applySteps(this.deps.knex, [indexed])
  }
}
