import { randomBytes } from 'node:crypto'
import {
  type DomainEvent,
  encodePosition,
  type SentMail,
  type SentMailDetail,
  streams,
} from '@provender/events'
import { envelope } from '@provender/events/testing'
import { PostgresEventStore } from '@provender/server-kit'
import { answerContractBreaches, type RecordedAnswer } from '@provender/server-kit/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi.ts'
import { type Answer, clientsOf, TestClient, testStackWith } from './testing/stack.ts'

interface Page {
  notifications: SentMail[]
  totalCount: number
}

// The mails below are written straight into the log, to recipients made up for the test: a
// running notifier would try to deliver them and record failures the assertions do not expect.
const { stack, users } = testStackWith(['admin', 'sam', 'blueDoor', 'auditor'], { NOTIFIER: 'false' })
const { admin, sam, blueDoor, auditor } = clientsOf(users)
const recorded: RecordedAnswer[] = []

async function get<T>(client: TestClient, path: string): Promise<Answer<T>> {
  const answer = await client.get<T>(path)
  recorded.push({ method: 'GET', url: path, status: answer.status, body: answer.body })
  return answer
}

/** A recipient no demo user is, so the mails below are the only ones listed for it. */
const RECIPIENT = 990_001
const id = () => randomBytes(16).toString('hex')
const [placedMail, bounced, reset, retrying] = [id(), id(), id(), id()]
const recipient = { userId: RECIPIENT, email: 'chef@sentmail.test', name: 'Zoë Sent' }

function queued(notificationId: string, kind: 'order-placed' | 'password-reset', text: string): DomainEvent {
  return {
    type: 'NotificationQueued',
    data: {
      notificationId,
      kind,
      source: randomBytes(8).toString('hex'),
      recipient,
      subject: kind === 'password-reset' ? 'Reset your password' : 'Order 4242 received',
      text,
      html: `<p>${text}</p><script>alert(1)</script>`,
    },
  }
}

/** A mail queued and tried once in vain: given up (no retryAt) or to be tried again then. */
function failedOnce(
  notificationId: string,
  text: string,
  reason: string,
  retryAt: string | null,
): DomainEvent[] {
  return [
    queued(notificationId, 'order-placed', text),
    { type: 'NotificationSending', data: { notificationId, attempt: 1 } },
    { type: 'NotificationFailed', data: { notificationId, attempt: 1, reason, retryAt } },
  ]
}

beforeAll(async () => {
  const store = new PostgresEventStore(stack.running.database.knex)
  const append = (notificationId: string, events: DomainEvent[], at: Date) =>
    store.append(
      streams.notification(notificationId),
      'any',
      events.map((e) => envelope(e, at)),
    )
  await append(placedMail, [queued(placedMail, 'order-placed', 'Thanks.')], new Date('2026-11-20T10:00:00Z'))
  await append(
    placedMail,
    [
      { type: 'NotificationSending', data: { notificationId: placedMail, attempt: 1 } },
      { type: 'NotificationSent', data: { notificationId: placedMail, attempt: 1, deliveredTo: '250 OK' } },
    ],
    new Date('2026-11-20T10:00:05Z'),
  )
  await append(
    bounced,
    failedOnce(bounced, 'Thanks again.', '550 5.1.1 mailbox unknown', null),
    new Date('2026-11-21T10:00:00Z'),
  )
  await append(
    retrying,
    failedOnce(retrying, 'Later.', '421 busy', '2026-11-22T10:05:00.000Z'),
    new Date('2026-11-22T10:00:00Z'),
  )
  const { position } = await append(
    reset,
    [queued(reset, 'password-reset', 'Open {{password-reset-link}} within 30 minutes.')],
    new Date('2026-11-23T10:00:00Z'),
  )
  // Read your writes: each reader waits until the projections have passed these events.
  for (const client of [admin, sam, blueDoor, auditor]) client.consistencyToken = encodePosition(position)
})

const mine = `/api/notifications?recipientUserId=${RECIPIENT}`

describe('sent mail over HTTP', () => {
  it('lists an admin every mail, newest first, with its delivery state', async () => {
    const { status, body } = await get<Page>(admin, mine)
    expect(status).toBe(200)
    expect(body.totalCount).toBe(4)
    expect(body.notifications.map((n) => [n.id, n.status, n.attempts, n.lastError])).toEqual([
      [reset, 'queued', 0, null],
      [retrying, 'queued', 1, '421 busy'],
      [bounced, 'failed', 1, '550 5.1.1 mailbox unknown'],
      [placedMail, 'sent', 1, null],
    ])
    expect(body.notifications[1]!.nextAttemptAt).toBe('2026-11-22T10:05:00.000Z')
    expect(body.notifications[3]).toMatchObject({
      recipientEmail: 'chef@sentmail.test',
      sentAt: '2026-11-20T10:00:05.000Z',
    })
    expect(body.notifications[0]).not.toHaveProperty('html')
  })

  it('filters by status, kind and recipient words, pages, and sorts both ways', async () => {
    const ids = async (query: string) =>
      (await get<Page>(admin, `${mine}&${query}`)).body.notifications.map((n) => n.id)
    expect(await ids('status=failed')).toEqual([bounced])
    expect(await ids('kind=password-reset')).toEqual([reset])
    expect(await ids('search=zoe%20SENTMAIL')).toEqual([reset, retrying, bounced, placedMail])
    expect(await ids('search=nobody-at-all')).toEqual([])
    expect(await ids('order=asc&limit=2&page=2')).toEqual([retrying, reset])
    expect(await ids('sortBy=sentAt&order=DESC&status=sent')).toEqual([placedMail])
    const capped = await get<Page>(admin, `${mine}&limit=5000`)
    expect(capped.status).toBe(200)
    // Repeated and empty parameters: the first value counts, an empty one is not sent.
    expect(await ids('status=failed&status=sent&kind=')).toEqual([bounced])
  })

  it('shows one mail with its message as sent, every link as [link]', async () => {
    const { status, body } = await get<SentMailDetail>(admin, `/api/notifications/${reset}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: reset, kind: 'password-reset', recipientUserId: RECIPIENT })
    expect(body.text).toBe('Open [link] within 30 minutes.')
    expect(body.html).not.toContain('{{')
    expect(body.text + body.html).not.toMatch(/token=/)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const bad of [
      id(),
      'nope',
      '__proto__',
      'constructor',
      reset.toUpperCase(),
      `${reset}0`,
      '%E2%80%8B',
      'a'.repeat(3000),
    ]) {
      const answer = await get<{ error: string }>(admin, `/api/notifications/${bad}`)
      expect(answer.status, bad).toBe(404)
      expect(answer.body.error).toBe('Notification not found.')
    }
  })

  it('refuses bad list parameters with 400 and a clear message, never 500', async () => {
    const cases: [string, string][] = [
      ['sortBy=subject', 'sortBy must be one of queuedAt, sentAt.'],
      ['sortBy=__proto__', 'sortBy must be one of queuedAt, sentAt.'],
      ['order=sideways', 'order must be ASC or DESC.'],
      ['status=lost', 'status must be one of queued, sending, sent, failed.'],
      ['kind=spam', 'kind must be one of'],
      ['page=0', 'page starts at 1.'],
      ['limit=abc', 'limit must be a number.'],
      ['recipientUserId=-1', 'recipientUserId must be at least 1.'],
      [`search=${'x'.repeat(101)}`, 'Search is at most 100 characters.'],
    ]
    for (const [query, message] of cases) {
      const answer = await get<{ error: string; issues?: string[] }>(admin, `/api/notifications?${query}`)
      expect(answer.status, query).toBe(400)
      expect(JSON.stringify(answer.body), query).toContain(message)
    }
  })

  it('is for admins only: 403 to sales, customers and auditors, 401 signed out', async () => {
    for (const client of [sam, blueDoor, auditor]) {
      expect((await get(client, mine)).status).toBe(403)
      expect((await get(client, `/api/notifications/${reset}`)).status).toBe(403)
    }
    expect((await get(new TestClient(stack.url), mine)).status).toBe(401)
    expect((await get(new TestClient(stack.url), `/api/notifications/${reset}`)).status).toBe(401)
  })

  it('answers as the OpenAPI document says', () => {
    expect(answerContractBreaches(openApiDocument() as never, recorded)).toEqual([])
    expect(recorded.filter((a) => a.status === 200).length).toBeGreaterThan(8)
  })
})
