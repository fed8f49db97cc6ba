import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RecordedEvent } from '@provender/events'
import { testDatabaseKind } from '@provender/server-kit/testing'
import { describe, expect, it } from 'vitest'
import { kill9, startTsxProcess } from '../shared/testProcess.ts'
import { openCommandStore } from '../shared/testStore.ts'
import { prepareNotifier } from './reactor.ts'
import { notificationStreams, openClaims, processBed, receivedCounts } from './testing/processBed.ts'
import { givenCustomer, placeOrder, startMailCollector, until } from './testing.ts'

// The notifier in a real process, killed with SIGKILL at random moments 20 times while orders
// come in, then left to finish: every message arrives, and a second copy of one only where a
// killed process left a claim (NotificationSending) with no outcome after it, the one window
// docs/mail.md documents. crashes.int.test.ts simulates the same in-process at chosen points;
// this one leaves the timing to the operating system.
//
// Only on the PostgreSQL server: the process under test and this test share the database, and
// embedded PGlite lives inside one process.

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'notifierChild.ts')
const KILLS = 20
const ORDERS_PER_ROUND = 2
/** Two mails an order: the confirmation to the customer, "new order" to its rep. */
const MAILS = KILLS * ORDERS_PER_ROUND * 2
/** Short, so a claim a kill left open is taken again within the test; longer than one SMTP exchange here. */
const LEASE_MS = 1_500
const START_TIMEOUT_MS = 30_000
/** Each kill lands at a random moment this long after the round's orders. */
const KILL_WITHIN_MS = 1_000

const bed = processBed()
const children = bed.children

interface NotifierProcess {
  child: ChildProcess
  /** Starts the notifier in the loaded process and waits until it follows the log. */
  go(): Promise<void>
}

/**
 * Loads the notifier's own process up to the point of starting (modules, a connection), so the
 * next process is ready the moment the current one is killed: only one notifier runs at a time.
 */
async function loadNotifier(databaseUrl: string, smtpUrl: string): Promise<NotifierProcess> {
  const { child, printed } = startTsxProcess(
    CHILD,
    {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      SESSION_SECRET: 'kill9-secret-kill9-secret-kill9-secret-0123',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notifier-kill9-')),
      NOTIFIER_LEASE_MS: String(LEASE_MS),
      NOTIFIER_AWAIT_GO: 'true',
      LOG_LEVEL: 'warn',
    },
    children,
    'pipe',
  )
  await printed('notifier loaded', START_TIMEOUT_MS)
  return {
    child,
    async go() {
      child.stdin!.write('go\n')
      await printed('notifier ready', START_TIMEOUT_MS)
    },
  }
}

describe.runIf(testDatabaseKind() === 'postgres')('the notifier killed with kill -9', () => {
  it(`loses no mail across ${KILLS} kills and repeats one only where a claim was left open`, {
    timeout: 180_000,
  }, async () => {
    const { db, store } = await openCommandStore()
    Object.assign(bed, { db, store })
    const mail = await startMailCollector()
    bed.mail = mail
    // The checkpoint exists before the first order: every order below is the notifier's to mail.
    await prepareNotifier(db.knex, store, () => new Date())
    await givenCustomer(store)

    const databaseUrl = db.url!
    const smtpUrl = mail.url
    const inHandAtKill: number[] = []
    let orderId = 7000
    let next = loadNotifier(databaseUrl, smtpUrl)
    for (let round = 0; round < KILLS; round++) {
      const current = await next
      await current.go()
      next = loadNotifier(databaseUrl, smtpUrl)
      for (let i = 0; i < ORDERS_PER_ROUND; i++) await placeOrder(store, orderId++)
      // Anywhere: planning, queueing, claiming, mid-SMTP, recording, or idle (a round's mail
      // takes about a second here).
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * KILL_WITHIN_MS)))
      await kill9(current.child)
      const streamsNow = await notificationStreams(store)
      const unsent = [...streamsNow.values()].filter((s) => s.at(-1)?.type !== 'NotificationSent').length
      inHandAtKill.push(unsent + (ORDERS_PER_ROUND * 2 * (round + 1) - streamsNow.size))
    }

    const survivor = await next
    await survivor.go()
    const log = store
    const collector = mail
    let byId = new Map<string, RecordedEvent[]>()
    await until(
      async () => {
        byId = await notificationStreams(log)
        const counts = receivedCounts(collector)
        return (
          byId.size === MAILS &&
          [...byId].every(([id, s]) => s.at(-1)?.type === 'NotificationSent' && counts.has(id))
        )
      },
      'every message sent and received',
      LEASE_MS * 4 + 30_000,
    )
    await kill9(survivor.child)

    const counts = receivedCounts(collector)
    let duplicates = 0
    let claimsLeftOpen = 0
    for (const [id, events] of byId) {
      const open = openClaims(events)
      const copies = counts.get(id) ?? 0
      expect(copies, `${id} arrived`).toBeGreaterThanOrEqual(1)
      expect(copies - 1, `${id}: copies beyond the first, against claims left open`).toBeLessThanOrEqual(open)
      duplicates += copies - 1
      claimsLeftOpen += open
    }
    expect(new Set(counts.keys())).toEqual(new Set(byId.keys()))
    expect(collector.received.length - counts.size).toBe(duplicates)
    // The kills landed while there was work in hand, not only on an idle process.
    expect(inHandAtKill.some((n) => n > 0)).toBe(true)
    console.log(
      `kill -9 x${KILLS}: ${MAILS} messages, ${collector.received.length} received, ${duplicates} repeated, ` +
        `${claimsLeftOpen} claims left open; unsent at each kill: ${inHandAtKill.join(',')}`,
    )
  })
})

// On the embedded database (the PGlite tier of `npm test`) it cannot run: say so once.
if (testDatabaseKind() !== 'postgres') {
  describe('the notifier killed with kill -9', () => {
    it.skip('needs the PostgreSQL server (a separate process cannot share the embedded database): it runs in the TEST_DB=postgres tier of npm test', () => {})
  })
}
