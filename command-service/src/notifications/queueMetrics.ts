import { type Database, Gauge, type Metrics, readOncePerScrape } from '@provender/server-kit'

/** The mail queue as the delivery index has it now. */
export interface MailQueueState {
  queued: number
  /** Claimed by a sender, its outcome not recorded yet. */
  sending: number
  /** Failed, to be tried again at their retryAt. */
  failed: number
  /** Failed for good (no retry left). */
  givenUp: number
  /** Age of the oldest message still queued; 0 when none is. */
  oldestQueuedSeconds: number
}

/** Read from notifier_deliveries (deliveries.ts): a queued row's due_at is when it was queued. */
export async function mailQueueState(knex: Database['knex']): Promise<MailQueueState> {
  const { rows } = await knex.raw<{
    rows: { queued: string; sending: string; failed: string; given_up: string; oldest: number | null }[]
  }>(
    `select count(*) filter (where status = 'queued') as queued,
       count(*) filter (where status = 'sending') as sending,
       count(*) filter (where status = 'failed') as failed,
       count(*) filter (where status = 'given-up') as given_up,
       extract(epoch from now() - min(due_at) filter (where status = 'queued'))::float8 as oldest
     from notifier_deliveries where status <> 'sent'`,
  )
  const row = rows[0]!
  return {
    queued: Number(row.queued),
    sending: Number(row.sending),
    failed: Number(row.failed),
    givenUp: Number(row.given_up),
    oldestQueuedSeconds: Math.max(0, row.oldest ?? 0),
  }
}

/** Registers the mail queue's gauges, read at each scrape (one read for both). */
export function watchMailQueue(metrics: Metrics, knex: Database['knex']): void {
  const read = readOncePerScrape(() => mailQueueState(knex), 'mail queue')
  new Gauge({
    name: 'provender_mail_queue_messages',
    help: 'Mail not sent yet, by status: queued, sending (claimed), failed (to be retried), given_up',
    labelNames: ['status'] as const,
    registers: [metrics.registry],
    async collect() {
      const state = await read()
      if (!state) return
      this.set({ status: 'queued' }, state.queued)
      this.set({ status: 'sending' }, state.sending)
      this.set({ status: 'failed' }, state.failed)
      this.set({ status: 'given_up' }, state.givenUp)
    },
  })
  new Gauge({
    name: 'provender_mail_queue_oldest_age_seconds',
    help: 'Age of the oldest message still queued (0 when none is)',
    registers: [metrics.registry],
    async collect() {
      const state = await read()
      if (state) this.set(state.oldestQueuedSeconds)
    },
  })
}
