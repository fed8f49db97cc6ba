import { notificationKinds } from '@provender/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogDatabase, type LogDatabase } from '../testing/databases.ts'
import { type NotificationListQuery, pageQuery } from './queries.ts'
import { NOTIFICATION_STATUSES, type NotificationRow } from './rule.ts'
import { writeNotifications } from './storage.ts'
import { nid } from './testEvents.ts'

/**
 * The list's pages are read by index on a table the planner has no statistics for: the read
 * models are analyzed once at start-up (empty, on a new database) and autovacuum is off, so
 * every page below must choose its index from the order and the limit alone.
 */
let database: LogDatabase
const ROWS = 50_000

beforeAll(async () => {
  database = await createLogDatabase()
  const start = Date.parse('2026-01-01T00:00:00Z')
  const rows: NotificationRow[] = Array.from({ length: ROWS }, (_, i) => ({
    id: nid(i + 1),
    kind: notificationKinds[i % notificationKinds.length]!,
    source: `source-${i}`,
    recipientUserId: 100 + (i % 400),
    recipientEmail: `user${i % 400}@example.test`,
    recipientName: `User ${i % 400}`,
    subject: `Order ${i} received`,
    text: 'Thank you.',
    html: '<p>Thank you.</p>',
    status: NOTIFICATION_STATUSES[i % 4 === 0 ? 3 : 2]!,
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    deliveredTo: '250 OK',
    queuedAt: new Date(start + i * 60_000).toISOString(),
    sentAt: new Date(start + i * 60_000 + 1000).toISOString(),
  }))
  await database.db.knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000) await writeNotifications(trx, rows.slice(i, i + 1000))
  })
}, 180_000)
afterAll(() => database?.close())

async function plan(q: Partial<NotificationListQuery>): Promise<string> {
  const query: NotificationListQuery = { page: 1, limit: 25, sortBy: 'queuedAt', order: 'DESC', ...q }
  const { sql, bindings } = pageQuery(database.db.knex, query).toSQL()
  const { rows } = await database.db.knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(
    `explain ${sql}`,
    bindings,
  )
  return rows.map((r) => r['QUERY PLAN']).join('\n')
}

describe('sent mail list: each page read by its index, without statistics', () => {
  it.each([
    ['newest first', {}, 'rm_notifications_queued'],
    ['oldest first, a later page', { order: 'ASC' as const, page: 3 }, 'rm_notifications_queued'],
    ['one status', { status: 'failed' as const }, 'rm_notifications_status_queued'],
    ['one kind', { kind: 'order-shipped' as const }, 'rm_notifications_kind_queued'],
    ['one recipient', { recipientUserId: 150 }, 'rm_notifications_recipient_queued'],
    ['by sent time', { sortBy: 'sentAt' as const }, 'rm_notifications_sent'],
  ])('%s: one index walked in order, to the limit', async (_name, query, index) => {
    const explained = await plan(query)
    expect(explained, explained).toContain(` ${index} `)
    expect(explained, explained).not.toMatch(/Seq Scan|Sort\b/)
  })

  it('a search: the recipients matched, then only their mails by the recipient index', async () => {
    const explained = await plan({ search: 'user12' })
    expect(explained, explained).toContain(' rm_notifications_recipient_queued ')
    expect(explained, explained).not.toContain('Seq Scan on rm_notifications ')
  })
})
