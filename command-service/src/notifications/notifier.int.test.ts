import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RecordedEvent, streams } from '@provender/events'
import { parseSettings } from '@provender/server-kit'
import { envelope } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { notificationIdOf } from './notification.ts'
import { type Notifier, type NotifierParts, startNotifier } from './notifier.ts'
import {
  chef,
  fulfilOrder,
  givenCustomer,
  notifierTestBed,
  placeOrder,
  rep,
  startMailCollector,
  until,
} from './testing.ts'

const bed = notifierTestBed(async () => {
  for (const n of running) await n.stop()
})
let now = new Date('2026-11-24T15:00:00Z')
const clock = () => now
const running: Notifier[] = []

async function notifier(
  overrides: Partial<NotifierParts> & { SMTP_URL?: string; DATA_DIR?: string } = {},
): Promise<Notifier> {
  const settings = parseSettings({
    SMTP_URL: overrides.SMTP_URL ?? bed.mail.url,
    DATA_DIR: overrides.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'notifier-')),
    APP_URL: 'https://orders.example.test',
    DISTRIBUTOR_NAME: 'Provender Foods',
  })
  const started = await startNotifier({
    knex: bed.db.knex,
    store: bed.store,
    settings,
    linkSecret: 'x'.repeat(32),
    clock,
    policy: { leaseMs: 60_000, baseBackoffMs: 60_000 },
    ...overrides,
  })
  running.push(started)
  return started
}

async function streamOf(id: string): Promise<RecordedEvent[]> {
  return bed.store.readStream(streams.notification(id))
}

describe('the notifier, with a real SMTP server', () => {
  it('mails a placed order to the customer and its rep, with the lines and the total, recorded in the log', async () => {
    const first = await notifier()
    await first.catchUp()
    const placed = await placeOrder(bed.store, 1001)
    await until(() => bed.mail.received.length >= 2, 'two mails')
    await first.stop()

    const toChef = bed.mail.received.find(
      (m) => m.headers.get('x-provender-notification') && m.text?.includes('Blue Door'),
    )
    const confirmation = bed.mail.received.find((m) => JSON.stringify(m.to).includes(chef.email))!
    expect(confirmation, JSON.stringify(bed.mail.received.map((m) => m.to))).toBeDefined()
    expect(toChef).toBeDefined()
    expect(confirmation.text).toContain('Beef brisket')
    expect(confirmation.text).toContain('Olive oil')
    expect(confirmation.text).toContain('$376.00')
    expect(confirmation.html).toContain('Blue Door &amp; Co')
    const toRep = bed.mail.received.find((m) => JSON.stringify(m.to).includes(rep.email))
    expect(toRep).toBeDefined()

    const [event] = await bed.store.readStream(streams.order(1001))
    const id = notificationIdOf(event!.id, 'order-placed', chef.userId)
    expect(confirmation.messageId).toBe(`<${id}@notifier.provender>`)
    expect(confirmation.headers.get('x-provender-notification')).toBe(id)
    expect((await streamOf(id)).map((e) => e.type)).toEqual([
      'NotificationQueued',
      'NotificationSending',
      'NotificationSent',
    ])
    expect(placed.position).toBeDefined()
  })

  it('mails a fulfilled order with its final total and every weighed line', async () => {
    bed.mail.received.length = 0
    const n = await notifier()
    await fulfilOrder(bed.store, 1001)
    await until(() => bed.mail.received.length >= 1, 'the shipped mail')
    await n.stop()
    const shipped = bed.mail.received[0]!
    expect(shipped.text).toMatch(/shipped 34\.10 lb of 35\.75 lb/i)
    expect(shipped.text).toContain('$362.80')
  })

  it('gives up at once on a bounce (5xx): one attempt, retryAt null, nothing sent', async () => {
    bed.mail.received.length = 0
    bed.mail.refuse.add('bounce@bluedoor.test')
    await givenCustomer(bed.store, 960, 'bounce@bluedoor.test')
    const n = await notifier()
    await placeOrder(bed.store, 1002, 960)
    const [event] = await bed.store.readStream(streams.order(1002))
    const id = notificationIdOf(event!.id, 'order-placed', 960)
    await until(async () => (await streamOf(id)).some((e) => e.type === 'NotificationFailed'), 'the failure')
    await n.stop()
    const failed = (await streamOf(id)).at(-1)!
    expect(failed.event).toMatchObject({ type: 'NotificationFailed', data: { attempt: 1, retryAt: null } })
    expect(JSON.stringify(failed.event.data)).toContain('550')
    // Nothing due any more, whatever the clock says.
    now = new Date(now.getTime() + 3 * 3600_000)
    const again = await notifier()
    await again.catchUp()
    await again.stop()
    expect((await streamOf(id)).length).toBe(3)
    expect(bed.mail.received.filter((m) => JSON.stringify(m.to).includes('bounce@'))).toEqual([])
  })

  it('does not send to a recipient deleted before the mail went out', async () => {
    bed.mail.received.length = 0
    await givenCustomer(bed.store, 970, 'gone@bluedoor.test')
    // Queued while the mail server is away, deleted before it is back.
    const down = await notifier({ SMTP_URL: 'smtp://127.0.0.1:9' })
    await placeOrder(bed.store, 1003, 970)
    const [event] = await bed.store.readStream(streams.order(1003))
    const id = notificationIdOf(event!.id, 'order-placed', 970)
    const failures = async () => (await streamOf(id)).filter((e) => e.type === 'NotificationFailed').length
    // A stop ends after the message in hand, so wait for the attempt, not only for the queueing.
    await until(async () => (await failures()) === 1, 'the attempt while the server is away')
    await down.stop()
    await bed.store.append(streams.user(970), 'any', [
      envelope({ type: 'UserDeleted', data: { userId: 970, role: 'customer', reassignedTo: null } }),
    ])
    now = new Date(now.getTime() + 3600_000)
    const back = await notifier()
    await back.catchUp()
    await until(async () => (await failures()) === 2, 'the refusal')
    await back.stop()
    expect((await streamOf(id)).at(-1)!.event).toMatchObject({
      type: 'NotificationFailed',
      data: { retryAt: null, reason: expect.stringContaining('no longer has an account') },
    })
    expect(bed.mail.received.filter((m) => JSON.stringify(m.to).includes('gone@'))).toEqual([])
  })

  it('keeps mail while the server is down, then sends it in the order it was queued', async () => {
    bed.mail.received.length = 0
    now = new Date(now.getTime() + 60_000)
    const offline = await startMailCollector()
    const port = offline.port
    await offline.close()
    const n = await notifier({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    for (let i = 0; i < 5; i++) await placeOrder(bed.store, 1010 + i)
    await n.catchUp()
    // One probe, not a storm: only the oldest message has an attempt.
    const failures = (await bed.store.readAll({ transactionId: '0', sequence: '0' }, 100_000)).filter(
      (e) => e.type === 'NotificationFailed' && e.metadata.occurredAt === now.toISOString(),
    )
    expect(failures.length).toBe(1)
    await n.stop()

    const back = await startMailCollector(port)
    try {
      now = new Date(now.getTime() + 3600_000)
      const after = await notifier({ SMTP_URL: `smtp://127.0.0.1:${port}` })
      await until(() => back.received.length >= 10, 'the ten mails', 15_000)
      await after.stop()
      const orders = back.received
        .filter((m) => JSON.stringify(m.to).includes(chef.email))
        .map((m) => /#?(101\d)/.exec(m.subject ?? '')?.[1] ?? m.subject)
      expect(orders).toEqual(['1010', '1011', '1012', '1013', '1014'])
    } finally {
      await back.close()
    }
  })

  it('writes an .eml file per message when no SMTP server is set (the embedded default)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'notifier-outbox-'))
    const n = await notifier({ SMTP_URL: '', DATA_DIR: dataDir })
    await placeOrder(bed.store, 1020)
    const [event] = await bed.store.readStream(streams.order(1020))
    const id = notificationIdOf(event!.id, 'order-placed', chef.userId)
    const file = join(dataDir, 'outbox', `${id}.eml`)
    await until(() => existsSync(file), 'the .eml file')
    await n.stop()
    const eml = readFileSync(file, 'utf8')
    expect(eml).toContain(`Message-ID: <${id}@notifier.provender>`)
    expect(eml).toContain('To: Carl Chef <carl@bluedoor.test>')
    expect((await streamOf(id)).at(-1)!.event).toMatchObject({
      type: 'NotificationSent',
      data: { deliveredTo: `file outbox/${id}.eml` },
    })
  })
})
