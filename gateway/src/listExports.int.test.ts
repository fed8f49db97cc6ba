import { randomBytes } from 'node:crypto'
import { type DomainEvent, encodePosition, streams } from '@provender/events'
import { envelope } from '@provender/events/testing'
import { PostgresEventStore } from '@provender/server-kit'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientsOf, type TestClient, testStackWith } from './testing/stack.ts'

// The exports of the sent mail list and the history's customer directory (issue 26): every
// row of the list's filter, streamed. The mails are written straight into the log, to made-up
// recipients, and no notifier runs (it would try to deliver them).
const { stack, users } = testStackWith(['admin', 'sam', 'blueDoor', 'auditor'], { NOTIFIER: 'false' })
const { admin, sam, blueDoor, auditor } = clientsOf(users)

const RECIPIENT = 990_101
const recipient = { userId: RECIPIENT, email: 'buyer@listexport.test', name: 'Inès Export' }

function queued(notificationId: string, n: number): DomainEvent {
  return {
    type: 'NotificationQueued',
    data: {
      notificationId,
      kind: n % 2 ? 'order-placed' : 'password-reset',
      source: randomBytes(8).toString('hex'),
      recipient,
      subject: `Mail ${n}, =HYPERLINK("x")`,
      text: 'The body, never exported.',
      html: '<p>The body, never exported.</p>',
    },
  }
}

const MAILS = 7
beforeAll(async () => {
  const store = new PostgresEventStore(stack.running.database.knex)
  let token = ''
  for (let n = 0; n < MAILS; n++) {
    const id = randomBytes(16).toString('hex')
    const events: DomainEvent[] = [queued(id, n)]
    // Every other mail sent, so the Sent column and its sort have empty cells to pass.
    if (n % 2 === 0) {
      events.push({ type: 'NotificationSending', data: { notificationId: id, attempt: 1 } })
      events.push({
        type: 'NotificationSent',
        data: { notificationId: id, attempt: 1, deliveredTo: '250 OK' },
      })
    }
    const at = new Date(Date.UTC(2026, 10, 20 + n, 10))
    const written = await store.append(
      streams.notification(id),
      'any',
      events.map((e) => envelope(e, at)),
    )
    token = encodePosition(written.position)
  }
  for (const client of [admin, sam, blueDoor, auditor]) client.consistencyToken = token
})

/** The records of an export's CSV, its header checked. */
async function exported(client: TestClient, path: string, header: string[]): Promise<string[][]> {
  const file = await client.download(path)
  expect(file.status, path).toBe(200)
  expect(file.disposition).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/)
  const parsed = Papa.parse<string[]>(file.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  })
  expect(parsed.errors).toEqual([])
  const [head, ...rows] = parsed.data
  expect(head).toEqual(header)
  return rows
}

/**
 * The export of a list's query holds every row the list counts, its first page in the list's
 * order: the list's items (under `key`, by `label`) beside the export's `column`.
 */
async function expectExportFollowsList<Item>(
  client: TestClient,
  query: string,
  list: { path: string; key: string; label: (item: Item) => string },
  file: { path: string; header: string[]; column: number },
): Promise<void> {
  const listed = await client.get<Record<string, Item[]> & { totalCount: number }>(
    `${list.path}?${query}&limit=100`,
  )
  const rows = await exported(client, `${file.path}?${query}`, file.header)
  expect(rows, query).toHaveLength(listed.body.totalCount)
  expect(
    rows.slice(0, 100).map((r) => r[file.column]),
    query,
  ).toEqual(listed.body[list.key]?.map(list.label))
}

const SENT_MAIL = ['Queued', 'Sent', 'Status', 'Kind', 'To', 'Subject']
const DIRECTORY = ['Business', 'Account #', 'Owner', 'Deleted']

describe('the sent mail export', () => {
  it('holds every mail of the list’s filter, in its order, without the messages', async () => {
    for (const query of [
      'search=ines%20LISTEXPORT',
      'search=listexport&status=sent',
      'search=listexport&kind=order-placed',
      'search=listexport&sortBy=sentAt&order=ASC',
      'search=listexport&sortBy=sentAt&order=DESC',
      '',
    ]) {
      await expectExportFollowsList(
        admin,
        query,
        { path: '/api/notifications', key: 'notifications', label: (n: { subject: string }) => n.subject },
        { path: '/api/exports/sent-mail.csv', header: SENT_MAIL, column: 5 },
      )
    }
    const mine = await exported(admin, '/api/exports/sent-mail.csv?search=listexport', SENT_MAIL)
    expect(mine).toHaveLength(MAILS)
    expect(mine[0]).toEqual([
      '2026-11-26T10:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
      'sent',
      'password-reset',
      'Inès Export <buyer@listexport.test>',
      'Mail 6, =HYPERLINK("x")',
    ])
    expect(mine.flat().join(' ')).not.toContain('never exported')
    const xlsx = await admin.download('/api/exports/sent-mail.xlsx?search=listexport')
    expect(xlsx.status).toBe(200)
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  })

  it('is for admins only, as the list', async () => {
    for (const client of [sam, blueDoor, auditor]) {
      expect((await client.download('/api/exports/sent-mail.csv')).status).toBe(403)
      expect((await client.download('/api/exports/sent-mail.xlsx')).status).toBe(403)
    }
    expect((await admin.download('/api/exports/sent-mail.csv?status=lost')).status).toBe(400)
  })
})

describe('the history customer directory export', () => {
  it('holds every customer of the search, as many as the list counts, in its order', async () => {
    for (const query of ['', 'search=bistro', 'search=a', 'search=nothing%20matches%20this']) {
      await expectExportFollowsList(
        auditor,
        query,
        {
          path: '/api/history/customers',
          key: 'customers',
          label: (c: { businessName: string }) => c.businessName,
        },
        { path: '/api/exports/history-customers.csv', header: DIRECTORY, column: 0 },
      )
    }
    const all = await exported(admin, '/api/exports/history-customers.csv', DIRECTORY)
    expect(all.length).toBeGreaterThan(0)
    expect(all.some((r) => r[2] === 'Sam Reyes')).toBe(true)
    const xlsx = await auditor.download('/api/exports/history-customers.xlsx?search=a')
    expect(xlsx.status).toBe(200)
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  })

  it('is for admins and auditors, as the list', async () => {
    for (const client of [sam, blueDoor]) {
      expect((await client.download('/api/exports/history-customers.csv')).status).toBe(403)
      expect((await client.download('/api/exports/history-customers.xlsx')).status).toBe(403)
    }
    expect((await auditor.download('/api/exports/history-customers.csv')).status).toBe(200)
  })
})
