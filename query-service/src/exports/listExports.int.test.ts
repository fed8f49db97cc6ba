import { randomBytes } from 'node:crypto'
import { streams } from '@provender/events'
import { envelope } from '@provender/server-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HistoryLog } from '../history/historyLog.ts'
import { listNotifications } from '../notifications/queries.ts'
import { allProjections } from '../projections/all.ts'
import { ProjectionRunner } from '../projections/runner.ts'
import { createDemoLogDatabase, type LogDatabase } from '../testing/databases.ts'
import { historyCustomerPages } from './historyCustomers.ts'
import { sentMailPages } from './sentMail.ts'

let database: LogDatabase

/** Every row of an export read a few at a time: the keys must carry it across each page. */
async function all<Row>(pages: AsyncIterable<Row[]>): Promise<Row[]> {
  const rows: Row[] = []
  for await (const page of pages) rows.push(...page)
  return rows
}

beforeAll(async () => {
  database = await createDemoLogDatabase()
  const { store } = database
  // Nine mails, queued at three instants (ties), every third one sent (nulls to page past).
  for (let n = 0; n < 9; n++) {
    const notificationId = randomBytes(16).toString('hex')
    const at = new Date(Date.UTC(2026, 10, 20 + (n % 3), 10))
    const events = [
      envelope(
        {
          type: 'NotificationQueued',
          data: {
            notificationId,
            kind: 'order-placed',
            source: `s${n}`,
            recipient: { userId: 990_201, email: 'keys@listexport.test', name: 'Key Pager' },
            subject: `Mail ${n}`,
            text: '',
            html: '',
          },
        },
        at,
      ),
    ]
    if (n % 3 === 0) {
      events.push(
        envelope({ type: 'NotificationSent', data: { notificationId, attempt: 1, deliveredTo: 'ok' } }, at),
      )
    }
    await store.append(streams.notification(notificationId), 'any', events)
  }
  expect(await new ProjectionRunner(database.db.knex, store, allProjections).catchUpToHead()).toBe(true)
})

afterAll(() => database?.close())

describe('the list exports, page by page', () => {
  it('write every mail once, in the list’s order, whatever the sort', async () => {
    const knex = database.db.knex
    for (const sortBy of ['queuedAt', 'sentAt'] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        const filter = { search: 'key pager', sortBy, order }
        const listed = await listNotifications(knex, { ...filter, page: 1, limit: 100 })
        const rows = await all(sentMailPages(knex, filter, 2))
        expect(listed.totalCount).toBe(9)
        expect(rows.map((r) => r.id)).toEqual(listed.notifications.map((n) => n.id))
      }
    }
  })

  it('write every customer of the directory once, in its order', async () => {
    const log = new HistoryLog(database.db.knex)
    for (const search of [undefined, 'a']) {
      const listed = await log.listCustomers({ search, page: 1, limit: 1000 })
      const rows = await all(historyCustomerPages(log, search, 2))
      expect(listed.totalCount).toBeGreaterThan(2)
      expect(rows.map((r) => r.id)).toEqual(listed.customers.map((c) => c.id))
    }
  })
})
