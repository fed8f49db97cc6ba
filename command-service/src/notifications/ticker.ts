import type { EventStore } from '@provender/events'
import { deterministicUuid, logger } from '@provender/server-kit'
import type { PlannedNotification } from './messages/index.ts'
import { Killed, queuedAppend, queueNotifications } from './queue.ts'

/**
 * The notifier's clock-driven jobs (the daily price digest, order reminders): a tick now (a
 * restart catches up) and every `intervalMs` after; concurrent ticks share one run, and a
 * failed run is logged and tried again at the next tick.
 */
export abstract class Ticker<T> {
  private running: Promise<T> | null = null
  private timer: NodeJS.Timeout | null = null

  /** Names the job in the log. */
  protected abstract readonly job: string
  /** One run: what a tick does. */
  protected abstract run(): Promise<T>

  start(intervalMs = 60_000): void {
    const run = () =>
      void this.tick().catch((error: unknown) => {
        if (!(error instanceof Killed))
          logger().error({ err: error }, `${this.job} failed; retried next tick`)
      })
    this.timer = setInterval(run, intervalMs)
    this.timer.unref()
    run()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }

  /** Runs the job, or joins the run in progress. */
  tick(): Promise<T> {
    this.running ??= this.run().finally(() => {
      this.running = null
    })
    return this.running
  }
}

/**
 * Queues what a job planned for `day` (keyed by source, so exactly once however many processes
 * tick), as the system; throws Killed when the notifier was killed meanwhile.
 */
export async function queueDaily(
  store: EventStore,
  messages: readonly (PlannedNotification | null)[],
  job: { name: string; day: string; now: Date; killed: () => boolean },
): Promise<number> {
  const metadata = {
    actorId: null,
    actorRole: 'system' as const,
    correlationId: deterministicUuid(`${job.name}:${job.day}`),
    causationId: null,
    occurredAt: job.now.toISOString(),
  }
  const appends = messages.flatMap((message) => (message ? [queuedAppend(message, metadata)] : []))
  await queueNotifications(store, appends, job.killed)
  if (job.killed()) throw new Killed()
  return appends.length
}
