import { Metrics } from '@provender/server-kit'
import { createTestDatabase } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { applySteps } from './deliveries.ts'
import { migrateNotifierTables } from './migrations.ts'
import { mailQueueState, watchMailQueue } from './queueMetrics.ts'

describe('the mail queue metrics', () => {
  it('count the messages not sent by status and age the oldest queued one', async () => {
    const database = await createTestDatabase()
    try {
      const { knex } = database
      await migrateNotifierTables(knex)
      const metrics = new Metrics()
      watchMailQueue(metrics, knex)
      expect(await mailQueueState(knex)).toEqual({
        queued: 0,
        sending: 0,
        failed: 0,
        givenUp: 0,
        oldestQueuedSeconds: 0,
      })
      const ago = (s: number) => new Date(Date.now() - s * 1000)
      const position = (n: number) => ({ transactionId: '1', sequence: String(n) })
      await applySteps(knex, [
        { notificationId: 'a', revision: 0, status: 'queued', dueAt: ago(120), position: position(1) },
        { notificationId: 'b', revision: 0, status: 'queued', dueAt: ago(30), position: position(2) },
        { notificationId: 'c', revision: 1, status: 'sending', dueAt: ago(-60), position: position(3) },
        { notificationId: 'd', revision: 2, status: 'failed', dueAt: ago(-600), position: position(4) },
        { notificationId: 'e', revision: 2, status: 'sent', dueAt: null, position: position(5) },
      ])
      const text = await metrics.exposition()
      expect(text).toMatch(/^provender_mail_queue_messages\{status="queued"\} 2$/m)
      expect(text).toMatch(/^provender_mail_queue_messages\{status="sending"\} 1$/m)
      expect(text).toMatch(/^provender_mail_queue_messages\{status="failed"\} 1$/m)
      const oldest = Number(/^provender_mail_queue_oldest_age_seconds (\S+)$/m.exec(text)![1])
      expect(oldest).toBeGreaterThanOrEqual(119)
      expect(oldest).toBeLessThan(200)

      // The database away: the last values stay, and the scrape still answers.
      await knex.raw('alter table notifier_deliveries rename to notifier_deliveries_away')
      expect(await metrics.exposition()).toMatch(/^provender_mail_queue_messages\{status="queued"\} 2$/m)
    } finally {
      await database.close()
    }
  })
})
