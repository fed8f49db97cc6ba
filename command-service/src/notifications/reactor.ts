import { type EventStore, LOG_START, type LogPosition, type RecordedEvent } from '@provender/events'
import { type Database, logger, RepeatingRun } from '@provender/server-kit'
import { readCheckpoint, saveCheckpoint } from './checkpoint.ts'
import { applySteps, type DeliveryStep, stepOf } from './deliveries.ts'
import type { MailContext, NotificationFacts, PlannedNotification } from './messages/index.ts'
import type { DeliveryPolicy } from './notification.ts'
import { Killed, queuedAppend, queueNotifications } from './queue.ts'

export { Killed }

export type Planner = (
  event: RecordedEvent,
  facts: NotificationFacts,
  ctx: MailContext,
) => Promise<PlannedNotification[]>

export interface ReactorDeps {
  knex: Database['knex']
  store: EventStore
  clock: () => Date
  plan: Planner
  facts: NotificationFacts
  context: MailContext
  policy: DeliveryPolicy
  batchSize?: number
  /** Called after each batch: the sender looks for work. */
  onBatch?: () => void
  /** True once this notifier was killed (tests): nothing more is written. */
  killed: () => boolean
}

export const CHECKPOINT = 'notifier'

/**
 * Where the notifier reads from: its checkpoint, made at the log's head on its very first
 * start. A log with a past (demo data, NOTIFIER turned on later) is mailed from then on: nobody
 * wants a confirmation of last year's orders. A composition root calls it before it takes
 * requests, so no event of the new process falls before the checkpoint.
 */
export async function prepareNotifier(
  knex: Database['knex'],
  store: EventStore,
  clock: () => Date,
): Promise<LogPosition> {
  const stored = await readCheckpoint(knex, CHECKPOINT)
  if (stored) return stored
  await saveCheckpoint(knex, CHECKPOINT, (await store.headPosition()) ?? LOG_START, clock())
  return (await readCheckpoint(knex, CHECKPOINT)) ?? LOG_START
}
/** Events planned at once: their facts are read and their messages appended concurrently. */
const CONCURRENCY = 32

/**
 * Follows the log from its own checkpoint and queues each message an event causes, as the
 * first event of the message's own stream (expected: no stream). A batch's messages are
 * appended before the checkpoint moves past it, so a crash repeats a batch, never skips one,
 * and a repeat (or a second notifier process reading the same events) finds each stream taken
 * and queues nothing twice. The same pass keeps the delivery index (which messages are due
 * when) from the Notification* events, with the checkpoint, in one transaction.
 */
export class NotificationReactor {
  private readonly run = new RepeatingRun(() => this.drain(), {
    keepGoing: () => !this.deps.killed() && !this.stopped,
    onError: (error) => {
      if (!(error instanceof Killed))
        logger().error({ err: error }, 'notifier run failed; it will be retried on the next wake-up')
    },
  })
  private unsubscribe: (() => void) | null = null
  private stopped = false

  constructor(private readonly deps: ReactorDeps) {}

  start(): void {
    this.unsubscribe = this.deps.store.onAppended(() => void this.catchUp())
    void this.catchUp()
  }

  /**
   * Ends after the slice of events in hand: a batch cut short keeps its checkpoint, and the next
   * run repeats it, finding the messages already queued (as after a crash, but with nothing half
   * appended).
   */
  async stop(): Promise<void> {
    this.stopped = true
    this.unsubscribe?.()
    this.unsubscribe = null
    await this.run.current
  }

  /** Handles everything committed so far; concurrent calls share one run. */
  catchUp(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    return this.run.request()
  }

  private async drain(): Promise<void> {
    const { knex, store, clock } = this.deps
    let after = await prepareNotifier(knex, store, clock)
    for (;;) {
      if (this.deps.killed()) throw new Killed()
      const events = await store.readAll(after, this.deps.batchSize ?? 500)
      if (events.length === 0) return
      for (let i = 0; i < events.length; i += CONCURRENCY) {
        if (this.stopped) return
        await this.reactTo(events.slice(i, i + CONCURRENCY))
      }
      const steps = events
        .map((e) => stepOf(e, this.deps.policy))
        .filter((s): s is DeliveryStep => s !== null)
      const last = events.at(-1)!.position
      if (this.deps.killed()) throw new Killed()
      await knex.transaction(async (trx) => {
        await applySteps(trx, steps)
        await saveCheckpoint(trx, CHECKPOINT, last, clock())
      })
      after = last
      this.deps.onBatch?.()
    }
  }

  /**
   * Plans a slice of events at once (their facts read concurrently), then queues their messages in
   * one append, in the order of the events that caused them: mail goes out in the order of the log.
   */
  private async reactTo(events: RecordedEvent[]): Promise<void> {
    const planned = await Promise.all(
      events.map(async (event) =>
        event.type.startsWith('Notification') || event.type === 'LogSealed'
          ? []
          : (await this.deps.plan(event, this.deps.facts, this.deps.context)).map((m) =>
              this.queued(m, event),
            ),
      ),
    )
    await queueNotifications(this.deps.store, planned.flat(), this.deps.killed)
  }

  /** A message caused by an event: its envelope names the event it came from. */
  private queued(message: PlannedNotification, cause: RecordedEvent) {
    return queuedAppend(message, {
      actorId: null,
      actorRole: 'system',
      correlationId: cause.metadata.correlationId,
      causationId: cause.id,
      occurredAt: this.deps.clock().toISOString(),
    })
  }
}
