import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { testDatabaseKind } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { startTsxProcess } from '../shared/testProcess.ts'
import { openCommandStore } from '../shared/testStore.ts'
import { prepareNotifier } from './reactor.ts'
import { notificationStreams, openClaims, processBed, receivedCounts } from './testing/processBed.ts'
import { givenCustomer, placeOrder, startMailCollector, until } from './testing.ts'

// The notifier in a real process stopped with SIGTERM in the middle of a backlog (issue 38): the
// stop ends after the message in flight, with its outcome recorded, and exits 0 within
// SHUTDOWN_GRACE_SECONDS; the next process sends the rest, and nothing arrives twice (a clean
// stop leaves no claim open). kill9.int.test.ts is the same without the clean stop.
//
// Only on the PostgreSQL server: the process under test and this test share the database.

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'notifierChild.ts')
const ORDERS = 32
/** Two mails an order: the confirmation to the customer, "new order" to its rep. */
const MAILS = ORDERS * 2
/** A slow relay: the backlog takes MAILS x this (about 6 s) to send, far past the grace. */
const SMTP_DELAY_MS = 100
const GRACE_SECONDS = 2

const bed = processBed()
const children = bed.children

function startNotifierProcess(databaseUrl: string, smtpUrl: string) {
  return startTsxProcess(
    CHILD,
    {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      SESSION_SECRET: 'sigterm-secret-sigterm-secret-sigterm-0123',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notifier-sigterm-')),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      LOG_LEVEL: 'warn',
    },
    children,
  )
}

describe.runIf(testDatabaseKind() === 'postgres')('the notifier stopped with SIGTERM under load', () => {
  it(`exits 0 within ${GRACE_SECONDS} s after the message in flight, and the next process sends the rest once`, {
    timeout: 90_000,
  }, async () => {
    const { db, store } = await openCommandStore()
    Object.assign(bed, { db, store })
    const mail = await startMailCollector(0, SMTP_DELAY_MS)
    bed.mail = mail
    await prepareNotifier(db.knex, store, () => new Date())
    await givenCustomer(store)
    const log = store
    const collector = mail

    const first = startNotifierProcess(db.url!, mail.url)
    await first.printed('notifier ready')
    for (let i = 0; i < ORDERS; i++) await placeOrder(log, 8000 + i)
    await until(() => collector.received.length >= 4, 'the first messages received', 20_000)

    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)))
    const signalled = Date.now()
    first.child.kill('SIGTERM')
    const code = await exited
    const stopMs = Date.now() - signalled
    expect(code, 'exit code').toBe(0)
    expect(stopMs, 'stop time (ms)').toBeLessThan(GRACE_SECONDS * 1000)

    // The message in flight got its outcome: no claim is left open, and mail remains to send.
    const atStop = await notificationStreams(log)
    for (const [id, events] of atStop) expect(openClaims(events), `${id}: open claims`).toBe(0)
    const sentAtStop = [...atStop.values()].filter((s) => s.at(-1)?.type === 'NotificationSent').length
    expect(sentAtStop).toBeLessThan(MAILS)
    expect(collector.received.length).toBe(sentAtStop)

    const second = startNotifierProcess(db.url!, mail.url)
    await second.printed('notifier ready')
    await until(
      async () => {
        const byId = await notificationStreams(log)
        return byId.size === MAILS && [...byId.values()].every((s) => s.at(-1)?.type === 'NotificationSent')
      },
      'every message sent',
      30_000,
    )
    second.child.kill('SIGTERM')
    const counts = receivedCounts(collector)
    expect(counts.size).toBe(MAILS)
    expect(
      [...counts.values()].every((n) => n === 1),
      'one copy each',
    ).toBe(true)
    console.log(
      `SIGTERM under load: stopped in ${stopMs} ms (grace ${GRACE_SECONDS} s) with ${sentAtStop} of ` +
        `${MAILS} sent; the next process sent the rest, ${collector.received.length} received`,
    )
  })
})
