import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOG_START, streams } from '@provender/events'
import { parseSettings } from '@provender/server-kit'
import { describe, expect, it } from 'vitest'
import { type Notifier, startNotifier } from './notifier.ts'
import { notifierTestBed, placeOrder, until } from './testing.ts'
import { type MailTransport, smtpTransport } from './transport.ts'

const bed = notifierTestBed()
let now = new Date('2026-11-24T15:00:00Z')
const clock = () => now
const LEASE_MS = 60_000

async function notifier(transport?: MailTransport): Promise<Notifier> {
  return startNotifier({
    knex: bed.db.knex,
    store: bed.store,
    settings: parseSettings({ SMTP_URL: bed.mail.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'notifier-')) }),
    linkSecret: 'x'.repeat(32),
    clock,
    transport,
    policy: { leaseMs: LEASE_MS },
    batchSize: 7,
  })
}

/** Every notification id queued so far, and how many of them have their outcome. */
async function queuedIds(): Promise<string[]> {
  const all = await bed.store.readAll(LOG_START, 1_000_000)
  return all.flatMap((e) => (e.event.type === 'NotificationQueued' ? [e.event.data.notificationId] : []))
}

function receivedCounts(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const m of bed.mail.received) {
    const id = String(m.headers.get('x-provender-notification'))
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

/** Claims left without an outcome: the one window where a message may have gone out twice. */
async function abandonedClaims(id: string): Promise<number> {
  const events = await bed.store.readStream(streams.notification(id))
  return events.filter(
    (e, i) => e.type === 'NotificationSending' && events[i + 1]?.type === 'NotificationSending',
  ).length
}

describe('the notifier under crashes and races', () => {
  it('two notifiers at once on one database send each message once', async () => {
    const [a, b] = await Promise.all([notifier(), notifier()])
    for (let i = 0; i < 15; i++) await placeOrder(bed.store, 2000 + i)
    const ids = async () => queuedIds()
    await until(async () => (await ids()).length === 30 && bed.mail.received.length >= 30, '30 mails', 20_000)
    await a.catchUp()
    await b.catchUp()
    await Promise.all([a.stop(), b.stop()])
    expect(bed.mail.received.length).toBe(30)
    expect([...receivedCounts().values()].every((n) => n === 1)).toBe(true)
  })

  it('killed at random points 20 times, it loses nothing and repeats only a claim left open', async () => {
    bed.mail.received.length = 0
    const earlier = new Set(await queuedIds())
    let acceptedThenCrashed = 0
    for (let round = 0; round < 20; round++) {
      const crashRound = round % 3 === 0
      let crashAfterAccept = crashRound
      let victim: Notifier | null = null
      const real = smtpTransport(bed.mail.url)
      // The transport of a process that dies just after the server accepted a message.
      const fragile: MailTransport = {
        async send(m) {
          const answer = await real.send(m)
          if (crashAfterAccept) {
            crashAfterAccept = false
            acceptedThenCrashed++
            victim?.kill()
            throw new Error('killed')
          }
          return answer
        },
        close: () => real.close(),
      }
      victim = await notifier(fragile)
      for (let i = 0; i < 3; i++) await placeOrder(bed.store, 3000 + round * 3 + i)
      // Every third round dies just after the server accepted a message (waited for: a busy
      // machine may not reach a send within a random moment); the others wherever they are:
      // planning a batch, appending, sending, or recording.
      if (crashRound) await until(async () => !crashAfterAccept, 'a crash after SMTP accepted', 10_000)
      else await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)))
      victim.kill()
      // The next process starts after the dead one's claims have lapsed.
      now = new Date(now.getTime() + LEASE_MS + 1000)
    }
    const survivor = await notifier()
    let all: string[] = []
    await until(
      async () => {
        await survivor.catchUp()
        all = (await queuedIds()).filter((id) => !earlier.has(id))
        const counts = receivedCounts()
        return all.length === 120 && all.every((id) => counts.has(id))
      },
      'every message',
      20_000,
    )
    await survivor.stop()

    expect(all.length).toBe(120)
    const counts = receivedCounts()
    let duplicates = 0
    for (const id of all) {
      const n = counts.get(id) ?? 0
      expect(n, id).toBeGreaterThanOrEqual(1)
      // A second copy only where a claim was left open, as docs/mail.md says.
      expect(n - 1, id).toBeLessThanOrEqual(await abandonedClaims(id))
      duplicates += n - 1
    }
    expect(acceptedThenCrashed).toBe(7)
    expect(duplicates).toBeLessThanOrEqual(20)
  })
})
